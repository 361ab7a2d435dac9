import { BankStepScreen } from './bank-step-screen';
import BusinessStep from './BusinessStep';

/** The business step in the wizard: its form, its spec and what its fields need. */
export default function BusinessStepScreen() {
  return <BankStepScreen step={BusinessStep} spec="business" />;
}
