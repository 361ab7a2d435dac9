import type { Session } from '../../db/schema';
import { ApiError } from '../../errors';

/*
 * Who may register through Join Us: a guest token verified on Join Us (the OTP send's
 * request_origin JOIN_US, kept on the session). A borrower's token from the apply flow or a
 * capture hand-off (APPLY_LOAN, KYC), or one that named no origin, verified the mobile for
 * something else: 403, before a byte of an upload is read. A partner's login already has an
 * account: 403.
 */

export const JOIN_US_IS_FOR_GUESTS = /*i18n*/ {
  id: 'JOIN_US_IS_FOR_GUESTS',
  message: 'You are logged in as a partner. Join Us is for people who are not partners yet.',
};
export const NOT_VERIFIED_FOR_JOIN_US = /*i18n*/ {
  id: 'NOT_VERIFIED_FOR_JOIN_US',
  message: 'Verify your mobile on Join Us to register as a partner.',
};
export const NOT_THE_VERIFIED_MOBILE = /*i18n*/ {
  id: 'NOT_THE_VERIFIED_MOBILE',
  message: 'The mobile must be the one you verified with the code.',
};

export function guestOf(session: Session): Session {
  if (session.kind !== 'GUEST') throw new ApiError(403, JOIN_US_IS_FOR_GUESTS);
  if (session.origin !== 'JOIN_US') throw new ApiError(403, NOT_VERIFIED_FOR_JOIN_US);
  return session;
}
