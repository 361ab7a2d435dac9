import type { ComponentType } from 'react';
import type { StepSpecs } from '../../../services/wizard/capture-wizard';
import { BankListFlow } from '../../app/bank-list-flow';
import type { StepViewProps } from '../../kit/step-form';
import { useFormStep } from './use-form-step';

/**
 * A step with bank fields in the wizard: its form, its spec and what its fields need, and one
 * bank list that all its bank fields share, started with the step (its form or not).
 */
export function BankStepScreen({
  step: Step,
  spec,
}: {
  step: ComponentType<StepViewProps>;
  spec: keyof StepSpecs;
}) {
  const step = useFormStep(spec);
  return <BankListFlow.Host page={undefined}>{step && <Step {...step} />}</BankListFlow.Host>;
}
