import { useParams } from 'wouter';
import { CaptureWizard } from './CaptureWizard';
import { useStepSpecs } from './use-step-specs';

/** /apply-loan/*: a borrower applying on their own (guest token after the OTP). */
export default function ApplyLoanWizardScreen() {
  const { step = 'mobile' } = useParams<{ step?: string }>();
  const specs = useStepSpecs('APPLY_LOAN');
  return <CaptureWizard family="APPLY_LOAN" step={step} specs={specs} agentId={null} />;
}
