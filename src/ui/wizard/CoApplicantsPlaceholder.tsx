import { MessageLine } from '../kit/MessageLine';
import * as styles from './wizard.css';

/** Co-applicants: the next issue's step. The application so far is saved. */
export default function CoApplicantsPlaceholder() {
  return (
    <section aria-labelledby="co-applicants-title">
      <h1 id="co-applicants-title" className={styles.title}>
        Co-applicants
      </h1>
      <MessageLine>
        The application is saved up to here. Adding co-applicants arrives with the next release.
      </MessageLine>
    </section>
  );
}
