import { sql, type Transaction } from 'kysely';
import { OTP_MAX_SENDS_PER_HOUR } from '../../src/domain/otp';
import type { Database, OtpPurpose } from '../db/schema';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from '../settings/otp-limits';
import { TooManyRequests, waitValues } from '../errors';
import { withValues } from '../i18n/texts';

/*
 * The OTP abuse limits, counted in the database over the last hour (times from the app's clock),
 * so they hold across processes and restarts. Each check runs inside the transaction that
 * records what it counts, behind a PostgreSQL advisory lock on what is counted (released at
 * commit), so parallel requests cannot both slip under a limit. Locks are always taken in the
 * same order — session row, client address, mobile, the guest ceiling — so they cannot deadlock.
 */

const HOUR_MS = 60 * 60 * 1000;
/** However many wrong codes, a mobile never waits longer than this. */
const LONGEST_WRONG_CODE_WAIT_SECONDS = 60 * 60;

export const tooManyForMobile = (seconds: number) =>
  withValues(
    /*i18n*/ {
      id: 'TOO_MANY_OTPS_FOR_MOBILE',
      message:
        'Too many OTP requests for this mobile. Please try again in {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
    },
    waitValues(seconds),
  );
export const tooManyFromNetwork = (seconds: number) =>
  withValues(
    /*i18n*/ {
      id: 'TOO_MANY_OTPS_FROM_NETWORK',
      message:
        'Too many OTP requests from your network. Please try again in {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
    },
    waitValues(seconds),
  );
export const tooManyOverall = (seconds: number) =>
  withValues(
    /*i18n*/ {
      id: 'TOO_MANY_OTPS_OVERALL',
      message:
        'We are sending too many OTPs right now. Please try again in {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
    },
    waitValues(seconds),
  );
export const tooManyUnknownMobiles = (seconds: number) =>
  withValues(
    /*i18n*/ {
      id: 'TOO_MANY_LOGIN_ATTEMPTS',
      message:
        'Too many login attempts from your network. Please try again in {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
    },
    waitValues(seconds),
  );
export const tooManyWrongCodes = (seconds: number) =>
  withValues(
    /*i18n*/ {
      id: 'TOO_MANY_WRONG_CODES',
      message:
        'Too many wrong codes for this mobile. Please try again in {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
    },
    waitValues(seconds),
  );

export interface LimitSettings {
  /** The per-mobile hourly cap (RINN_OTP_SENDS_PER_HOUR); OTP_MAX_SENDS_PER_HOUR unless set. */
  otpSendsPerHour?: number;
  /** The other limits (server/settings/otp-limits.ts); defaults for any left out. */
  otpLimits?: Partial<OtpLimits>;
}

export type ResolvedLimits = OtpLimits & { sendsPerMobilePerHour: number };

export function limitsOf(settings: LimitSettings): ResolvedLimits {
  return {
    ...DEFAULT_OTP_LIMITS,
    ...settings.otpLimits,
    sendsPerMobilePerHour: settings.otpSendsPerHour ?? OTP_MAX_SENDS_PER_HOUR,
  };
}

export async function lock(tx: Transaction<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS);

/**
 * Seconds until one more send fits in the hour, or null while fewer than `limit` happened: the
 * limit-th newest send must leave the window first.
 */
async function sendWait(
  tx: Transaction<Database>,
  scope: { purpose?: OtpPurpose; mobile?: string; ip?: string },
  limit: number,
  now: Date,
): Promise<number | null> {
  let query = tx
    .selectFrom('otp_sends')
    .select('sent_at')
    .where('sent_at', '>', hourBefore(now))
    .orderBy('sent_at', 'desc')
    .offset(limit - 1)
    .limit(1);
  if (scope.purpose) query = query.where('purpose', '=', scope.purpose);
  if (scope.mobile !== undefined) query = query.where('mobile', '=', scope.mobile);
  if (scope.ip !== undefined) query = query.where('ip', '=', scope.ip);
  const row = await query.executeTakeFirst();
  return row ? secondsUntil(row.sent_at.getTime() + HOUR_MS, now) : null;
}

