import { useSelector } from '@xstate/react';
import { nextStep } from '../../../domain/capture-steps';
import {
  selectDetailsLocked,
  selectForm,
  selectJobType,
  selectLoanType,
  selectStep,
} from '../../../machines/wizard/selectors';
import type { StepSpecs } from '../../../services/wizard/capture-wizard';
import { BackButton } from '../BackButton';
import { useWizard } from '../wizard-context';
import type { StepViewProps } from '../../kit/step-form';

/**
 * What a form step's view takes from the wizard: the form it runs, that step's spec, the file
 * link and Back beside Save; once the offer is accepted, read-only with Continue to the next
 * step (asked of the wizard, which owns the route, as Back is). Null until the wizard has
 * started the step's form.
 */
export function useFormStep(spec: keyof StepSpecs): StepViewProps | null {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  const locked = useSelector(wizard, selectDetailsLocked);
  const step = useSelector(wizard, selectStep);
  const jobType = useSelector(wizard, selectJobType);
  const loanType = useSelector(wizard, selectLoanType);
  if (!form) return null;
  const next = locked ? nextStep(step, { jobType, loanType }) : null;
  return {
    form,
    spec: specs[spec],
    viewUrl,
    actions: <BackButton />,
    locked,
    onContinue: next
      ? () => wizard.send({ type: 'route.changed', route: { step: next } })
      : undefined,
  };
}
