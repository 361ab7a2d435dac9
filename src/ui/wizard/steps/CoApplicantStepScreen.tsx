import { BankStepScreen } from './bank-step-screen';
import CoApplicantStep from './CoApplicantStep';

/** A co-applicant's form in the wizard (a new one, or one of the list being edited). */
export default function CoApplicantStepScreen() {
  return <BankStepScreen step={CoApplicantStep} spec="coApplicant" />;
}
