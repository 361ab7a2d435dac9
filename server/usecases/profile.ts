import { ROLES, type Role } from '../../src/domain/enums';
import { isPartnerKind } from '../../src/domain/partner-kinds';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';
import { ApiError } from '../errors';
import { isLanguageChoice, type Language } from '../i18n/texts';
import type { SessionCache } from './session-cache';
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
    language: languageOf(user),
  };
}

/** The language the partner reads (a value set by hand that is not one is English). */
export function languageOf(user: Pick<User, 'language'>): Language {
  return isLanguageChoice(user.language) ? user.language : 'en';
}

export const USER_SETTINGS_INVALID = /*i18n*/ {
  id: 'USER_SETTINGS_INVALID',
  message: 'language must be en or hi',
};

/** PATCH /v1/user/me's body: exactly `{ language: 'en' | 'hi' }`. */
export function readUserSettings(body: unknown): { language: Language } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, USER_SETTINGS_INVALID);
  }
  const keys = Object.keys(body);
  const { language } = body as { language?: unknown };
  if (keys.length !== 1 || !isLanguageChoice(language)) {
    throw new ApiError(400, USER_SETTINGS_INVALID);
  }
  return { language };
}

/** Keeps the partner's language; the account's row as it is now. */
export async function saveUserLanguage(
  deps: { db: Kysely<Database>; sessionCache?: SessionCache | undefined },
  userId: string,
  language: Language,
): Promise<User> {
  const user = await deps.db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  deps.sessionCache?.forgetAccount(userId);
  return user;
}
