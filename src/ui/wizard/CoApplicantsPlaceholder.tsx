import { useSelector } from '@xstate/react';
import { selectTrackerId } from '../../machines/wizard/selectors';
import { MessageLine } from '../kit/MessageLine';
import { useWizard } from './wizard-context';
import * as styles from './wizard.css';

/** Co-applicants: the next issue's step. The application so far is saved. */
export default function CoApplicantsPlaceholder() {
  const { wizard } = useWizard();
  const trackerId = useSelector(wizard, selectTrackerId);
  return (
    <section aria-labelledby="co-applicants-title">
      <h1 id="co-applicants-title" className={styles.title}>
        Co-applicants
      </h1>
      {trackerId && <p className={styles.tracker}>Tracker ID: {trackerId}</p>}
      <MessageLine>
        The application is saved up to here. Adding co-applicants arrives with the next release.
      </MessageLine>
    </section>
  );
}
