import { createActor, type InspectionEvent } from 'xstate';
import { createAuthMachine, type SessionPage } from '../../services/auth.actors';
import type { Runtime } from '../../services/runtime';

/** The session's chart with its real storage, API calls and navigation, started (session.tsx). */
export function startSession(
  runtime: Runtime,
  page: SessionPage,
  inspect?: (event: InspectionEvent) => void,
) {
  const actor = createActor(createAuthMachine(runtime, page), inspect ? { inspect } : {}).start();
  // A partner opening the app on home: the count, the home's largest paint, is asked for as soon
  // as the chart knows the partner is signed in (a refused token then ends the session as
  // anywhere), beside the home screen's code rather than once that screen has mounted.
  if ((location.hash.replace(/^#/, '') || '/') === '/') {
    const watch = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('busy')) return;
      watch.unsubscribe();
      if (snapshot.matches('signedIn')) runtime.homeCount.start();
    });
  }
  return actor;
}
