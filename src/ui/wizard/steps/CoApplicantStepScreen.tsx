import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { useBankList } from '../use-bank-list';
import { useWizard } from '../wizard-context';
import CoApplicantStep from './CoApplicantStep';

/** A co-applicant's form in the wizard (a new one, or one of the list being edited). */
export default function CoApplicantStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  const bankList = useBankList();
  if (!form) return null;
  return (
    <CoApplicantStep
      form={form}
      spec={specs.coApplicant}
      viewUrl={viewUrl}
      bankList={bankList}
      actions={<BackButton />}
    />
  );
}
