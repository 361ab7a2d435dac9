import { registrationSchema, type RegistrationRules } from '../../domain/join-us/registration';
import { typedSchema } from '../../domain/sections/rules';
import { bodyFrom } from '../../domain/sections/typed-values';
import type { FailureTexts } from '../failure';
import { pincodeLookup, uploadsOf } from '../form/spec-rules';
import type { FormSpec, FormValues, UploadRule } from '../form/types';

/** What a refused registration says when the server gave no words of its own. */
export const JOIN_US_SAVE_FAILURE_TEXTS = {
  fallback: 'Failed to submit the registration',
  unreachable: 'The registration could not be sent. Check your connection and try again.',
  byStatus: {
    409: 'This mobile number is already registered. Track your request to see where it stands.',
  },
} as const satisfies FailureTexts;

/** The documents of a registration (partner-portal §3, §5): PAN, Aadhaar, GST, cheque. */
export const REGISTRATION_DOCUMENTS = [
  'pan',
  'aadhaar_front',
  'aadhaar_back',
  'gst',
  'cancelled_cheque',
] as const;
/** Photos of the partner's shop and counter: images only, on brands that ask for them. */
export const REGISTRATION_PHOTOS = ['shop_photo', 'counter_photo'] as const;

/** The form's starting values: every field blank but the verified mobile and the link's codes. */
export function registrationValues(given: {
  mobile: string;
  referredBy?: string;
  utmId?: string;
}): FormValues {
  return {
    first_name: '',
    last_name: '',
    mobile: given.mobile,
    business_name: '',
    gst_number: '',
    pan_number: '',
    email: '',
    pincode: '',
    city: '',
    state: '',
    address: '',
    bank_name: '',
    account_number: '',
    ifsc: '',
    ...Object.fromEntries([...REGISTRATION_DOCUMENTS, ...REGISTRATION_PHOTOS].map((f) => [f, ''])),
    referred_by: given.referredBy ?? '',
    utm_id: given.utmId ?? '',
  };
}

/**
 * Partner Registration's form: the generic form chart fed the domain's registration schema,
 * the one POST /v1/join-us/request checks (blank optional fields left out, as the server
 * expects). Its pincode fills city and state; each document is an upload field, the photos
 * images only and only where the brand asks for them. The spec's messages show as they are
 * ('Invalid first name', 'Missing PAN'): no "what to do" prompts.
 */
export function joinUsFormSpec(rules: RegistrationRules): FormSpec {
  const schema = typedSchema((values) => bodyFrom({}, values), registrationSchema(rules));
  const photos: Record<string, UploadRule> = rules.shopAndCounterPhotos
    ? Object.fromEntries(
        REGISTRATION_PHOTOS.map((field) => [field, { multiple: false, imagesOnly: true }]),
      )
    : {};
  return {
    id: 'joinUs',
    schemaFor: () => schema,
    promptOf: () => null,
    lookups: pincodeLookup('pincode'),
    uploads: { ...uploadsOf(REGISTRATION_DOCUMENTS), ...photos },
    failureTexts: JOIN_US_SAVE_FAILURE_TEXTS,
  };
}
