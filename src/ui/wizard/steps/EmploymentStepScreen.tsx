import EmploymentStep from './EmploymentStep';
import { useFormStep } from './use-form-step';

/** The employment step in the wizard: its form, its spec and what its fields need. */
export default function EmploymentStepScreen() {
  const step = useFormStep('employment');
  return step && <EmploymentStep {...step} />;
}
