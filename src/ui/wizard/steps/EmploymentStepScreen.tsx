import { useSelector } from '@xstate/react';
import { selectForm } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';

import { useWizard } from '../wizard-context';
import EmploymentStep from './EmploymentStep';

/** The employment step in the wizard: its form, its spec and what its fields need. */
export default function EmploymentStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  if (!form) return null;
  return (
    <EmploymentStep
      form={form}
      spec={specs.employment}
      viewUrl={viewUrl}
      actions={<BackButton />}
    />
  );
}
