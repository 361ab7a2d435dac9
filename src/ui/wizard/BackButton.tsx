import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { previousStep } from '../../domain/capture-steps';
import { selectJobType, selectLoanType, selectStep } from '../../machines/wizard/selectors';
import { Button } from '../kit/Button';
import { useWizard } from './wizard-context';

/** Back to the previous step: asked of the wizard, which owns the route. */
export function BackButton() {
  const { wizard } = useWizard();
  const step = useSelector(wizard, selectStep);
  const jobType = useSelector(wizard, selectJobType);
  const loanType = useSelector(wizard, selectLoanType);
  const previous = previousStep(step, { jobType, loanType });
  if (!previous) return null;
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => wizard.send({ type: 'route.changed', route: { step: previous } })}
    >
      <Trans>Back</Trans>
    </Button>
  );
}
