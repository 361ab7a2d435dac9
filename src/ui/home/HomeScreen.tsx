import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { mayRecordCases } from '../../domain/partner-kinds';
import { selectProfile } from '../../machines/auth/selectors';
import {
  selectApplicationCount,
  selectCanViewApplications,
  selectCountError,
  selectIsLoadingCount,
} from '../../machines/dashboard/selectors';
import { Session } from '../app/session';
import { FailedLoad } from '../kit/FailedLoad';
import { Spinner } from '../kit/Spinner';
import { DashboardFlow } from './dashboard-flow';
import { CountLine, HomeView } from './HomeView';
import { lastCount } from '../../services/storage/last-count';
import { STORAGE_KEYS } from '../../services/storage/token-store';

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
  const dashboard = DashboardFlow.useActorRef();
  const count = DashboardFlow.useSelector(selectApplicationCount);
  const canViewApplications = DashboardFlow.useSelector(selectCanViewApplications);
  const loading = DashboardFlow.useSelector(selectIsLoadingCount);
  const error = DashboardFlow.useSelector(selectCountError);
  const profile = Session.useSelector(selectProfile);
  const recordsCases = mayRecordCases(profile?.partner_kind);
  // What the first paint showed: the count this device last saw, until the server's comes.
  const [last] = useState(() => lastCount(profile?.id));
  // Read again once the wizard just left has written its last change (after the first render).
  const hasDraft = useSyncExternalStore(noSubscription, storedDraft) !== null;

  return (
    <HomeView
      countSlot={
        loading ? (
          <>
            {last !== null && <CountLine count={last} fresh={false} />}
            <Spinner label="Loading your applications" />
          </>
        ) : error ? (
          <FailedLoad message={error} onRetry={() => dashboard.send({ type: 'list.retry' })} />
        ) : (
          <CountLine count={count ?? 0} fresh />
        )
      }
      canViewApplications={canViewApplications}
      recordsCases={recordsCases}
      draftCard={
        hasDraft && (
          <Suspense fallback={null}>
            <OpenDraftCard />
          </Suspense>
        )
      }
    />
  );
}
