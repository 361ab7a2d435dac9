import type { Session, User } from './schema';

/*
 * Every column of the tables that prepared statements read (db/prepared.ts explains why they
 * never select `*`).
 */

export const SESSION_COLUMNS = [
  'id',
  'token_hash',
  'kind',
  'user_id',
  'mobile',
  'brand',
  'role',
  'origin',
  'created_at',
  'expires_at',
  'revoked_at',
] as const satisfies readonly (keyof Session)[];

export const USER_COLUMNS = [
  'id',
  'role',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'address',
  'pincode',
  'city',
  'state',
  'pan',
  'aadhaar_front',
  'aadhaar_back',
  'cancelled_cheque',
  'account_number',
  'bank_name',
  'ifsc',
  'referral_code',
  'partner_kind',
  'language',
  'created_at',
] as const satisfies readonly (keyof User)[];

// A column added to the schema but not to these lists fails the type check here.
type Unlisted =
  | Exclude<keyof Session, (typeof SESSION_COLUMNS)[number]>
  | Exclude<keyof User, (typeof USER_COLUMNS)[number]>;
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyColumnListed;
