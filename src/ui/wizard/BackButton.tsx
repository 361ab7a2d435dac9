import { useSelector } from '@xstate/react';
import { selectStep } from '../../machines/wizard/selectors';
import type { WizardStep } from '../../machines/wizard/types';
import { Button } from '../kit/Button';
import { useWizard } from './wizard-context';

const PREVIOUS: Partial<Record<WizardStep, WizardStep>> = {
  kyc: 'mobile',
  employment: 'kyc',
  business: 'kyc',
  'co-applicants': 'kyc',
};

/** Back to the previous step: asked of the wizard, which owns the route. */
export function BackButton() {
  const { wizard } = useWizard();
  const step = useSelector(wizard, selectStep);
  const previous = PREVIOUS[step];
  if (!previous) return null;
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => wizard.send({ type: 'route.changed', route: { step: previous } })}
    >
      Back
    </Button>
  );
}
