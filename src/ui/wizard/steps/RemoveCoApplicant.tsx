import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CoApplicantRemovalMachine } from '../../../machines/co-applicant-removal/machine';
import {
  selectIsRemoving,
  selectRemovalError,
  selectRemovalName,
} from '../../../machines/co-applicant-removal/selectors';
import { Button } from '../../kit/Button';
import { MessageLine } from '../../kit/MessageLine';
import { Sheet } from '../../kit/Sheet';
import * as styles from './co-applicants.css';

type Removal = ActorRefFrom<CoApplicantRemovalMachine>;

/**
 * 'Remove co-applicant?' (issue 18), from the list or the form: shown for as long as its removal
 * chart runs. It names the co-applicant; Cancel (or Close, Escape) keeps them; Remove asks the
 * server, busy meanwhile; a failure shows here, and Remove tries again.
 */
export function RemoveCoApplicantDialog({ removal }: { removal: Removal | undefined }) {
  return removal ? <Confirmation removal={removal} /> : null;
}

function Confirmation({ removal }: { removal: Removal }) {
  const name = useSelector(removal, selectRemovalName);
  const removing = useSelector(removal, selectIsRemoving);
  const error = useSelector(removal, selectRemovalError);
  const { t } = useLingui();
  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open && !removing) removal.send({ type: 'removal.cancel' });
      }}
      title={t`Remove co-applicant?`}
      description={
        name
          ? t`${name} will be removed from this application, with what was saved for them.`
          : t`This co-applicant will be removed from this application, with what was saved for them.`
      }
    >
      <div className={styles.list}>
        {error ? <MessageLine tone="error">{error}</MessageLine> : null}
        <div className={styles.actions}>
          <Button
            variant="outline"
            disabled={removing}
            onClick={() => removal.send({ type: 'removal.cancel' })}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={removing} onClick={() => removal.send({ type: 'removal.confirm' })}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
