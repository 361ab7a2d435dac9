import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { selectForm } from '../../../machines/wizard/selectors';
import type { StepSpecs } from '../../../services/wizard/capture-wizard';
import { BackButton } from '../BackButton';
import { BankListFlow } from '../bank-list-flow';
import { useWizard } from '../wizard-context';
import type { StepViewProps } from './step-form';

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
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  return (
    <BankListFlow.Host page={undefined}>
      {form ? (
        <Step form={form} spec={specs[spec]} viewUrl={viewUrl} actions={<BackButton />} />
      ) : null}
    </BankListFlow.Host>
  );
}