export interface Asker {
  purpose: OtpPurpose;
  ip: string;
  /** The mobile the request is about (logged masked when it is refused). */
  mobile: string;
}

/** The client address's own hourly quota of sends in this family. */
export async function assertAddressMaySend(
  tx: Transaction<Database>,
  limits: ResolvedLimits,
  asker: Asker,
  now: Date,
): Promise<void> {
  await lock(tx, `otp-ip:${asker.purpose}:${asker.ip}`);
  const scope = { purpose: asker.purpose, ip: asker.ip };
  const wait = await sendWait(tx, scope, limits.sendsPerIpPerHour, now);
  if (wait !== null) {
    throw new TooManyRequests(tooManyFromNetwork(wait), {
      limit: 'sends-per-ip',
      retryAfterSeconds: wait,
      mobile: asker.mobile,
    });
  }
}

/** The mobile's hourly quota in this family, and for guests the ceiling over everybody. */
export async function assertMobileMaySend(
  tx: Transaction<Database>,
  limits: ResolvedLimits,
  asker: Asker,
  now: Date,
): Promise<void> {
  await lock(tx, `otp:${asker.purpose}:${asker.mobile}`);
  const scope = { purpose: asker.purpose, mobile: asker.mobile };
  const wait = await sendWait(tx, scope, limits.sendsPerMobilePerHour, now);
  if (wait !== null) {
    throw new TooManyRequests(tooManyForMobile(wait), {
      limit: 'sends-per-mobile',
      retryAfterSeconds: wait,
      mobile: asker.mobile,
    });
  }
  if (asker.purpose !== 'GUEST') return;
  await lock(tx, 'otp-guest-ceiling');
  const overall = await sendWait(tx, { purpose: 'GUEST' }, limits.guestSendsPerHourGlobal, now);
  if (overall !== null) {
    throw new TooManyRequests(tooManyOverall(overall), {
      limit: 'guest-sends-global',
      retryAfterSeconds: overall,
      mobile: asker.mobile,
    });
  }
}

