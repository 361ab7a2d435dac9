import { useParams } from 'wouter';
import { selectProfile } from '../../machines/auth/selectors';
import { Session } from '../app/session';
import { CaptureWizard } from './CaptureWizard';
import { useStepSpecs } from './use-step-specs';

/** /application/*: a partner capturing a borrower's application (login token). */
export default function ApplicationWizardScreen() {
  const { step = 'mobile' } = useParams<{ step?: string }>();
  const profile = Session.useSelector(selectProfile);
  const specs = useStepSpecs('KYC');
  return <CaptureWizard family="KYC" step={step} specs={specs} agentId={profile?.id ?? null} />;
}
