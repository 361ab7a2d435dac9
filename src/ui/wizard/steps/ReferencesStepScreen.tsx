import ReferencesStep from './ReferencesStep';
import { useFormStep } from './use-form-step';

/** The references form in the wizard. */
export default function ReferencesStepScreen() {
  const step = useFormStep('references');
  return step && <ReferencesStep {...step} />;
}
