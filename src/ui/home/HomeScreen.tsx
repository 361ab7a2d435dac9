import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import {
  selectApplicationCount,
  selectCanViewApplications,
  selectCountError,
  selectIsLoadingCount,
} from '../../machines/dashboard/selectors';
import { createDashboardMachine } from '../../services/dashboard.actors';
import { useSite } from '../app/site';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { Spinner } from '../kit/Spinner';
import * as styles from './home.css';

/** `/`: the partner's dashboard. */
export default function HomeScreen() {
  const { runtime, inspect } = useSite();
  const [, navigate] = useLocation();
  // Built once per screen, not on every render.
  const machine = useMemo(() => createDashboardMachine(runtime.client), [runtime.client]);
  const dashboard = useActorRef(machine, { inspect });
  const count = useSelector(dashboard, selectApplicationCount);
  const canViewApplications = useSelector(dashboard, selectCanViewApplications);
  const loading = useSelector(dashboard, selectIsLoadingCount);
  const error = useSelector(dashboard, selectCountError);

  return (
    <>
      <section className={styles.card} aria-labelledby="applications-heading">
        <h1 id="applications-heading" className={styles.cardTitle}>
          Applications
        </h1>
        {loading ? (
          <Spinner label="Loading your applications" />
        ) : error ? (
          <>
            <MessageLine tone="error">{error}</MessageLine>
            <Button variant="outline" onClick={() => dashboard.send({ type: 'list.retry' })}>
              Try again
            </Button>
          </>
        ) : (
          <p className={styles.count}>
            <span data-testid="application-count">{count}</span>{' '}
            {count === 1 ? 'application' : 'applications'}
          </p>
        )}
        <Button
          variant="outline"
          fullWidth
          disabled={!canViewApplications}
          onClick={() => navigate('/applications')}
        >
          View Applications
        </Button>
      </section>
      <Button size="lg" fullWidth onClick={() => navigate('/application/mobile')}>
        Create Application
      </Button>
      <p className={styles.track}>
        <Link href="/track">Track Your Application Here</Link>
      </p>
    </>
  );
}
