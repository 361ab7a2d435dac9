import * as v from 'valibot';
import { MobileSchema } from '../contact';
import { PanSchema } from '../identity';
import { AmountSchema } from '../money';
import { PersonNameSchema, PurposeSchema } from '../names';
import { fieldsObject } from '../validation';
import { EMPLOYMENT_TYPES_WITH_PROFESSIONAL, JOB_TYPES } from '../enums';
import { loanTypesOffered, type CaptureFamily } from './first-step-options';
import { blankAsAbsent } from './optional';

/** What decides the first step's rules besides the values (capture-app §5; partner-portal §3). */
export interface FirstStepRules {
  family: CaptureFamily;
  /** The brand's relaxed validation: PAN becomes optional. */
  relaxedValidation: boolean;
  /** A partner is signed in: no referral code. */
  signedIn: boolean;
  /** The brand has a terms link / a lender consent link: each must be accepted. */
  hasTermsLink: boolean;
  hasConsentLink: boolean;
}

export const TERMS_MESSAGE = 'You must accept the Terms & Conditions';
export const CONSENT_MESSAGE = 'You must accept the Lenders Consent';
const UTM_MESSAGE = 'Invalid tracking link details';
const REFERRAL_MESSAGE = 'Referral code must be at most 50 characters';

const UtmText = v.pipe(v.string(UTM_MESSAGE), v.maxLength(100, UTM_MESSAGE));
const UtmDetailsSchema = v.object(
  {
    utm_id: v.optional(UtmText),
    utm_source: v.optional(UtmText),
    utm_campaign: v.optional(UtmText),
    utm_medium: v.optional(UtmText),
    utm_content: v.optional(UtmText),
    utm_term: v.optional(UtmText),
  },
  UTM_MESSAGE,
);

const accepted = (
  required: boolean,
  message: string,
): v.GenericSchema<unknown, boolean | undefined> =>
  required ? v.literal(true, message) : v.optional(v.boolean(message));

/** A partner signed in has no referral code: whatever comes is not kept. */
const ignored: v.GenericSchema<unknown, undefined> = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);

/**
 * The first step, as the form has it (digits, '' for blank) or as the API receives it (numbers,
 * absent keys): one schema for both, giving the body the server stores. Entries in screen order.
 * The loan types allowed depend on the job type chosen, and the referral code exists only for
 * a borrower applying on their own.
 */
export function firstStepSchema(rules: FirstStepRules, values: Record<string, unknown> = {}) {
  const jobTypes = rules.family === 'KYC' ? JOB_TYPES : EMPLOYMENT_TYPES_WITH_PROFESSIONAL;
  const loanTypes = loanTypesOffered(rules.family, String(values['job_type'] ?? ''));
  return fieldsObject({
    mobile: MobileSchema,
    name: PersonNameSchema,
    pan_number: rules.relaxedValidation ? blankAsAbsent(PanSchema) : PanSchema,
    job_type: v.picklist(jobTypes, 'Invalid job type'),
    loan_type: v.picklist(loanTypes, 'Invalid loan type'),
    required_amount: blankAsAbsent(AmountSchema),
    purpose: blankAsAbsent(PurposeSchema),
    referral_code: rules.signedIn
      ? v.optional(ignored)
      : blankAsAbsent(
          v.pipe(v.string(REFERRAL_MESSAGE), v.trim(), v.maxLength(50, REFERRAL_MESSAGE)),
        ),
    terms_accepted: accepted(rules.hasTermsLink, TERMS_MESSAGE),
    bureau_consent: accepted(rules.hasConsentLink, CONSENT_MESSAGE),
    utm_details: v.optional(UtmDetailsSchema),
  });
}

/** The form machine's `schemaFor` for the first step. */
export const firstStepSchemaFor = (rules: FirstStepRules) => (values: Record<string, unknown>) =>
  firstStepSchema(rules, values);
