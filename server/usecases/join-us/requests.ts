import type { Kysely, Transaction } from 'kysely';
import {
  REGISTRATION_FILE_MESSAGES,
  REGISTRATION_FILE_TYPES,
  registrationFiles,
  type PartnerRegistration,
} from '../../../src/domain/join-us/registration';
import { maskAccountNumber, maskPan } from '../../../src/domain/identity';
import type { Schema } from '../../contract-types';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Logger } from '../../log/logger';
import { maskMobile } from '../../log/logger';
import { writeOnce, type Once } from '../idempotency';
import { lock } from '../otp-throttle';
import { randomId } from '../random-id';

/*
 * POST /v1/join-us/request (partner-portal §3 Partner registration, §7): the registration of
 * a guest whose mobile the token verified, naming documents that guest uploaded on this site.
 * PAN and account numbers are stored whole (the partner is paid into that account) and leave
 * only masked: the answer is the tracker id (the mobile), the log line masks both.
 */

export const ALREADY_A_PARTNER = /*i18n*/ {
  id: 'ALREADY_A_PARTNER',
  message: 'This mobile number already has a partner account. Please log in.',
};
export const ALREADY_REQUESTED = /*i18n*/ {
  id: 'ALREADY_REQUESTED',
  message:
    'A partner registration for this mobile number already exists. Track it with your mobile number.',
};
export const UNKNOWN_REFERRAL_CODE = /*i18n*/ {
  id: 'UNKNOWN_REFERRAL_CODE',
  message: 'Invalid referral code',
};
export const JOIN_US_REQUESTED = 'Your partner registration has been received.';

/** Serialises everything about one mobile's request (a second one, an approval). */
export const lockMobile = (tx: Transaction<Database>, mobile: string) =>
  lock(tx, `join-us:${mobile}`);

/** 409 when the mobile already has a partner account (asked before a request and an approval). */
export async function assertNoAccount(tx: Transaction<Database>, mobile: string): Promise<void> {
  const account = await tx
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (account) throw new ApiError(409, ALREADY_A_PARTNER);
}

/** 409 when the mobile has an account, or a request that is not rejected. */
async function assertMayRequest(tx: Transaction<Database>, mobile: string): Promise<void> {
  await assertNoAccount(tx, mobile);
  const open = await tx
    .selectFrom('join_us_requests')
    .select('id')
    .where('mobile', '=', mobile)
    .where('status', '<>', 'REJECTED')
    .executeTakeFirst();
  if (open) throw new ApiError(409, ALREADY_REQUESTED);
}

/** Every named file must be this guest's, uploaded on this brand, of the field's file_type. */
async function assertOwnFiles(
  tx: Transaction<Database>,
  registration: PartnerRegistration,
  owner: { mobile: string; brand: string },
): Promise<void> {
  const named = registrationFiles(registration);
  const rows = await tx
    .selectFrom('join_us_files')
    .select(['id', 'file_type'])
    .where(
      'id',
      'in',
      named.map((file) => file.fileId),
    )
    .where('owner_mobile', '=', owner.mobile)
    .where('brand', '=', owner.brand)
    .execute();
  const typeOf = new Map(rows.map((row) => [row.id, row.file_type]));
  for (const { field, fileId } of named) {
    if (typeOf.get(fileId) !== REGISTRATION_FILE_TYPES[field]) {
      throw new ApiError(400, REGISTRATION_FILE_MESSAGES[field]);
    }
  }
}

async function assertKnownReferral(tx: Transaction<Database>, code: string | undefined) {
  if (code === undefined || code === '') return;
  const referrer = await tx
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', code)
    .executeTakeFirst();
  if (!referrer) throw new ApiError(400, UNKNOWN_REFERRAL_CODE);
}

/**
 * Stores the request (PENDING) after checking, under a lock on the mobile, that the mobile has
 * no account and no open request, that the referral code is some partner's and that every file
 * is the guest's. Refused: nothing is written.
 */
export async function requestToJoin(
  deps: { db: Kysely<Database>; clock: () => Date; log: Logger },
  registration: PartnerRegistration,
  brand: string,
  once?: Once<Schema<'JoinUsRequested'>>,
): Promise<Schema<'JoinUsRequested'>> {
  const { mobile } = registration;
  const now = deps.clock();
  const requested = { tracker_id: mobile };
  await writeOnce(deps.db, once, async (tx) => {
    await lockMobile(tx, mobile);
    await assertMayRequest(tx, mobile);
    await assertOwnFiles(tx, registration, { mobile, brand });
    await assertKnownReferral(tx, registration.referred_by);
    await tx
      .insertInto('join_us_requests')
      .values({
        id: randomId(),
        mobile,
        brand,
        first_name: registration.first_name,
        last_name: registration.last_name,
        business_name: registration.business_name ?? null,
        gst_number: registration.gst_number ?? null,
        pan_number: registration.pan_number,
        email: registration.email,
        pincode: registration.pincode,
        city: registration.city,
        state: registration.state,
        address: registration.address,
        bank_name: registration.bank_name,
        account_number: registration.account_number,
        ifsc: registration.ifsc,
        pan: registration.pan,
        aadhaar_front: registration.aadhaar_front,
        aadhaar_back: registration.aadhaar_back,
        gst: registration.gst ?? null,
        cancelled_cheque: registration.cancelled_cheque,
        shop_photo: registration.shop_photo ?? null,
        counter_photo: registration.counter_photo ?? null,
        referred_by: registration.referred_by ?? null,
        utm_id: registration.utm_id ?? null,
        status: 'PENDING',
        reason: null,
        created_at: now,
        decided_at: null,
        decided_by: null,
        partner_id: null,
      })
      .execute();
    return requested;
  });
  deps.log.info(
    {
      event: 'join-us.requested',
      brand,
      mobile_masked: maskMobile(mobile),
      pan_masked: maskPan(registration.pan_number),
      account_masked: maskAccountNumber(registration.account_number),
    },
    'Join Us request received',
  );
  return requested;
}
