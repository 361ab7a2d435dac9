import * as v from 'valibot';
import { MobileSchema } from '../contact';
import { EMPLOYMENT_TYPES_WITH_PROFESSIONAL, JOB_TYPES } from '../enums';
import { PanSchema } from '../identity';
import { RupeesSchema } from '../money';
import { PersonNameSchema, PurposeSchema } from '../names';
import { isStorableText, MAX_LENGTH, textField } from '../text';
import { UtmDetailsSchema, UtmIdSchema } from '../utm';
import { fieldsObject } from '../validation';
import { LANGUAGES } from '../languages';
import { loanTypesOffered, type CaptureFamily } from './first-step-options';
import { typedSchema } from './rules';
import { bodyFrom, type TypedValues } from './typed-values';

export {
  newTrackerId,
  TRACKER_ID_MESSAGE,
  TRACKER_ID_PATTERN,
  TrackerIdSchema,
} from '../application-ids';
export { keepsLoanType, loanTypeOptions, withJobType } from './first-step-options';

/** What decides the first step's rules besides the values (capture-app §5; partner-portal §3). */
export interface FirstStepRules {
  family: CaptureFamily;
  /** The brand's relaxed validation: PAN becomes optional. */
  relaxedValidation: boolean;
  /** Someone is logged in (a partner): no referral code. */
  signedIn: boolean;
  /** The brand has a terms link / a lender consent link: each must be accepted. */
  hasTermsLink: boolean;
  hasConsentLink: boolean;
}

export const TERMS_MESSAGE = 'You must accept the Terms & Conditions';
export const CONSENT_MESSAGE = 'You must accept the Lenders Consent';
export const JOB_TYPE_MESSAGE = 'Invalid job type';
export const LOAN_TYPE_MESSAGE = 'Invalid loan type';
export const REFERRAL_MESSAGE = 'Referral code must be at most 50 characters';
export const CONSENT_LANG_MESSAGE = 'consent_lang must be en or hi';
/**
 * Ours (capture-app §5 says only "optional, numeric"): ₹0 is no loan at all, so it is refused;
 * a blank amount is "not stated" and the offer is the most the borrower is eligible for.
 */
export const ZERO_AMOUNT_MESSAGE =
  'Enter an amount above ₹0, or leave it blank for the most the borrower is eligible for';

/**
 * The Required Loan Amount: absent is "not stated" (the rules engine then offers the most the
 * borrower is eligible for); a stated amount is whole rupees and more than ₹0.
 */
export const RequiredAmountSchema = v.pipe(
  RupeesSchema,
  v.check((amount) => amount > 0, ZERO_AMOUNT_MESSAGE),
);

const accepted = (
  required: boolean,
  message: string,
): v.GenericSchema<unknown, boolean | undefined> =>
  required ? v.literal(true, message) : v.optional(v.boolean(message));

/**
 * Someone logged in has no referral code: whatever comes is not kept, but text that is no text
 * at all (NUL, a lone surrogate) is refused like in every other field.
 */
const ignored: v.GenericSchema<unknown, undefined> = v.pipe(
  v.unknown(),
  v.check((value) => typeof value !== 'string' || isStorableText(value), REFERRAL_MESSAGE),
  v.transform((): undefined => undefined),
);

const ReferralCodeSchema = textField(REFERRAL_MESSAGE, { max: MAX_LENGTH.referralCode });

/**
 * The first step as the API receives it (create and the resume update; the contract's
 * ApplicationCreateRequest): numbers as numbers, unset fields absent. Entries in screen order.
 * The loan types allowed depend on the body's job type and the family (the public lists are
 * narrower and add PROFESSIONAL). The APPLY_LOAN create's tracker_id is checked on its own
 * (TrackerIdSchema): the update carries none.
 */
export function firstStepSchema(rules: FirstStepRules, body: TypedValues = {}) {
  const jobTypes = rules.family === 'KYC' ? JOB_TYPES : EMPLOYMENT_TYPES_WITH_PROFESSIONAL;
  const loanTypes = loanTypesOffered(rules.family, String(body['job_type'] ?? ''));
  return fieldsObject({
    mobile: MobileSchema,
    name: PersonNameSchema,
    pan_number: rules.relaxedValidation ? v.optional(PanSchema) : PanSchema,
    job_type: v.picklist(jobTypes, JOB_TYPE_MESSAGE),
    loan_type: v.picklist(loanTypes, LOAN_TYPE_MESSAGE),
    required_amount: v.optional(RequiredAmountSchema),
    purpose: v.optional(PurposeSchema),
    referral_code: rules.signedIn ? v.optional(ignored) : v.optional(ReferralCodeSchema),
    terms_accepted: accepted(rules.hasTermsLink, TERMS_MESSAGE),
    bureau_consent: accepted(rules.hasConsentLink, CONSENT_MESSAGE),
    // The language the consent texts were shown in (the remembered one; English when absent):
    // the ticked consents are recorded in it (issue 21 item 4). Not a form field.
    consent_lang: v.optional(v.picklist(LANGUAGES, CONSENT_LANG_MESSAGE)),
    utm_id: v.optional(UtmIdSchema),
    utm_details: v.optional(UtmDetailsSchema),
  });
}

/** The first step's body, as the form sends it. */
export type FirstStepBody = v.InferOutput<ReturnType<typeof firstStepSchema>>;

/**
 * The form's values as typed → the body: the amount's digits become a number, blanks are left
 * out, the checkboxes and the UTM details are kept as they are.
 */
export function firstStepBodyFrom(values: TypedValues): Record<string, unknown> {
  return bodyFrom({ required_amount: 'number' }, values);
}

/**
 * What the first step does not show (capture-app §6): the referral code to a partner who is
 * logged in, and a consent whose link the brand does not have. The API is lenient about them
 * (a partner's referral code is dropped, an unasked consent may come); the form leaves them out.
 */
export function hiddenFirstStepFields(rules: FirstStepRules) {
  const hidden: Array<'referral_code' | 'terms_accepted' | 'bureau_consent'> = [];
  if (rules.signedIn) hidden.push('referral_code');
  if (!rules.hasTermsLink) hidden.push('terms_accepted');
  if (!rules.hasConsentLink) hidden.push('bureau_consent');
  return hidden;
}

/**
 * The form machine's `schemaFor` for the first step: its values as typed, checked as the body,
 * without the fields it does not show (so the view shows what the schema has, like every step).
 */
export const firstStepFormSchemaFor = (rules: FirstStepRules) => (values: TypedValues) => {
  const body = firstStepSchema(rules, firstStepBodyFrom(values));
  const [first, ...rest] = hiddenFirstStepFields(rules);
  return typedSchema(firstStepBodyFrom, first ? v.omit(body, [first, ...rest]) : body);
};

/** The name the wizard's first-step form spec imports. */
export const firstStepSchemaFor = firstStepFormSchemaFor;
