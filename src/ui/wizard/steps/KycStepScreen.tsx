import { useBankList } from '../use-bank-list';
import KycStep from './KycStep';
import { useFormStep } from './use-form-step';

/** The kyc step in the wizard: its form, its spec and what its fields need. */
export default function KycStepScreen() {
  const step = useFormStep('kyc');
  const bankList = useBankList();
  return step && <KycStep {...step} bankList={bankList} />;
}
