import { Link } from 'wouter';
import { MessageLine } from '../kit/MessageLine';
import * as styles from './cases.css';

/** `/case-recorded-success` (partner-portal §2): the case is recorded; on to the list or home. */
export default function CaseRecordedScreen() {
  return (
    <section className={styles.screen} aria-labelledby="case-recorded-title">
      <h1 id="case-recorded-title" className={styles.title}>
        Case Recorded
      </h1>
      <MessageLine tone="success">Your Case has been recorded successfully</MessageLine>
      <p className={styles.links}>
        <Link href="/disbursment-cases">View Offline Disbursements</Link>
        <Link href="/create-case">Record another case</Link>
        <Link href="/">Back to home</Link>
      </p>
    </section>
  );
}
