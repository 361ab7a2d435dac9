import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Actor, EventFrom, InspectionEvent, SnapshotFrom } from 'xstate';
import type { authMachine } from '../../machines/auth/machine';
import type { SessionPage } from '../../services/auth.actors';
import type { Runtime } from '../../services/runtime';
import { useSite } from './site';

type AuthMachine = typeof authMachine;
type AuthSnapshot = SnapshotFrom<AuthMachine>;
type AuthEvent = EventFrom<AuthMachine>;

/** What screens do with the session: send it events (login, logout, a 401, a retry). */
export interface SessionActor {
  send(event: AuthEvent): void;
}

/**
 * The chart as it stands before its code has loaded: busy reading the device (a login token is
 * stored, or an event is waiting), else signed out with nothing to say — where the chart goes
 * from the same device without an effect (`hasNoStoredToken`). Only what the selectors read.
 */
const beforeLoad = (busy: boolean) =>
  ({
    context: { profile: null, error: null, returnTo: null },
    matches: (state: string) => state === (busy ? 'checkingSession' : 'signedOut'),
    hasTag: (tag: string) => busy && tag === 'busy',
  }) as unknown as AuthSnapshot;

/**
 * The session's actor, started once its code (the auth chart, XState) has loaded: at once when
 * the device holds a login token, otherwise once the page is idle or at the first event. Until
 * then a visitor's routes read "signed out", so the login route paints without the chart in its
 * first load. Events sent before are kept and sent in order; meanwhile the session reads busy.
 */
function createSessionStore(
  runtime: Runtime,
  page: SessionPage,
  inspect?: (event: InspectionEvent) => void,
) {
  const listeners = new Set<() => void>();
  const waiting: AuthEvent[] = [];
  let actor: Actor<AuthMachine> | null = null;
  let snapshot = beforeLoad(runtime.tokens.getLoginToken() !== null);
  let failure: unknown = null;
  let loading: Promise<void> | undefined;
  const notify = () => listeners.forEach((listener) => listener());

  const load = () =>
    (loading ??= import('./session-actor').then(
      (module) => {
        const started = module.startSession(runtime, page, inspect);
        const update = () => {
          const next = started.getSnapshot();
          // The stand-in stays until the chart has read the device, as the chart would have.
          if (next.matches('checkingSession')) return;
          snapshot = next;
          actor = started;
          for (const event of waiting.splice(0)) started.send(event);
          notify();
        };
        started.subscribe(update);
        update();
      },
      (error: unknown) => {
        // The code could not be fetched: the screens reading the session show the error page.
        failure = error;
        notify();
      },
    ));

  return {
    load,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot(): AuthSnapshot {
      if (failure) throw failure;
      return snapshot;
    },
    actor: {
      send(event: AuthEvent) {
        if (actor) return actor.send(event);
        waiting.push(event);
        snapshot = beforeLoad(true);
        notify();
        void load();
      },
    } satisfies SessionActor,
    needsChartNow: () => snapshot.hasTag('busy'),
  };
}

type SessionStore = ReturnType<typeof createSessionStore>;

const SessionContext = createContext<SessionStore | null>(null);

function Host({ page, children }: { page: SessionPage; children: ReactNode }) {
  const { runtime, inspect } = useSite();
  const [store] = useState(() => createSessionStore(runtime, page, inspect));
  useEffect(() => {
    if (store.needsChartNow()) return void store.load();
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void store.load());
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

function useStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('The session is used outside its <Session.Host>');
  return store;
}

/**
 * The app's session: who is signed in (the auth chart), hosted by App above every route. Read it
 * like a flow (`Session.useSelector` with a selector of src/machines/auth, which must answer a
 * kept value, not a new object) and send to `Session.useActorRef()`.
 */
export const Session = {
  Host,
  useActorRef: (): SessionActor => useStore().actor,
  useSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
    const store = useStore();
    return useSyncExternalStore(store.subscribe, () => selector(store.getSnapshot()));
  },
};
