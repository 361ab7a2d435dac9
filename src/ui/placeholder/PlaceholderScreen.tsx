import { Link, useLocation } from 'wouter';
import { plannedScreenAt } from '../app/planned-screens';
import * as styles from './placeholder.css';

/** A route of the spec whose screen is not built yet: it says so instead of pretending. */
export default function PlaceholderScreen() {
  const [path] = useLocation();
  const planned = plannedScreenAt(path);
  return (
    <main className={styles.screen}>
      <h1>{planned?.title ?? 'Coming soon'}</h1>
      <p>This screen arrives with a later issue. Nothing here works yet.</p>
      <Link href="/">Go back</Link>
    </main>
  );
}
