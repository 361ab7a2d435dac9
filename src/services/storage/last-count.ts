/*
 * The home's count as this device last saw it, with whose it was: the first paint of a later
 * cold start on home shows it at once (scripts/first-paint-plugin.ts reads the same key), and
 * the home shows it beside its spinner until the server's answer replaces it. Ours, not the
 * spec's. It is shown only to the partner it was kept for (the stored profile's id), and the
 * first page loaded without a login token deletes it (the signed-in check): not imported by
 * the session's logout, so that it is no chunk of its own that the entry would list.
 */

/** The localStorage key (versioned in its name): `{"user": <profile id>, "count": <n>}`. */
export const LAST_COUNT_KEY = 'rinn.home-count.v1';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // blocked storage (a privacy mode): nothing is remembered
  }
}

export function rememberCount(user: string | undefined, count: number): void {
  if (!user) return;
  try {
    storage()?.setItem(LAST_COUNT_KEY, JSON.stringify({ user, count }));
  } catch {
    // A full or blocked storage: the next cold start shows the spinner, as before.
  }
}

/** The count last seen for this partner, or null (none kept, or someone else's). */
export function lastCount(user: string | undefined): number | null {
  if (!user) return null;
  try {
    const kept = JSON.parse(storage()?.getItem(LAST_COUNT_KEY) ?? 'null') as {
      user?: unknown;
      count?: unknown;
    } | null;
    return kept?.user === user && typeof kept.count === 'number' ? kept.count : null;
  } catch {
    return null;
  }
}
