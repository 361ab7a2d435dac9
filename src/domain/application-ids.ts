import * as v from 'valibot';

/** Application ids are 32 letters or digits (capture-app §9); routes carry them in the query. */
export const APPLICATION_ID_MESSAGE = 'Invalid application id';
export const ApplicationIdSchema = v.pipe(
  v.string(APPLICATION_ID_MESSAGE),
  v.regex(/^[A-Za-z0-9]{32}$/, APPLICATION_ID_MESSAGE),
);

/*
 * The tracker id people read and quote: 8 digits. The server makes it for partner (KYC)
 * applications; the public flow makes it on the device (APPLY_LOAN), and the server checks the
 * pattern and that nobody holds it yet.
 */

export const TRACKER_ID_LENGTH = 8;
export const TRACKER_ID_MESSAGE = 'Invalid tracker id';

export const TrackerIdSchema = v.pipe(
  v.string(TRACKER_ID_MESSAGE),
  v.regex(/^[0-9]{8}$/, TRACKER_ID_MESSAGE),
);

/**
 * A random tracker id. It never starts with 0, so a spreadsheet that drops leading zeros cannot
 * shorten it. crypto.getRandomValues exists in browsers and in Node 20.
 */
export function newTrackerId(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(10_000_000 + (value % 90_000_000));
}
