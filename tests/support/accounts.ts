import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../../server/db/schema';
import { latestOtp, type TestApp } from './server';

/*
 * The people of a test: fresh mobiles, partner accounts, and the tokens an OTP login gives them,
 * got the way a person gets them (send, read the SMS, verify).
 */

/** A valid Indian mobile nobody else in the suite uses (the seeded ones start 98/91). */
export function randomMobile(): string {
  return `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A partner account (role AGENT unless overridden) with a fresh mobile. */
export async function createPartner(
  db: Kysely<Database>,
  overrides: Partial<NewUser> = {},
): Promise<NewUser & { id: string; mobile: string }> {
  const user = {
    id: randomUUID(),
    role: 'AGENT',
    first_name: 'Test',
    last_name: 'Partner',
    email: null,
    mobile: randomMobile(),
    address: null,
    pincode: null,
    city: null,
    state: null,
    pan: null,
    aadhaar_front: null,
    aadhaar_back: null,
    cancelled_cheque: null,
    account_number: null,
    bank_name: null,
    ifsc: null,
    referral_code: null,
    partner_kind: null,
    ...overrides,
  };
  await db.insertInto('users').values(user).execute();
  return user;
}

/** Send → read the code → verify on `hostname`, by the routes of one kind of login. */
async function tokenBy(
  t: TestApp,
  routes: { send: string; verify: string; headers?: Record<string, string> },
  mobile: string,
  hostname: string,
  requestOrigin?: string,
) {
  const sent = await t.call<{ session_id: string }>('POST', routes.send, {
    ...(routes.headers ? { headers: routes.headers } : {}),
    body: { mobile, hostname, ...(requestOrigin ? { request_origin: requestOrigin } : {}) },
    hostname,
  });
  if (sent.status !== 200) throw new Error(`${routes.send} answered ${sent.status}: ${sent.text}`);
  const verified = await t.call<{ token: string }>('POST', routes.verify, {
    body: { session_id: sent.body.data.session_id, otp: await latestOtp(t.db, mobile) },
    hostname,
  });
  if (verified.status !== 200) throw new Error(`${routes.verify} answered ${verified.status}`);
  return verified.body.data.token;
}

/** Login send → read the code → verify on `hostname`: a login token bound to its brand. */
export function loginToken(t: TestApp, mobile: string, hostname = 'localhost') {
  const routes = {
    send: '/api/v1/auth/send-otp',
    verify: '/api/v1/auth/verify-otp',
    headers: { 'x-lk-client': 'WEB_APP' },
  };
  return tokenBy(t, routes, mobile, hostname);
}

const GUEST_ROUTES = { send: '/api/v1/otp/send', verify: '/api/v1/otp/verify' };

/**
 * Guest send → read the code → verify on `hostname`: a guest token of this mobile, bound to its
 * brand, verified for `requestOrigin` when given (the send's request_origin).
 */
export function guestToken(
  t: TestApp,
  mobile: string,
  hostname = 'localhost',
  requestOrigin?: 'KYC' | 'APPLY_LOAN' | 'JOIN_US',
) {
  return tokenBy(t, GUEST_ROUTES, mobile, hostname, requestOrigin);
}

/** A guest token verified on Join Us (request_origin JOIN_US), as the landing's Join Us gets one. */
export function joinUsToken(t: TestApp, mobile: string, hostname = 'localhost') {
  return guestToken(t, mobile, hostname, 'JOIN_US');
}
