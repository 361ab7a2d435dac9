import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { useBankList } from '../use-bank-list';
import { useWizard } from '../wizard-context';
import BusinessStep from './BusinessStep';

/** The business step in the wizard: its form, its spec and what its fields need. */
export default function BusinessStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  const bankList = useBankList();
  if (!form) return null;
  return (
    <BusinessStep
      form={form}
      spec={specs.business}
      viewUrl={viewUrl}
      bankList={bankList}
      actions={<BackButton />}
    />
  );
}
