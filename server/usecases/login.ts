import type { Language } from '../i18n/texts';
import type { OtpSession } from '../db/schema';
import { logSecurityEvent } from '../log/security-events';
import { ApiError } from '../errors';
import { brandKeyOfOtp, sendOtp, verifyOtp, type OtpDeps, type SentOtp } from './otp';
import { assertAddressMayLookUp, limitsOf, recordLookupMiss } from './otp-throttle';
import { createSession } from './sessions';

/* The two OTP families: partner login (needs an account) and guest (any mobile). */

export const NO_PARTNER_ACCOUNT = /*i18n*/ {
  id: 'NO_PARTNER_ACCOUNT',
  message: 'No partner account found for this mobile number. Join Us to register.',
};

/**
 * The 404 for a mobile with no account tells who is a partner, so those answers are counted
 * per address and refused (429, whatever the mobile) once there were too many.
 */
export async function sendLoginOtp(
  deps: OtpDeps,
  input: { mobile: string; hostname: string; ip: string; language?: Language },
): Promise<SentOtp> {
  const limits = limitsOf(deps);
  const asker = { purpose: 'LOGIN' as const, ip: input.ip, mobile: input.mobile };
  return sendOtp(deps, { purpose: 'LOGIN', ...input }, async (tx, now) => {
    await assertAddressMayLookUp(tx, limits, asker, now);
    const user = await tx
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', input.mobile)
      .executeTakeFirst();
    if (user) return null;
    await recordLookupMiss(tx, input.ip, now);
    logSecurityEvent(deps.log, {
      event: 'otp.failed',
      ip: input.ip,
      mobile: input.mobile,
      family: 'login',
      reason: 'no-partner-account',
    });
    return new ApiError(404, NO_PARTNER_ACCOUNT);
  });
}

/** A login token for the partner who owns the verified mobile. */
export function verifyLoginOtp(
  deps: OtpDeps,
  input: { sessionId: string; otp: string; ip: string; brand: string },
): Promise<string> {
  return verifyOtp(deps, { purpose: 'LOGIN', ...input }, async (tx, session: OtpSession, now) => {
    const user = await tx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('mobile', '=', session.mobile)
      .executeTakeFirst();
    // The account was removed after the code went out: the code must not log anybody in.
    if (!user) throw new ApiError(404, NO_PARTNER_ACCOUNT);
    // The role is kept on the session: who may capture is decided on every request without
    // reading the account (decisions.md).
    return createSession(tx, {
      kind: 'LOGIN',
      userId: user.id,
      mobile: session.mobile,
      brand: brandKeyOfOtp(session),
      role: user.role,
      now,
    });
  });
}

export function sendGuestOtp(
  deps: OtpDeps,
  input: {
    mobile: string;
    hostname: string;
    requestOrigin?: string | undefined;
    ip: string;
    language?: Language;
  },
): Promise<SentOtp> {
  return sendOtp(deps, { purpose: 'GUEST', ...input });
}

/** A guest token bound to the verified mobile (no account needed). */
export function verifyGuestOtp(
  deps: OtpDeps,
  input: { sessionId: string; otp: string; ip: string; brand: string },
): Promise<string> {
  return verifyOtp(deps, { purpose: 'GUEST', ...input }, (tx, session, now) =>
    createSession(tx, {
      kind: 'GUEST',
      userId: null,
      mobile: session.mobile,
      brand: brandKeyOfOtp(session),
      role: null,
      origin: session.request_origin,
      now,
    }),
  );
}
