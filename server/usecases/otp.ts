import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { brandForHostname } from '../../src/brands/resolve';
import {
  OTP_EXPIRED,
  OTP_LENGTH,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_TOO_MANY_ATTEMPTS,
  OTP_TTL_SECONDS,
  OTP_VERIFY_FAILED,
} from '../../src/domain/otp';
import type { SmsSender } from '../adapters/sms';
import type { Database, OtpPurpose, OtpSession } from '../db/schema';
import type { Logger } from '../log/logger';
import { logSecurityEvent } from '../log/security-events';
import { ApiError, TooManyRequests, waitValues, type ServerText } from '../errors';
import { isLanguageChoice, withValues, word, type Language } from '../i18n/texts';
import {
  assertAddressMaySend,
  assertMayVerify,
  assertMobileMaySend,
  limitsOf,
  recordSend,
  recordWrongCode,
  wrongCodeRefusal,
  type Asker,
  type CountedWrongCode,
  type LimitSettings,
} from './otp-throttle';

/*
 * One-time codes for the three families (LOGIN for partners, GUEST for anybody, KFS for a
 * borrower acknowledging a Key Fact Statement, which yields no token). All state lives in
 * the database and all times come from the injected clock, so any number of stateless processes
 * can serve the same user and tests can move time.
 */

export const OTP_SESSION_NOT_FOUND = /*i18n*/ {
  id: 'OTP_SESSION_NOT_FOUND',
  message: 'OTP session not found. Please request a new OTP.',
};
export const OTP_ALREADY_USED = /*i18n*/ {
  id: 'OTP_ALREADY_USED',
  message: 'This OTP has already been used. Please request a new one.',
};
export const OTP_SMS_FAILED = /*i18n*/ {
  id: 'OTP_SMS_FAILED',
  message: 'Could not send the OTP. Please try again.',
};

export interface OtpDeps extends LimitSettings {
  db: Kysely<Database>;
  clock: () => Date;
  sms: SmsSender;
  /** Security events: codes sent, verified and refused, lockouts (server/log). */
  log: Logger;
}

/** How the security events name the families. */
export const familyOf = (purpose: OtpPurpose) =>
  ({ LOGIN: 'login', GUEST: 'guest', KFS: 'kfs' })[purpose];

function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/*
 * A six-digit code has only a million values, so no hash makes a stolen row safe against
 * brute force; what the hash buys is that codes never sit readable in the database, its backups
 * or query logs. Salting with the (random, per-session) id means equal codes hash differently
 * and one precomputed table does not cover every session. The real protection is the 5-minute
 * expiry, the 5 tries per session, the per-mobile send cap (which bounds the sessions, and so
 * the tries, whatever the addresses) and the wrong codes counted per mobile (otp-throttle.ts).
 */
