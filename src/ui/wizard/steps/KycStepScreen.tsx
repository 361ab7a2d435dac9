import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { useBankList } from '../use-bank-list';
import { useWizard } from '../wizard-context';
import KycStep from './KycStep';

/** The kyc step in the wizard: its form, its spec and what its fields need. */
export default function KycStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  const bankList = useBankList();
  if (!form) return null;
  return (
    <KycStep
      form={form}
      spec={specs.kyc}
      viewUrl={viewUrl}
      bankList={bankList}
      actions={<BackButton />}
    />
  );
}
