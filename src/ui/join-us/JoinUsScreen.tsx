import { Link, Redirect } from 'wouter';
import { selectVerifiedMobile } from '../../machines/auth/selectors';
import { Session } from '../app/session';
import * as styles from '../placeholder/placeholder.css';

/**
 * `/join-us`: Partner Registration. It needs the mobile Join Us verified on the landing page,
 * which the session keeps (a reload forgets it: back to the sheet); the registration form
 * itself arrives with the Join Us issue.
 */
export default function JoinUsScreen() {
  const mobile = Session.useSelector(selectVerifiedMobile);
  if (!mobile) return <Redirect to="/login/join-us" replace />;
  return (
    <main className={styles.screen}>
      <h1>Partner Registration</h1>
      <p>Mobile +91 {mobile} is verified.</p>
      <p>The registration form arrives with a later issue: you cannot register yet.</p>
      <Link href="/login">Back to login</Link>
    </main>
  );
}
