import type { ApiClient } from './api/client';
import { unwrap } from './api/unwrap';

/** `GET /v1/loan-application/count`: the figure on the partner's home. */
export async function readApplicationCount(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<number> {
  const { data } = await unwrap(client.GET('/v1/loan-application/count', { signal }));
  return data.count;
}

export interface HomeCount {
  /** Asks for the count now, before the home screen does (main.tsx, a partner opening home). */
  start(): void;
  /** The count asked for at start, once; then (a retry, a later visit) a new request. */
  take(signal?: AbortSignal): Promise<number>;
}

/**
 * The home's count, asked for as the app starts when a partner opens it on home, so it travels
 * beside the screen's code instead of after it (the home's largest paint is that figure).
 */
export function createHomeCount(client: ApiClient): HomeCount {
  let early: Promise<number> | undefined;
  return {
    start() {
      early = readApplicationCount(client);
      // A failure is the home's to show, when it takes the answer; until then it is expected.
      early.catch(() => undefined);
    },
    take(signal) {
      const taken = early;
      early = undefined;
      return taken ?? readApplicationCount(client, signal);
    },
  };
}
