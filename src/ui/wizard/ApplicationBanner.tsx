import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectRemarks, selectTrackerId } from '../../machines/wizard/selectors';
import { MessageLine } from '../kit/MessageLine';
import { useWizard } from './wizard-context';
import * as styles from './wizard.css';

/** Above every step after the first: which application this is, and what the reviewer asked. */
export function ApplicationBanner() {
  const { wizard } = useWizard();
  const trackerId = useSelector(wizard, selectTrackerId);
  const remarks = useSelector(wizard, selectRemarks);
  return (
    <>
      {trackerId && (
        <p className={styles.tracker}>
          <Trans>Tracker ID: {trackerId}</Trans>
        </p>
      )}
      {remarks && (
        <MessageLine tone="warning" role="status">
          <Trans>Returned for correction: {remarks}</Trans>
        </MessageLine>
      )}
    </>
  );
}
