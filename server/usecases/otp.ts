import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { brandForHostname } from '../../src/brands/resolve';
import {
  OTP_EXPIRED,
  OTP_LENGTH,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TOO_MANY_ATTEMPTS,
  OTP_TTL_SECONDS,
  OTP_VERIFY_FAILED,
} from '../../src/domain/otp';
import type { SmsSender } from '../adapters/sms';
import type { Database, OtpPurpose, OtpSession } from '../db/schema';
import { ApiError } from './errors';

/*
 * One-time codes for both families (LOGIN for partners, GUEST for anybody). All state lives in
 * the database and all times come from the injected clock, so any number of stateless processes
 * can serve the same user and tests can move time.
 */

export const OTP_SESSION_NOT_FOUND = 'OTP session not found. Please request a new OTP.';
export const OTP_ALREADY_USED = 'This OTP has already been used. Please request a new one.';
export const OTP_TOO_MANY_SENDS = 'Too many OTP requests for this mobile. Please try again later.';
export const OTP_SMS_FAILED = 'Could not send the OTP. Please try again.';

const HOUR_MS = 60 * 60 * 1000;

export interface OtpDeps {
  db: Kysely<Database>;
  clock: () => Date;
  sms: SmsSender;
  /** Sends + resends allowed per mobile per hour; OTP_MAX_SENDS_PER_HOUR unless configured. */
  otpSendsPerHour?: number;
}

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
 * expiry and the 5-try limit.
 */
function hashCode(sessionId: string, code: string): string {
  return createHash('sha256').update(`${sessionId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function smsText(purpose: OtpPurpose, hostname: string, code: string): string {
  const { brand } = brandForHostname(hostname);
  const what = purpose === 'LOGIN' ? 'login' : 'verification';
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  return `Your ${brand.name} ${what} code is ${code}. It expires in ${minutes} minutes.`;
}

/**
 * Serialises sends for one mobile across processes (PostgreSQL advisory lock, released at commit)
 * so two parallel requests cannot both slip under the hourly cap. PGlite runs one transaction at
 * a time anyway.
 */
async function lockMobile(tx: Transaction<Database>, mobile: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${'otp:' + mobile}, 0))`.execute(tx);
}

async function assertUnderHourlyCap(
  tx: Transaction<Database>,
  mobile: string,
  now: Date,
  limit: number,
) {
  const { sends } = await tx
    .selectFrom('otp_sends')
    .select((eb) => eb.fn.countAll<number>().as('sends'))
    .where('mobile', '=', mobile)
    .where('sent_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (sends >= limit) throw new ApiError(429, OTP_TOO_MANY_SENDS);
}

const hourlyCap = (deps: OtpDeps) => deps.otpSendsPerHour ?? OTP_MAX_SENDS_PER_HOUR;

async function recordSend(tx: Transaction<Database>, mobile: string, now: Date): Promise<number> {
  const { id } = await tx
    .insertInto('otp_sends')
    .values({ mobile, sent_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
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
}

export interface SentOtp {
  sessionId: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export async function sendOtp(deps: OtpDeps, input: SendOtpInput): Promise<SentOtp> {
  const now = deps.clock();
  const sessionId = randomUUID();
  const code = newCode();
  const sendId = await deps.db.transaction().execute(async (tx) => {
    await lockMobile(tx, input.mobile);
    await assertUnderHourlyCap(tx, input.mobile, now, hourlyCap(deps));
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
      })
      .execute();
    return recordSend(tx, input.mobile, now);
  });
  await deliver(deps, input.mobile, smsText(input.purpose, input.hostname, code), async () => {
    await deps.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('otp_sends').where('id', '=', sendId).execute();
      await tx.deleteFrom('otp_sessions').where('id', '=', sessionId).execute();
    });
  });
  return {
    sessionId,
    resendAfterSeconds: OTP_RESEND_SECONDS,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

async function lockedSession(
  tx: Transaction<Database>,
  purpose: OtpPurpose,
  sessionId: string,
): Promise<OtpSession> {
  const session = await tx
    .selectFrom('otp_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
  // A session of the other family is as good as unknown: a login code never yields a guest token.
  if (!session || session.purpose !== purpose) throw new ApiError(404, OTP_SESSION_NOT_FOUND);
  if (session.verified_at) throw new ApiError(400, OTP_ALREADY_USED);
  return session;
}

function waitMessage(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP`;
}

/** A new code for the same session; the old code stops working and wrong tries start over. */
export async function resendOtp(
  deps: OtpDeps,
  input: { purpose: OtpPurpose; sessionId: string },
): Promise<{ resendAfterSeconds: number }> {
  const now = deps.clock();
  const code = newCode();
  const codeHash = hashCode(input.sessionId, code);
  const { previous, sendId } = await deps.db.transaction().execute(async (tx) => {
    const session = await lockedSession(tx, input.purpose, input.sessionId);
    const waitMs = session.last_sent_at.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) throw new ApiError(429, waitMessage(Math.ceil(waitMs / 1000)));
    await lockMobile(tx, session.mobile);
    await assertUnderHourlyCap(tx, session.mobile, now, hourlyCap(deps));
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
    return { previous: session, sendId: await recordSend(tx, session.mobile, now) };
  });
  const text = smsText(previous.purpose, previous.hostname, code);
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
  return { resendAfterSeconds: OTP_RESEND_SECONDS };
}

type VerifyOutcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * Checks the code; on success marks the session verified and runs `onVerified` in the same
 * transaction (it issues the token), so a code can never be used twice. A wrong code's count is
 * committed even though the call fails.
 */
export async function verifyOtp<T>(
  deps: OtpDeps,
  input: { purpose: OtpPurpose; sessionId: string; otp: string },
  onVerified: (tx: Transaction<Database>, session: OtpSession, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock();
  const outcome = await deps.db.transaction().execute(async (tx): Promise<VerifyOutcome<T>> => {
    const session = await lockedSession(tx, input.purpose, input.sessionId);
    if (session.wrong_attempts >= OTP_MAX_WRONG_ATTEMPTS) {
      throw new ApiError(429, OTP_TOO_MANY_ATTEMPTS);
    }
    if (now.getTime() >= session.expires_at.getTime()) throw new ApiError(400, OTP_EXPIRED);
    if (!sameHash(session.code_hash, hashCode(session.id, input.otp))) {
      await tx
        .updateTable('otp_sessions')
        .set({ wrong_attempts: session.wrong_attempts + 1 })
        .where('id', '=', session.id)
        .execute();
      return { ok: false, error: new ApiError(400, OTP_VERIFY_FAILED) };
    }
    await tx
      .updateTable('otp_sessions')
      .set({ verified_at: now })
      .where('id', '=', session.id)
      .execute();
    return { ok: true, value: await onVerified(tx, session, now) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
