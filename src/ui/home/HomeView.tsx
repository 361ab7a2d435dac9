import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../kit/Button';
import { wizardHref } from '../kit/wizard-paths';
import * as styles from './home.css';

/**
 * A new application's first step, its query written whole (empty): the hash router would keep
 * the query of the application last open in the wizard, and open that one instead.
 */
const NEW_APPLICATION = wizardHref('KYC', { step: 'mobile', id: null, status: null });

/** Attributes the static first paint marks its parts with (src/ui/first-paint). */
type Marks = Record<`data-${string}`, string>;

export interface HomeViewProps {
  /** What the count's line holds: the count, a spinner (beside the last count), a failure. */
  countSlot: ReactNode;
  canViewApplications: boolean;
  recordsCases: boolean;
  /** The kept draft's card, when the device holds one. */
  draftCard?: ReactNode;
  /** On the offline disbursements' card (the first paint shows it by the stored profile). */
  casesMarks?: Marks;
}

/**
 * The partner's home as it looks: shared by the live screen and the static first paint a
 * signed-in partner sees on home before any script has run, so the one replaces the other with
 * an identical page.
 */
export function HomeView({
  countSlot,
  canViewApplications,
  recordsCases,
  draftCard,
  casesMarks,
}: HomeViewProps) {
  const [, navigate] = useLocation();
  return (
    <>
      <section className={styles.card} aria-labelledby="applications-heading">
        <h1 id="applications-heading" className={styles.cardTitle}>
          Applications
        </h1>
        {/* The count's line is kept while it loads, so nothing below moves when it comes. */}
        <div className={styles.countSlot} data-testid="application-count-slot">
          {countSlot}
        </div>
        <Button
          variant="outline"
          fullWidth
          disabled={!canViewApplications}
          onClick={() => navigate('/applications')}
        >
          View Applications
        </Button>
      </section>
      {draftCard}
      <Button size="lg" fullWidth onClick={() => navigate(NEW_APPLICATION)}>
        Create Application
      </Button>
      {recordsCases ? (
        <section className={styles.card} aria-labelledby="cases-heading" {...casesMarks}>
          <h2 id="cases-heading" className={styles.cardTitle}>
            Offline Disbursements
          </h2>
          <Button variant="outline" fullWidth onClick={() => navigate('/create-case')}>
            Record Offline Disbursement
          </Button>
          <Button variant="outline" fullWidth onClick={() => navigate('/disbursment-cases')}>
            View Offline Disbursements
          </Button>
        </section>
      ) : null}
      <p className={styles.track}>
        <Link href="/track" className={styles.trackLink}>
          Track Your Application Here
        </Link>
      </p>
    </>
  );
}

/**
 * The count's line. `fresh`: the server's answer (the tests' `application-count`); otherwise the
 * count this device last saw, shown beside the spinner until that answer comes.
 */
export function CountLine({
  count,
  fresh,
  marks,
}: {
  count: number;
  fresh: boolean;
  marks?: Marks;
}) {
  return (
    <p className={styles.count} {...marks}>
      <span data-testid={fresh ? 'application-count' : undefined}>{count}</span>{' '}
      {count === 1 ? 'application' : 'applications'}
    </p>
  );
}