/** Counts the send against every quota above. */
export async function recordSend(tx: Transaction<Database>, asker: Asker, now: Date) {
  const { id } = await tx
    .insertInto('otp_sends')
    .values({ purpose: asker.purpose, mobile: asker.mobile, ip: asker.ip, sent_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Before a login send looks the mobile up: an address that already asked for too many mobiles
 * with no account is refused whatever the mobile, so the answer tells nothing more.
 */
export async function assertAddressMayLookUp(
  tx: Transaction<Database>,
  limits: ResolvedLimits,
  asker: Asker,
  now: Date,
): Promise<void> {
  const row = await tx
    .selectFrom('login_lookup_misses')
    .select('missed_at')
    .where('ip', '=', asker.ip)
    .where('missed_at', '>', hourBefore(now))
    .orderBy('missed_at', 'desc')
    .offset(limits.unknownMobilesPerIpPerHour - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return;
  const wait = secondsUntil(row.missed_at.getTime() + HOUR_MS, now);
  throw new TooManyRequests(tooManyUnknownMobiles(wait), {
    limit: 'unknown-mobiles-per-ip',
    retryAfterSeconds: wait,
    mobile: asker.mobile,
  });
}

export async function recordLookupMiss(tx: Transaction<Database>, ip: string, now: Date) {
  await tx.insertInto('login_lookup_misses').values({ ip, missed_at: now }).execute();
}

/** A mobile's wrong codes in its family within the last hour. */
export interface WrongCodeTally {
  /** From the address asking now: what its own limit counts. */
  fromIp: number;
  /** From every address: what the ceiling counts. */
  all: number;
}

/** The wait after `count` wrong codes: none below `limit`, then doubling from the delay. */
function waitAfter(limits: ResolvedLimits, limit: number, count: number): number {
  if (count < limit) return 0;
  const doublings = Math.min(count - limit, 30);
  return Math.min(limits.wrongCodeDelaySeconds * 2 ** doublings, LONGEST_WRONG_CODE_WAIT_SECONDS);
}

/**
 * The 429 for a mobile that must wait, or null: the longer wait wins, and a tie is the ceiling's
 * (the event then says every address waits, which is what an operator needs to know).
 */
export function wrongCodeRefusal(
  mobile: string,
  waits: { ipSeconds: number; mobileSeconds: number },
): TooManyRequests | null {
  const seconds = Math.max(waits.ipSeconds, waits.mobileSeconds);
  if (seconds <= 0) return null;
  return new TooManyRequests(tooManyWrongCodes(seconds), {
    limit:
      waits.mobileSeconds >= waits.ipSeconds
        ? 'wrong-codes-per-mobile'
        : 'wrong-codes-per-mobile-and-ip',
    retryAfterSeconds: seconds,
    mobile,
  });
}

/**
 * Before a code is checked: an address that typed too many wrong codes for this mobile lately
 * (over all its sessions) waits, and so does every address once the mobile reaches the ceiling
 * over all of them. Even the right code is refused until then, otherwise guessing across many
 * sessions would still pay off. A refused try is not counted. Counting per address is what keeps
 * a stranger's guesses from locking the owner out on their own device; the per-mobile send cap
 * bounds the sessions, and so the guesses, of an attacker with many addresses.
 *
 * One advisory lock per mobile covers both counts, so parallel guesses from any addresses are
 * counted exactly. Returns the hour's counts, which recordWrongCode adds to under that lock.
 */
export async function assertMayVerify(
  tx: Transaction<Database>,
  asker: Asker,
  now: Date,
): Promise<WrongCodeTally> {
  await lock(tx, `otp-verify:${asker.purpose}:${asker.mobile}`);
  // One pass over the mobile's rows of the hour (its index): a wait never outlasts the hour of
  // the wrong code that started it (LONGEST_WRONG_CODE_WAIT_SECONDS), so they hold every wait.
  const row = await tx
    .selectFrom('otp_wrong_codes')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.countAll<number>().filterWhere('ip', '=', asker.ip).as('from_ip'),
      eb.fn.max('locked_until').filterWhere('ip', '=', asker.ip).as('ip_until'),
      eb.fn.max('mobile_locked_until').as('mobile_until'),
    ])
    .where('purpose', '=', asker.purpose)
    .where('mobile', '=', asker.mobile)
    .where('failed_at', '>', hourBefore(now))
    .executeTakeFirstOrThrow();
  const waitFor = (until: Date | string | null) =>
    until && new Date(until) > now ? secondsUntil(new Date(until).getTime(), now) : 0;
  const refusal = wrongCodeRefusal(asker.mobile, {
    ipSeconds: waitFor(row.ip_until),
    mobileSeconds: waitFor(row.mobile_until),
  });
  if (refusal) throw refusal;
  return { fromIp: Number(row.from_ip), all: Number(row.all) };
}

export interface CountedWrongCode {
  /** The hour's wrong codes for the mobile, this one included. */
  tally: WrongCodeTally;
  /** How long the address must now wait for this mobile (0: it may try again at once). */
  ipSeconds: number;
  /** How long every address must now wait (0: the ceiling is not reached). */
  mobileSeconds: number;
}

/**
 * Counts a wrong code (after assertMayVerify, under its lock, from the counts it read) and says
 * how long the address, and every address, must now wait. The waits are stored with the code,
 * so they hold as announced even as older wrong codes leave the hour.
 */
export async function recordWrongCode(
  tx: Transaction<Database>,
  limits: ResolvedLimits,
  asker: Asker,
  before: WrongCodeTally,
  now: Date,
): Promise<CountedWrongCode> {
  const tally = { fromIp: before.fromIp + 1, all: before.all + 1 };
  const ipSeconds = waitAfter(limits, limits.wrongCodesPerMobilePerHour, tally.fromIp);
  const mobileSeconds = waitAfter(limits, limits.wrongCodesPerMobilePerHourGlobal, tally.all);
  const until = (seconds: number) =>
    seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null;
  await tx
    .insertInto('otp_wrong_codes')
    .values({
      purpose: asker.purpose,
      mobile: asker.mobile,
      ip: asker.ip,
      failed_at: now,
      locked_until: until(ipSeconds),
      mobile_locked_until: until(mobileSeconds),
    })
    .execute();
  return { tally, ipSeconds, mobileSeconds };
}
