import { createActor, type InspectionEvent } from 'xstate';
import { createAuthMachine, type SessionPage } from '../../services/auth.actors';
import type { Runtime } from '../../services/runtime';

/** The session's chart with its real storage, API calls and navigation, started (session.tsx). */
export function startSession(
  runtime: Runtime,
  page: SessionPage,
  inspect?: (event: InspectionEvent) => void,
) {
  return createActor(createAuthMachine(runtime, page), inspect ? { inspect } : {}).start();
}
