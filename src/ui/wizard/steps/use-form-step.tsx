import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import type { StepSpecs } from '../../../services/wizard/capture-wizard';
import { BackButton } from '../BackButton';
import { useWizard } from '../wizard-context';
import type { StepViewProps } from './step-form';

/**
 * What a form step's view takes from the wizard: the form it runs, that step's spec, the file
 * link and Back beside Save. Null until the wizard has started the step's form.
 */
export function useFormStep(spec: keyof StepSpecs): StepViewProps | null {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  return form ? { form, spec: specs[spec], viewUrl, actions: <BackButton /> } : null;
}