function hashCode(sessionId: string, code: string): string {
  return createHash('sha256').update(`${sessionId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The Key Fact Statement a KFS code acknowledges: the session keeps the version, and the SMS
 * names the proposal number and the APR, so the borrower knows what the code agrees to.
 */
export interface KfsCodeSubject {
  applicationId: string;
  version: number;
  proposalNumber: string;
  apr: number;
}

const KFS_CODE_SMS = /*i18n*/ {
  id: 'SMS_KFS_CODE',
  message:
    'Your {brand} code {code} acknowledges Key Fact Statement {proposal} (APR {apr}%). Share it only if you have read it. It expires in {minutes} minutes.',
};
const LOGIN_CODE_SMS = /*i18n*/ {
  id: 'SMS_LOGIN_CODE',
  message: 'Your {brand} login code is {code}. It expires in {minutes} minutes.',
};
const VERIFICATION_CODE_SMS = /*i18n*/ {
  id: 'SMS_VERIFICATION_CODE',
  message: 'Your {brand} verification code is {code}. It expires in {minutes} minutes.',
};

/** The SMS of a code, in the language of the person it goes to. */
function smsText(
  purpose: OtpPurpose,
  hostname: string,
  code: string,
  language: Language,
  statement?: KfsCodeSubject,
): string {
  const { brand } = brandForHostname(hostname);
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  if (statement) {
    const values = {
      brand: brand.name,
      code,
      proposal: statement.proposalNumber,
      apr: statement.apr.toFixed(2),
      minutes,
    };
    return word(withValues(KFS_CODE_SMS, values), language);
  }
  const text = purpose === 'LOGIN' ? LOGIN_CODE_SMS : VERIFICATION_CODE_SMS;
  return word(withValues(text, { brand: brand.name, code, minutes }), language);
}

/**
 * The language of a code's SMS: a partner's own setting (users.language) for a login code,
 * else the language the request asked in (the borrower's or would-be partner's choice on the
 * flow, sent as Accept-Language).
 */
async function smsLanguage(
  deps: OtpDeps,
  purpose: OtpPurpose,
  mobile: string,
  asked: Language | undefined,
): Promise<Language> {
  if (purpose === 'LOGIN') {
    const user = await deps.db
      .selectFrom('users')
      .select('language')
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    if (user) return isLanguageChoice(user.language) ? user.language : 'en';
  }
  return asked ?? 'en';
}

async function deliver(deps: OtpDeps, mobile: string, text: string, undo: () => Promise<void>) {
  try {
    await deps.sms.send(mobile, text);
  } catch (error) {
    // The code never reached the person: undo the send so it neither counts against the hourly
    // cap nor leaves a code nobody can read. The error text never includes the SMS.
    await undo();
    console.error(`OTP delivery failed: ${(error as Error).message}`);
    throw new ApiError(502, OTP_SMS_FAILED);
  }
}

export interface SendOtpInput {
  purpose: OtpPurpose;
  mobile: string;
  hostname: string;
  requestOrigin?: string | undefined;
  /** The client's address (c.var.clientIp): its own quota, and who the events name. */
  ip: string;
  /** A KFS code's statement (and only a KFS code's). */
  statement?: KfsCodeSubject;
  /** The language the request asked in (Accept-Language); a partner's own setting wins. */
  language?: Language | undefined;
}

/**
 * A check of the send's own family that runs after the address's quota and before the mobile's
 * (login: is there a partner account). A refusal it returns is committed with what it wrote.
 */
export type SendGate = (tx: Transaction<Database>, now: Date) => Promise<ApiError | null>;

export interface SentOtp {
  sessionId: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export async function sendOtp(
  deps: OtpDeps,
  input: SendOtpInput,
  gate?: SendGate,
): Promise<SentOtp> {
  const now = deps.clock();
  const sessionId = randomUUID();
  const code = newCode();
  const limits = limitsOf(deps);
  const asker: Asker = { purpose: input.purpose, ip: input.ip, mobile: input.mobile };
  const outcome = await deps.db.transaction().execute(async (tx) => {
    await assertAddressMaySend(tx, limits, asker, now);
    const refusal = gate ? await gate(tx, now) : null;
    if (refusal) return { refusal };
    await assertMobileMaySend(tx, limits, asker, now);
    await tx
      .insertInto('otp_sessions')
      .values({
        id: sessionId,
        purpose: input.purpose,
        mobile: input.mobile,
        hostname: input.hostname,
        request_origin: input.requestOrigin ?? null,
        code_hash: hashCode(sessionId, code),
        expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        wrong_attempts: 0,
        last_sent_at: now,
        verified_at: null,
        created_at: now,
        kfs_application_id: input.statement?.applicationId ?? null,
        kfs_version: input.statement?.version ?? null,
      })
      .execute();
    return { sendId: await recordSend(tx, asker, now) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  const { sendId } = outcome;
  const language = await smsLanguage(deps, input.purpose, input.mobile, input.language);
  const text = smsText(input.purpose, input.hostname, code, language, input.statement);
  await deliver(deps, input.mobile, text, async () => {
    await deps.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('otp_sends').where('id', '=', sendId).execute();
      await tx.deleteFrom('otp_sessions').where('id', '=', sessionId).execute();
    });
  });
  logSecurityEvent(deps.log, {
    event: 'otp.sent',
    ip: input.ip,
    mobile: input.mobile,
    family: familyOf(input.purpose),
    resend: false,
  });
  return {
    sessionId,
    resendAfterSeconds: limits.resendWaitSeconds,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

/** The brand key of the site an OTP session's code was sent for. */
export function brandKeyOfOtp(session: OtpSession): string {
  return brandForHostname(session.hostname).brand.key;
}

/** Which sessions a verify or resend may take. */
interface SessionScope {
  purpose: OtpPurpose;
  sessionId: string;
  /** The brand of the site asking (the request's). */
  brand: string;
  /** For a KFS code: the application whose statement it must be for (no other family has one). */
  applicationId?: string;
}

/**
 * The OTP session, locked, when it is of this family, was sent for the brand of the site
 * asking and (a KFS code) for this application: any other is as good as unknown, so a login
 * code never yields a guest token, a KFS code yields no token at all and acknowledges no other
 * application's statement, and a code sent on one brand's site never yields a token on
 * another's (nor says that it exists).
 */
async function lockedSession(tx: Transaction<Database>, scope: SessionScope): Promise<OtpSession> {
  const session = await tx
    .selectFrom('otp_sessions')
    .selectAll()
    .where('id', '=', scope.sessionId)
    .forUpdate()
    .executeTakeFirst();
  if (
    !session ||
    session.purpose !== scope.purpose ||
    brandKeyOfOtp(session) !== scope.brand ||
    session.kfs_application_id !== (scope.applicationId ?? null)
  ) {
    throw new ApiError(404, OTP_SESSION_NOT_FOUND);
  }
  if (session.verified_at) throw new ApiError(400, OTP_ALREADY_USED);
  return session;
}

function waitMessage(seconds: number): ServerText {
  return withValues(
    /*i18n*/ {
      id: 'RESEND_WAIT',
      message:
        'Please wait {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}} before requesting a new OTP',
    },
    waitValues(seconds),
  );
}

/** A new code for the same session; the old code stops working and wrong tries start over. */
export async function resendOtp(
  deps: OtpDeps,
  input: {
    purpose: OtpPurpose;
    sessionId: string;
    ip: string;
    brand: string;
    language?: Language | undefined;
  },
): Promise<{ resendAfterSeconds: number }> {
  const now = deps.clock();
  const code = newCode();
  const codeHash = hashCode(input.sessionId, code);
  const limits = limitsOf(deps);
  const { previous, sendId } = await deps.db.transaction().execute(async (tx) => {
    const session = await lockedSession(tx, input);
    const waitMs = session.last_sent_at.getTime() + limits.resendWaitSeconds * 1000 - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyRequests(waitMessage(seconds), {
        limit: 'resend-wait',
        retryAfterSeconds: seconds,
        mobile: session.mobile,
      });
    }
    // The one asking now pays from their address's quota, whoever asked for the first code.
    const asker: Asker = { purpose: input.purpose, ip: input.ip, mobile: session.mobile };
    await assertAddressMaySend(tx, limits, asker, now);
    await assertMobileMaySend(tx, limits, asker, now);
    await tx
      .updateTable('otp_sessions')
      .set({
        code_hash: codeHash,
        expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        wrong_attempts: 0,
        last_sent_at: now,
      })
      .where('id', '=', session.id)
      .execute();
    return { previous: session, sendId: await recordSend(tx, asker, now) };
  });
  const language = await smsLanguage(deps, previous.purpose, previous.mobile, input.language);
  const text = smsText(previous.purpose, previous.hostname, code, language);
  await deliver(deps, previous.mobile, text, async () => {
    await deps.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('otp_sends').where('id', '=', sendId).execute();
      await tx
        .updateTable('otp_sessions')
        .set({
          code_hash: previous.code_hash,
          expires_at: previous.expires_at,
          wrong_attempts: previous.wrong_attempts,
          last_sent_at: previous.last_sent_at,
        })
        .where('id', '=', previous.id)
        .where('code_hash', '=', codeHash)
        .execute();
    });
  });
  logSecurityEvent(deps.log, {
    event: 'otp.sent',
    ip: input.ip,
    mobile: previous.mobile,
    family: familyOf(input.purpose),
    resend: true,
  });
  return { resendAfterSeconds: limits.resendWaitSeconds };
}

type VerifyOutcome<T> =
  | { ok: true; value: T; mobile: string }
  | {
      ok: false;
      error: ApiError;
      mobile: string;
      counted: CountedWrongCode;
      sessionSpent: boolean;
    };

/**
 * Checks the code; on success marks the session verified and runs `onVerified` in the same
 * transaction (it issues the token), so a code can never be used twice. A wrong code's count is
 * committed even though the call fails, on the session and on the mobile (over all its
 * sessions, with the address that typed it), and an address with too many wrong codes for the
 * mobile lately — or every address, past the ceiling — waits before any code is checked.
 */
export async function verifyOtp<T>(
  deps: OtpDeps,
  input: SessionScope & { otp: string; ip: string },
  onVerified: (tx: Transaction<Database>, session: OtpSession, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock();
  const limits = limitsOf(deps);
  const outcome = await deps.db.transaction().execute(async (tx): Promise<VerifyOutcome<T>> => {
    const session = await lockedSession(tx, input);
    if (session.wrong_attempts >= OTP_MAX_WRONG_ATTEMPTS) {
      // No Retry-After: this session never takes a code again; a new one can be asked for now.
      throw new TooManyRequests(OTP_TOO_MANY_ATTEMPTS, {
        limit: 'wrong-codes-per-session',
        mobile: session.mobile,
      });
    }
    if (now.getTime() >= session.expires_at.getTime()) throw new ApiError(400, OTP_EXPIRED);
    const asker: Asker = { purpose: session.purpose, ip: input.ip, mobile: session.mobile };
    const tally = await assertMayVerify(tx, asker, now);
    if (!sameHash(session.code_hash, hashCode(session.id, input.otp))) {
      const attempts = session.wrong_attempts + 1;
      await tx
        .updateTable('otp_sessions')
        .set({ wrong_attempts: attempts })
        .where('id', '=', session.id)
        .execute();
      const counted = await recordWrongCode(tx, limits, asker, tally, now);
      // The wrong code that starts a wait says so at once, rather than "try again" first.
      const error =
        wrongCodeRefusal(session.mobile, counted) ?? new ApiError(400, OTP_VERIFY_FAILED);
      return {
        ok: false,
        error,
        mobile: session.mobile,
        counted,
        sessionSpent: attempts >= OTP_MAX_WRONG_ATTEMPTS,
      };
    }
    await tx
      .updateTable('otp_sessions')
      .set({ verified_at: now })
      .where('id', '=', session.id)
      .execute();
    return { ok: true, value: await onVerified(tx, session, now), mobile: session.mobile };
  });
  const who = { ip: input.ip, mobile: outcome.mobile, family: familyOf(input.purpose) };
  if (outcome.ok) {
    logSecurityEvent(deps.log, { event: 'otp.verified', ...who });
    return outcome.value;
  }
  const { counted } = outcome;
  logSecurityEvent(deps.log, {
    event: 'otp.failed',
    ...who,
    reason: 'wrong-code',
    wrong_codes_last_hour: counted.tally.all,
    wrong_codes_last_hour_from_ip: counted.tally.fromIp,
  });
  // The scope says who waits: this address for this mobile, or every address (the ceiling).
  if (counted.ipSeconds > 0) {
    logSecurityEvent(deps.log, {
      event: 'otp.locked',
      ...who,
      scope: 'mobile-and-ip',
      retry_after_seconds: counted.ipSeconds,
    });
  }
  if (counted.mobileSeconds > 0) {
    logSecurityEvent(deps.log, {
      event: 'otp.locked',
      ...who,
      scope: 'mobile',
      retry_after_seconds: counted.mobileSeconds,
    });
  }
  if (outcome.sessionSpent) {
    logSecurityEvent(deps.log, { event: 'otp.locked', ...who, scope: 'session' });
  }
  throw outcome.error;
}
