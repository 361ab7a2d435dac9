import type { Language } from '../../domain/languages';
import type { Role } from '../../domain/enums';
import type { PartnerKind } from '../../domain/partner-kinds';

/**
 * The partner profile (`GET /v1/user/me`), as the session keeps it. It mirrors the contract's
 * Profile; the services hand the generated type in, so a drift fails to compile there.
 */
export interface SessionProfile {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string;
  address: string | null;
  pincode: string | null;
  city: string | null;
  state: string | null;
  role: Role;
  pan: string | null;
  aadhaar_front: string | null;
  aadhaar_back: string | null;
  cancelled_cheque: string | null;
  account_number: string | null;
  bank_name: string | null;
  ifsc: string | null;
  referral_code: string | null;
  /**
   * What kind of partner (src/domain/partner-kinds.ts): whether the home shows the offline
   * disbursement buttons. Absent in a profile the device kept from before kinds: none.
   */
  partner_kind?: PartnerKind | null;
  /** The language kept on the account (issue 32); absent in a profile kept from before it. */
  language?: Language;
}

export interface AuthContext {
  profile: SessionProfile | null;
  /** Why the user is looking at the login screen or a retry button, if there is a reason. */
  error: string | null;
  /**
   * Where a partner was when their session expired (a 401): the same partner logging in again
   * goes back there, so the capture they were doing is restored; anyone else goes home.
   */
  returnTo: { path: string; partnerId: string } | null;
  /**
   * The mobile Join Us verified (its guest token is stored): Partner Registration shows it. Kept
   * in the session, which outlives the move from the sheet to /join-us; a reload forgets it.
   */
  verifiedMobile?: string;
}

export type AuthEvent =
  /** The login OTP was verified: the token is a login token. */
  | { type: 'session.start'; token: string }
  | { type: 'session.logout' }
  /** A call answered 401 (the client's middleware reports it once), on the route `at`. */
  | { type: 'session.expired'; at?: string }
  /** Join Us verified a mobile: the token is a guest token. */
  | { type: 'guest.start'; token: string; mobile: string }
  | { type: 'profile.retry' };

/** What the device remembers, read once at start. */
export interface StoredSession {
  hasLoginToken: boolean;
  profile: SessionProfile | null;
}
