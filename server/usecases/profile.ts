import { ROLES, type Role } from '../../src/domain/enums';
import { isPartnerKind } from '../../src/domain/partner-kinds';
import type { User } from '../db/schema';
import type { Schema } from '../contract-types';

export type Profile = Schema<'Profile'>;

function isRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}

/** The partner's profile as the contract shapes it (the user row comes with the session). */
export function profileOf(user: User): Profile {
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
    // A kind the product does not know (set by hand) is no kind: it records no cases.
    partner_kind: isPartnerKind(user.partner_kind) ? user.partner_kind : null,
  };
}
