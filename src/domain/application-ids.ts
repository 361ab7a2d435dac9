import * as v from 'valibot';
import { textField } from './text';

/** Application ids are 32 letters or digits (capture-app §9); routes carry them in the query. */
export const APPLICATION_ID_MESSAGE = 'Invalid application id';
export const ApplicationIdSchema = v.pipe(
  textField(APPLICATION_ID_MESSAGE, { max: 32, asTyped: true }),
  v.regex(/^[A-Za-z0-9]{32}$/, APPLICATION_ID_MESSAGE),
);

/*
 * The tracker id people read and quote: 8 digits. The server makes it for partner (KYC)
 * applications; the public flow makes it on the device (APPLY_LOAN), and the server checks the
 * pattern and that nobody holds it yet.
 */

export const TRACKER_ID_LENGTH = 8;
export const TRACKER_ID_MESSAGE = 'Invalid tracker id';

export const TRACKER_ID_PATTERN = /^[0-9]{8}$/;

export const TrackerIdSchema = v.pipe(
  textField(TRACKER_ID_MESSAGE, { max: TRACKER_ID_LENGTH, asTyped: true }),
  v.regex(TRACKER_ID_PATTERN, TRACKER_ID_MESSAGE),
);

/** A uniform number in [0, 1) from the platform's cryptographic source (browsers and Node 20). */
function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/**
 * A random tracker id from `random` (uniform in [0, 1), like Math.random; tests pass their own).
 * It never starts with 0, so a spreadsheet that drops leading zeros cannot shorten it.
 */
export function newTrackerId(random: () => number = cryptoRandom): string {
  const offset = Math.min(89_999_999, Math.max(0, Math.floor(random() * 90_000_000)));
  return String(10_000_000 + offset);
}
