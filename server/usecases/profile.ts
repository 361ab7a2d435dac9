import type { Kysely } from 'kysely';
import { ROLES, type Role } from '../../src/domain/enums';
import type { Database } from '../db/schema';
import type { Schema } from '../http/envelope';
import { ApiError, SESSION_EXPIRED } from './errors';

export type Profile = Schema<'Profile'>;

function isRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}

export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  // The session outlived its account: treat it like any dead session.
  if (!user) throw new ApiError(401, SESSION_EXPIRED);
  const role = user.role;
  if (!isRole(role)) throw new Error(`Unknown role in users.${user.id}`);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile: user.mobile,
    address: user.address,
    pincode: user.pincode,
    city: user.city,
    state: user.state,
    role,
    pan: user.pan,
    aadhaar_front: user.aadhaar_front,
    aadhaar_back: user.aadhaar_back,
    cancelled_cheque: user.cancelled_cheque,
    account_number: user.account_number,
    bank_name: user.bank_name,
    ifsc: user.ifsc,
    referral_code: user.referral_code,
  };
}
