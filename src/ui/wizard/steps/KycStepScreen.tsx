import { BankStepScreen } from './bank-step-screen';
import KycStep from './KycStep';

/** The kyc step in the wizard: its form, its spec and what its fields need. */
export default function KycStepScreen() {
  return <BankStepScreen step={KycStep} spec="kyc" />;
}
