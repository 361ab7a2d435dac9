import { Link, Redirect } from 'wouter';
import * as styles from '../placeholder/placeholder.css';

interface JoinUsState {
  mobile?: string;
}

/**
 * `/join-us`: Partner Registration. It needs the mobile verified on the landing page, passed
 * in navigation state; the registration form itself arrives with the Join Us issue.
 */
export default function JoinUsScreen() {
  const state = window.history.state as JoinUsState | null;
  if (!state?.mobile) return <Redirect to="/login/join-us" replace />;
  return (
    <main className={styles.screen}>
      <h1>Partner Registration</h1>
      <p>Mobile +91 {state.mobile} is verified.</p>
      <p>The registration form arrives with a later issue: you cannot register yet.</p>
      <Link href="/login">Back to login</Link>
    </main>
  );
}
