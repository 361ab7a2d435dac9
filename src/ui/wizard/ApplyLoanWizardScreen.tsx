import { Redirect, useParams, useSearch } from 'wouter';
import { GuestLayout } from '../app/GuestLayout';
import { useSite } from '../app/site';
import { CaptureWizard } from './CaptureWizard';
import { applicationIdIn } from '../kit/wizard-routes';
import { useStepSpecs } from './use-step-specs';

/**
 * /apply-loan/*: a borrower applying on their own (guest token after the OTP), in the brand's
 * header. On a brand without Apply Now a new application is not offered, so its typed address
 * shows the landing instead; an address naming an application (the borrower's own, opened from
 * tracking's Complete Application) still opens, and the server decides who may see it.
 */
export default function ApplyLoanWizardScreen() {
  const { brand } = useSite();
  const search = useSearch();
  if (!brand.flags.showApplyNow && !applicationIdIn(search)) {
    return <Redirect to="/login" replace />;
  }
  return (
    <GuestLayout>
      <ApplyLoanWizard />
    </GuestLayout>
  );
}

function ApplyLoanWizard() {
  const { step = 'mobile' } = useParams<{ step?: string }>();
  const specs = useStepSpecs('APPLY_LOAN');
  return <CaptureWizard family="APPLY_LOAN" step={step} specs={specs} agentId={null} />;
}
