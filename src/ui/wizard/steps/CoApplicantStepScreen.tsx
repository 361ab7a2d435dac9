import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { BankListFlow } from '../bank-list-flow';
import { useWizard } from '../wizard-context';
import CoApplicantStep from './CoApplicantStep';

/** A co-applicant's form in the wizard (a new one, or one of the list being edited). */
export default function CoApplicantStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  // The step's bank fields share one bank list, started with the step (its form or not).
  return (
    <BankListFlow.Host page={undefined}>
      {form ? (
        <CoApplicantStep
          form={form}
          spec={specs.coApplicant}
          viewUrl={viewUrl}
          actions={<BackButton />}
        />
      ) : null}
    </BankListFlow.Host>
  );
}
