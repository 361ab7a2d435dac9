import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { mayRecordCases } from '../../domain/partner-kinds';
import { selectProfile } from '../../machines/auth/selectors';
import {
  selectApplicationCount,
  selectCanViewApplications,
  selectCountError,
  selectIsLoadingCount,
} from '../../machines/dashboard/selectors';
import { Session } from '../app/session';
import { Button } from '../kit/Button';
import { FailedLoad } from '../kit/FailedLoad';
import { Spinner } from '../kit/Spinner';
import { DashboardFlow } from './dashboard-flow';
import * as styles from './home.css';
import { wizardHref } from '../kit/wizard-paths';
import { STORAGE_KEYS } from '../../services/storage/token-store';

/**
 * A new application's first step, its query written whole (empty): the hash router would keep
 * the query of the application last open in the wizard, and open that one instead.
 */
const NEW_APPLICATION = wizardHref('KYC', { step: 'mobile', id: null, status: null });

/**
 * The kept draft's card reads the saved wizard (its chart's context, the sections' rules): code
 * the home needs only when the device holds a draft, so it loads then, and at once.
 */
const loadOpenDraftCard = () =>
  import('./OpenDraftCard').then((module) => ({ default: module.OpenDraftCard }));
const OpenDraftCard = lazy(loadOpenDraftCard);
const storedDraft = () => globalThis.localStorage?.getItem(STORAGE_KEYS.wizard) ?? null;
if (storedDraft() !== null) void loadOpenDraftCard().catch(() => undefined);
/** Home is never on screen while this tab's wizard writes; nothing to listen to. */
const noSubscription = () => () => undefined;

/** `/`: the partner's dashboard, whose count is the dashboard flow, started with the screen. */
export default function HomeScreen() {
  return (
    <DashboardFlow.Host page={undefined}>
      <Dashboard />
    </DashboardFlow.Host>
  );
}

function Dashboard() {
  const [, navigate] = useLocation();
  const dashboard = DashboardFlow.useActorRef();
  const count = DashboardFlow.useSelector(selectApplicationCount);
  const canViewApplications = DashboardFlow.useSelector(selectCanViewApplications);
  const loading = DashboardFlow.useSelector(selectIsLoadingCount);
  const error = DashboardFlow.useSelector(selectCountError);
  const recordsCases = mayRecordCases(Session.useSelector(selectProfile)?.partner_kind);
  // Read again once the wizard just left has written its last change (after the first render).
  const hasDraft = useSyncExternalStore(noSubscription, storedDraft) !== null;
  const { t } = useLingui();
  const shownCount = count ?? 0;

  return (
    <>
      <section className={styles.card} aria-labelledby="applications-heading">
        <h1 id="applications-heading" className={styles.cardTitle}>
          <Trans>Applications</Trans>
        </h1>
        {/* The count's line is kept while it loads, so nothing below moves when it comes. */}
        <div className={styles.countSlot} data-testid="application-count-slot">
          {loading ? (
            <Spinner label={t`Loading your applications`} />
          ) : error ? (
            <FailedLoad message={error} onRetry={() => dashboard.send({ type: 'list.retry' })} />
          ) : (
            <p className={styles.count}>
              <span data-testid="application-count">{count}</span>{' '}
              {t`${plural(shownCount, { one: 'application', other: 'applications' })}`}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          fullWidth
          disabled={!canViewApplications}
          onClick={() => navigate('/applications')}
        >
          <Trans>View Applications</Trans>
        </Button>
      </section>
      {hasDraft && (
        <Suspense fallback={null}>
          <OpenDraftCard />
        </Suspense>
      )}
      <Button size="lg" fullWidth onClick={() => navigate(NEW_APPLICATION)}>
        <Trans>Create Application</Trans>
      </Button>
      {recordsCases ? (
        <section className={styles.card} aria-labelledby="cases-heading">
          <h2 id="cases-heading" className={styles.cardTitle}>
            <Trans>Offline Disbursements</Trans>
          </h2>
          <Button variant="outline" fullWidth onClick={() => navigate('/create-case')}>
            <Trans>Record Offline Disbursement</Trans>
          </Button>
          <Button variant="outline" fullWidth onClick={() => navigate('/disbursment-cases')}>
            <Trans>View Offline Disbursements</Trans>
          </Button>
        </section>
      ) : null}
      <p className={styles.track}>
        <Link href="/track" className={styles.trackLink}>
          <Trans>Track Your Application Here</Trans>
        </Link>
      </p>
    </>
  );
}
