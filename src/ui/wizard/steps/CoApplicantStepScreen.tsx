import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectCanRemove, selectFormRemoval } from '../../../machines/co-applicant/selectors';
import type { CoApplicantMachine } from '../../../machines/co-applicant/machine';
import { selectCoApplicantActor } from '../../../machines/wizard/selectors';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../kit/Button';
import { useWizard } from '../wizard-context';
import { BankStepScreen } from './bank-step-screen';
import CoApplicantStep from './CoApplicantStep';
import { RemoveCoApplicantDialog } from './RemoveCoApplicant';
import type { StepViewProps } from '../../kit/step-form';

/** A co-applicant's form in the wizard (a new one, or one of the list being edited). */
export default function CoApplicantStepScreen() {
  return <BankStepScreen step={CoApplicantWithRemove} spec="coApplicant" />;
}

/** The form, with Remove beside Back for a listed co-applicant before the offer is accepted. */
function CoApplicantWithRemove(props: StepViewProps) {
  const { wizard } = useWizard();
  const coApplicant = useSelector(wizard, selectCoApplicantActor);
  const actions = (
    <>
      {props.actions}
      {coApplicant && <RemoveOnForm coApplicant={coApplicant} />}
    </>
  );
  return <CoApplicantStep {...props} actions={actions} />;
}

function RemoveOnForm({ coApplicant }: { coApplicant: ActorRefFrom<CoApplicantMachine> }) {
  const canRemove = useSelector(coApplicant, selectCanRemove);
  const removal = useSelector(coApplicant, selectFormRemoval);
  if (!canRemove) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => coApplicant.send({ type: 'coApplicant.remove' })}
      >
        <Trans>Remove co-applicant</Trans>
      </Button>
      <RemoveCoApplicantDialog removal={removal} />
    </>
  );
}
