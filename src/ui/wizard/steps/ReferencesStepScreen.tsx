import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { useWizard } from '../wizard-context';
import ReferencesStep from './ReferencesStep';

/** The references form in the wizard. */
export default function ReferencesStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  if (!form) return null;
  return (
    <ReferencesStep
      form={form}
      spec={specs.references}
      viewUrl={viewUrl}
      actions={<BackButton />}
    />
  );
}
