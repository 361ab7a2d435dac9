import type { ApiClient } from './api/client';

/**
 * `GET /v1/loan-application/count` as the client answers it: the figure on the partner's home
 * (unwrapped by dashboard.actors.ts, so the reading of failures stays out of the entry).
 */
const askCount = (client: ApiClient, signal?: AbortSignal) =>
  client.GET('/v1/loan-application/count', { signal });

export type CountAnswer = ReturnType<typeof askCount>;

export interface HomeCount {
  /** Asks for the count now, before the home screen does (session-actor.ts, opening on home). */
  start(): void;
  /** The count asked for at start, once; then (a retry, a later visit) a new request. */
  take(signal?: AbortSignal): CountAnswer;
}

/**
 * The home's count, asked for as soon as the session is known when a partner opens the app on
 * home, so it travels beside the screen's code instead of after it (the home's largest paint).
 */
export function createHomeCount(client: ApiClient): HomeCount {
  let early: CountAnswer | undefined;
  return {
    start() {
      early = askCount(client);
      // A failure is the home's to show, when it takes the answer; until then it is expected.
      early.catch(() => undefined);
    },
    take(signal) {
      const taken = early;
      early = undefined;
      return taken ?? askCount(client, signal);
    },
  };
}
