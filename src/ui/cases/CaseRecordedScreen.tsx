import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { MessageLine } from '../kit/MessageLine';
import * as styles from './cases.css';

/** `/case-recorded-success` (partner-portal §2): the case is recorded; on to the list or home. */
export default function CaseRecordedScreen() {
  return (
    <section className={styles.screen} aria-labelledby="case-recorded-title">
      <h1 id="case-recorded-title" className={styles.title}>
        <Trans>Case Recorded</Trans>
      </h1>
      <MessageLine tone="success">
        <Trans>Your Case has been recorded successfully</Trans>
      </MessageLine>
      <p className={styles.links}>
        <Link href="/disbursment-cases">
          <Trans>View Offline Disbursements</Trans>
        </Link>
        <Link href="/create-case">
          <Trans>Record another case</Trans>
        </Link>
        <Link href="/">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </section>
  );
}
