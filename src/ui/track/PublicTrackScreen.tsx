import { Link } from 'wouter';
import { TrackView } from './TrackView';
import * as styles from './track.css';

/** `/apply-loan/track`: a borrower tracks their own application, without logging in. */
export default function PublicTrackScreen() {
  return (
    <main>
      <TrackView audience="borrower" />
      <p className={styles.back}>
        <Link href="/login">Back to login</Link>
      </p>
    </main>
  );
}
