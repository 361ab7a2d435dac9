import type { Session } from '../../db/schema';
import { ApiError } from '../../errors';

/*
 * Who may register through Join Us: a guest token (the OTP of the landing's Join Us, or any
 * guest OTP: either verified the mobile). A partner's login already has an account: 403.
 */

export const JOIN_US_IS_FOR_GUESTS =
  'You are logged in as a partner. Join Us is for people who are not partners yet.';
export const NOT_THE_VERIFIED_MOBILE = 'The mobile must be the one you verified with the code.';

export function guestOf(session: Session): Session {
  if (session.kind !== 'GUEST') throw new ApiError(403, JOIN_US_IS_FOR_GUESTS);
  return session;
}
