import { useBankList } from '../use-bank-list';
import BusinessStep from './BusinessStep';
import { useFormStep } from './use-form-step';

/** The business step in the wizard: its form, its spec and what its fields need. */
export default function BusinessStepScreen() {
  const step = useFormStep('business');
  const bankList = useBankList();
  return step && <BusinessStep {...step} bankList={bankList} />;
}
