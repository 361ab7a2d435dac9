import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { BankListFlow } from '../bank-list-flow';
import { useWizard } from '../wizard-context';
import KycStep from './KycStep';

/** The kyc step in the wizard: its form, its spec and what its fields need. */
export default function KycStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  // The step's bank fields share one bank list, started with the step (its form or not).
  return (
    <BankListFlow.Host page={undefined}>
      {form ? (
        <KycStep form={form} spec={specs.kyc} viewUrl={viewUrl} actions={<BackButton />} />
      ) : null}
    </BankListFlow.Host>
  );
}
