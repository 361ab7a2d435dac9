import { useBankList } from '../use-bank-list';
import CoApplicantStep from './CoApplicantStep';
import { useFormStep } from './use-form-step';

/** A co-applicant's form in the wizard (a new one, or one of the list being edited). */
export default function CoApplicantStepScreen() {
  const step = useFormStep('coApplicant');
  const bankList = useBankList();
  return step && <CoApplicantStep {...step} bankList={bankList} />;
}
