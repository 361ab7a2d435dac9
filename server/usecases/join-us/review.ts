import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { maskAccountNumber, maskPan } from '../../../src/domain/identity';
import {
  JOIN_US_NOT_FOUND,
  joinUsTrackMessage,
  type JoinUsStatus,
} from '../../../src/domain/join-us/review';
import { DEFAULT_PARTNER_KIND } from '../../../src/domain/partner-kinds';
import type { Schema } from '../../contract-types';
import type { Database, Session } from '../../db/schema';
import { ApiError } from '../../errors';
import { lookUpCountingMisses, type TrackingAsker } from '../applications/track';
import { assertNoAccount, lockMobile } from './requests';

/*
 * A Join Us request after it was sent (partner-portal §4, §7): tracking by mobile, and the
 * ADMIN's approval (a partner account of the default kind, so the mobile can log in) or
 * rejection with a reason, which tracking then shows.
 */

export const ONLY_ADMINS_REVIEW = /*i18n*/ {
  id: 'ONLY_ADMINS_REVIEW',
  message: 'Only an admin can approve or reject partner registrations.',
};
export const ALREADY_DECIDED = /*i18n*/ {
  id: 'ALREADY_DECIDED',
  message: 'This partner registration has already been approved or rejected.',
};
export const JOIN_US_APPROVED = 'Partner registration approved';
export const JOIN_US_REJECTED = 'Partner registration rejected';

type Decision = Schema<'JoinUsDecision'>;

/**
 * A mobile's current request: its open one (at most one, migration 0015), else the newest
 * rejected one. Not by time alone: a request sent again in the second of a rejection ties.
 */
const currentFirst = sql<boolean>`status = 'REJECTED'`;

/** ADMIN logins only (the role stored on the session at login); a partner is 403. */
export function assertAdmin(session: Session): void {
  if (session.kind !== 'LOGIN' || session.role !== 'ADMIN') {
    throw new ApiError(403, ONLY_ADMINS_REVIEW);
  }
}

/**
 * The newest request of the mobile made on this brand, and its message. An unknown mobile (or
 * another brand's) is 404 and counts as a tracking miss of the address, like /v1/track.
 */
export async function trackJoinUs(
  db: Kysely<Database>,
  input: TrackingAsker & { mobile: string; brand: string },
): Promise<{ data: Schema<'JoinUsTrack'>; message: string }> {
  const row = await lookUpCountingMisses(db, input, (tx) =>
    tx
      .selectFrom('join_us_requests')
      .select(['status', 'reason'])
      .where('mobile', '=', input.mobile)
      .where('brand', '=', input.brand)
      .orderBy(currentFirst)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  );
  if (!row) throw new ApiError(404, JOIN_US_NOT_FOUND);
  const status = row.status as JoinUsStatus;
  return {
    message: joinUsTrackMessage(status, row.reason),
    data: {
      tracker_id: input.mobile,
      status,
      ...(row.reason !== null ? { reason: row.reason } : {}),
    },
  };
}

/** The mobile's PENDING request, locked; 404 when it has none at all, 409 when it is decided. */
async function pendingRequest(tx: Transaction<Database>, mobile: string) {
  await lockMobile(tx, mobile);
  const newest = await tx
    .selectFrom('join_us_requests')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy(currentFirst)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!newest) throw new ApiError(404, JOIN_US_NOT_FOUND);
  if (newest.status !== 'PENDING') throw new ApiError(409, ALREADY_DECIDED);
  return newest;
}

/** 'ASHA' + six digits: readable on a shop counter, unused by any account. */
async function newReferralCode(tx: Transaction<Database>, firstName: string): Promise<string> {
  const stem = (
    firstName
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase() || 'RINN'
  ).slice(0, 6);
  for (;;) {
    const code = `${stem}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const taken = await tx
      .selectFrom('users')
      .select('id')
      .where('referral_code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/**
 * Approves the mobile's pending request: in one transaction the partner account (role AGENT,
 * the default kind, the registration's details with PAN and account number masked as every
 * profile keeps them, a new referral code) and the request's decision.
 */
export async function approveJoinUs(
  db: Kysely<Database>,
  admin: Session,
  mobile: string,
  now: Date,
): Promise<Decision> {
  return db.transaction().execute(async (tx) => {
    const request = await pendingRequest(tx, mobile);
    await assertNoAccount(tx, mobile);
    const partnerId = randomUUID();
    await tx
      .insertInto('users')
      .values({
        id: partnerId,
        role: 'AGENT',
        first_name: request.first_name,
        last_name: request.last_name,
        email: request.email,
        mobile,
        address: request.address,
        pincode: request.pincode,
        city: request.city,
        state: request.state,
        pan: maskPan(request.pan_number),
        aadhaar_front: request.aadhaar_front,
        aadhaar_back: request.aadhaar_back,
        cancelled_cheque: request.cancelled_cheque,
        account_number: maskAccountNumber(request.account_number),
        bank_name: request.bank_name,
        ifsc: request.ifsc,
        referral_code: await newReferralCode(tx, request.first_name),
        partner_kind: DEFAULT_PARTNER_KIND,
        created_at: now,
      })
      .execute();
    await tx
      .updateTable('join_us_requests')
      .set({
        status: 'APPROVED',
        decided_at: now,
        decided_by: admin.user_id,
        partner_id: partnerId,
      })
      .where('id', '=', request.id)
      .execute();
    return { tracker_id: mobile, status: 'APPROVED', partner_id: partnerId };
  });
}

/** Rejects the mobile's pending request with the reason tracking will show. */
export async function rejectJoinUs(
  db: Kysely<Database>,
  admin: Session,
  mobile: string,
  reason: string,
  now: Date,
): Promise<Decision> {
  return db.transaction().execute(async (tx) => {
    const request = await pendingRequest(tx, mobile);
    await tx
      .updateTable('join_us_requests')
      .set({ status: 'REJECTED', reason, decided_at: now, decided_by: admin.user_id })
      .where('id', '=', request.id)
      .execute();
    return { tracker_id: mobile, status: 'REJECTED', reason };
  });
}
