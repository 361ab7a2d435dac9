import { Link } from 'wouter';
import * as styles from './placeholder.css';

export default function NotFoundScreen() {
  return (
    <main className={styles.screen}>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link href="/">Go to the home page</Link>
    </main>
  );
}
