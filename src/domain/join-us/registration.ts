import * as v from 'valibot';
import { EmailSchema, FormMobileSchema } from '../contact';
import { GstNumberSchema, AccountNumberSchema, IfscSchema, PanSchema } from '../identity';
import { personName } from '../names';
import { fileId, requiredText, textOfAtLeast } from '../sections/field-schemas';
import {
  AADHAAR_BACK_MESSAGE,
  AADHAAR_FRONT_MESSAGE,
  homeEntries,
  PAN_FILE_MESSAGE,
} from '../sections/personal';
import { atMostCharacters, isStorableText, MAX_LENGTH, textField } from '../text';
import { UtmIdSchema } from '../utm';
import { fieldsObject } from '../validation';

/*
 * The Partner Registration form of Join Us (partner-portal §3 Partner registration, §5; the
 * contract's PartnerRegistration): one schema for the form at /#/join-us and for
 * POST /v1/join-us/request, with the spec's messages. Every pattern is the one the capture
 * forms use (identity.ts, contact.ts, names.ts, sections/personal.ts); only the registration's
 * own minimums (names 2, bank name 3) and its file messages are set here. Optional fields are
 * absent when blank (the forms' bodyFrom leaves them out).
 */

export const FIRST_NAME_MESSAGE = 'Invalid first name';
export const LAST_NAME_MESSAGE = 'Invalid last name';
export const BUSINESS_NAME_MESSAGE = 'Invalid business name';
export const BANK_NAME_MESSAGE = 'Invalid bank name';
export const CANCELLED_CHEQUE_MESSAGE = 'Missing cancelled cheque';
export const GST_FILE_MESSAGE = 'Invalid GST file';
export const SHOP_PHOTO_MESSAGE = 'Invalid shop photo';
export const COUNTER_PHOTO_MESSAGE = 'Invalid counter photo';
export const REFERRED_BY_MESSAGE = 'Invalid referral code';
export { PAN_FILE_MESSAGE, AADHAAR_FRONT_MESSAGE, AADHAAR_BACK_MESSAGE };

/** Spec §5: first and last names at least 2 characters; bank name at least 3. */
export const REGISTRATION_NAME_MIN_LENGTH = 2;
export const BANK_NAME_MIN_LENGTH = 3;

/** What the brand changes in the form: shop and counter photos (BrandFlags). */
export interface RegistrationRules {
  shopAndCounterPhotos: boolean;
}

/** The file fields of a registration and the upload file_type each one takes. */
export const REGISTRATION_FILE_TYPES = {
  pan: 'PAN',
  aadhaar_front: 'AADHAAR_FRONT',
  aadhaar_back: 'AADHAAR_BACK',
  gst: 'GST',
  cancelled_cheque: 'CANCELLED_CHEQUE',
  shop_photo: 'SHOP_PHOTO',
  counter_photo: 'COUNTER_PHOTO',
} as const;
export type RegistrationFileField = keyof typeof REGISTRATION_FILE_TYPES;
export type JoinUsFileType = (typeof REGISTRATION_FILE_TYPES)[RegistrationFileField];
export const JOIN_US_FILE_TYPES = Object.values(REGISTRATION_FILE_TYPES);

/** Each file field's message: missing, or naming no file of the guest's of the right type. */
export const REGISTRATION_FILE_MESSAGES: Readonly<Record<RegistrationFileField, string>> = {
  pan: PAN_FILE_MESSAGE,
  aadhaar_front: AADHAAR_FRONT_MESSAGE,
  aadhaar_back: AADHAAR_BACK_MESSAGE,
  gst: GST_FILE_MESSAGE,
  cancelled_cheque: CANCELLED_CHEQUE_MESSAGE,
  shop_photo: SHOP_PHOTO_MESSAGE,
  counter_photo: COUNTER_PHOTO_MESSAGE,
};
const file = (field: RegistrationFileField) => fileId(REGISTRATION_FILE_MESSAGES[field]);

/** Shop and counter photos: images only (spec §5), and only on brands that ask for them. */
export const IMAGE_ONLY_FILE_TYPES: readonly JoinUsFileType[] = ['SHOP_PHOTO', 'COUNTER_PHOTO'];

function entriesOf(rules: RegistrationRules) {
  const entries = {
    first_name: personName(FIRST_NAME_MESSAGE, REGISTRATION_NAME_MIN_LENGTH),
    last_name: personName(LAST_NAME_MESSAGE, REGISTRATION_NAME_MIN_LENGTH),
    mobile: FormMobileSchema,
    business_name: v.optional(
      requiredText(BUSINESS_NAME_MESSAGE, {
        max: MAX_LENGTH.companyName,
        tooLong: atMostCharacters('Business name', MAX_LENGTH.companyName),
      }),
    ),
    gst_number: v.optional(GstNumberSchema),
    pan_number: PanSchema,
    email: EmailSchema,
    ...homeEntries(),
    bank_name: textOfAtLeast(BANK_NAME_MIN_LENGTH, BANK_NAME_MESSAGE, {
      max: MAX_LENGTH.bankName,
      tooLong: atMostCharacters('Bank name', MAX_LENGTH.bankName),
    }),
    account_number: AccountNumberSchema,
    ifsc: IfscSchema,
    pan: file('pan'),
    aadhaar_front: file('aadhaar_front'),
    aadhaar_back: file('aadhaar_back'),
    gst: v.optional(file('gst')),
    cancelled_cheque: file('cancelled_cheque'),
    shop_photo: v.optional(file('shop_photo')),
    counter_photo: v.optional(file('counter_photo')),
    referred_by: v.optional(textField(REFERRED_BY_MESSAGE, { max: MAX_LENGTH.referralCode })),
    utm_id: v.optional(UtmIdSchema),
  };
  if (rules.shopAndCounterPhotos) return entries;
  return {
    ...entries,
    shop_photo: notAsked(SHOP_PHOTO_MESSAGE),
    counter_photo: notAsked(COUNTER_PHOTO_MESSAGE),
  };
}

/**
 * A field the brand does not ask for: whatever comes is not kept, but text that is no text at
 * all (NUL, a lone surrogate) is refused like in every other field (as first-step.ts's referral
 * code for a partner).
 */
const notAsked = (message: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check((value) => typeof value !== 'string' || isStorableText(value), message),
      v.transform((): undefined => undefined),
    ),
  );

const cache = new Map<boolean, ReturnType<typeof build>>();
const build = (rules: RegistrationRules) => fieldsObject(entriesOf(rules));

/**
 * The registration as the API receives it, entries in screen order. On a brand without shop
 * and counter photos those two fields are dropped (never stored).
 */
export function registrationSchema(rules: RegistrationRules) {
  let schema = cache.get(rules.shopAndCounterPhotos);
  if (!schema) {
    schema = build(rules);
    cache.set(rules.shopAndCounterPhotos, schema);
  }
  return schema;
}

/** A checked registration (the photos are absent on brands that do not ask for them). */
export type PartnerRegistration = v.InferOutput<ReturnType<typeof build>>;

/** The registration's file ids by field, for the fields that hold one. */
export function registrationFiles(
  registration: PartnerRegistration,
): Array<{ field: RegistrationFileField; fileId: string }> {
  const fields = Object.keys(REGISTRATION_FILE_TYPES) as RegistrationFileField[];
  return fields.flatMap((field) => {
    const value = registration[field];
    return typeof value === 'string' ? [{ field, fileId: value }] : [];
  });
}
