import * as v from 'valibot';
import { EmailSchema, MobileSchema } from '../contact';
import { ADDRESS_TYPES } from '../enums';
import { PanSchema } from '../identity';
import { PersonNameSchema, PurposeSchema } from '../names';
import { fieldsObject } from '../validation';
import { bankKinds, hasBankValues, optionalBankEntries } from './bank-entries';
import { fileId, numberBetween, requiredWhen } from './field-schemas';
import { ADDRESS_TYPE_MESSAGE, familyEntries, homeEntries, yearsOfResidence } from './personal';
import { typedSchema, type SectionRules } from './rules';
import { bodyFrom, type TypedValues } from './typed-values';

export const CO_APPLICANT_SHAREHOLDING_MESSAGE = 'Invalid number of Shareholding Percentage';
/** A share that is a number but not a percentage (issue 18: 101 is refused with what to type). */
export const CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE =
  'Shareholding Percentage must be between 0 and 100';
export const CO_APPLICANT_PAN_FILE_MESSAGE = 'Invalid PAN file';
export const CO_APPLICANT_AADHAAR_FRONT_MESSAGE = 'Invalid aadhaar front';
export const CO_APPLICANT_AADHAAR_BACK_MESSAGE = 'Invalid aadhaar back';

/**
 * What a new co-applicant's form starts with (capture-app §3 keeps the share required with a
 * default of 0 in the draft): a co-applicant who holds no share, such as a salaried one on a
 * personal loan, is not stopped by a question that does not apply to them.
 */
export const NEW_CO_APPLICANT_VALUES: Readonly<Record<string, string>> = {
  shareholding_percentage: '0',
};

/** A saved co-applicant was removed: the server's answer and the wizard's toast. */
export const CO_APPLICANT_REMOVED = 'Co-applicant removed';

/**
 * Whether saved co-applicants may be removed (issue 18): until the loan offer is accepted, as the
 * accepted offer was made on the application with them. The server refuses it the same way.
 */
export const canRemoveCoApplicants = (offer: { isAccepted: boolean } | null | undefined) =>
  offer?.isAccepted !== true;

/** At most this many co-applicants: Add is hidden once more than 4 exist (capture-app §5). */
export const MAX_CO_APPLICANTS = 5;

/**
 * A co-applicant (capture-app §3, §5; the contract's CoApplicantInput), entries in screen
 * order: who they are and their share, where they live, their PAN and Aadhaar, and optionally a
 * bank (all or nothing). The brand's relaxed validation makes marital status, the PAN card and
 * both Aadhaar sides optional, as for the applicant.
 */
function coApplicantSchemaOf(rules: SectionRules, bankFilled: boolean) {
  const strict = !rules.relaxedValidation;
  return fieldsObject({
    name: PersonNameSchema,
    mobile: MobileSchema,
    email: v.optional(EmailSchema),
    shareholding_percentage: numberBetween(CO_APPLICANT_SHAREHOLDING_MESSAGE, {
      min: 0,
      max: 100,
      tooSmall: CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE,
      tooLarge: CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE,
    }),
    ...familyEntries(rules),
    ...homeEntries(),
    address_type: v.picklist(ADDRESS_TYPES, ADDRESS_TYPE_MESSAGE),
    years_of_residence: yearsOfResidence(),
    pan_number: requiredWhen(strict, PanSchema),
    pan: requiredWhen(strict, fileId(CO_APPLICANT_PAN_FILE_MESSAGE)),
    aadhaar_front: requiredWhen(strict, fileId(CO_APPLICANT_AADHAAR_FRONT_MESSAGE)),
    aadhaar_back: requiredWhen(strict, fileId(CO_APPLICANT_AADHAAR_BACK_MESSAGE)),
    ...optionalBankEntries(bankFilled),
    purpose: v.optional(PurposeSchema),
  });
}

/** The body of a co-applicant's add or update, as the API receives it. */
export function coApplicantSchema(rules: SectionRules, body: TypedValues = {}) {
  return coApplicantSchemaOf(rules, hasBankValues(body));
}

export type CoApplicantBody = v.InferOutput<ReturnType<typeof coApplicantSchema>>;

const CO_APPLICANT_KINDS = {
  dob: 'date',
  shareholding_percentage: 'number',
  years_of_residence: 'number',
  ...bankKinds(['']),
} as const;

/** The form's values as typed → the body: DD-MM-YYYY → YYYY-MM-DD, digits → numbers, blanks out. */
export function coApplicantBodyFrom(values: TypedValues): Record<string, unknown> {
  return bodyFrom(CO_APPLICANT_KINDS, values);
}

/** The form machine's `schemaFor` for the co-applicant form: the values as typed, as the body. */
export const coApplicantSchemaFor = (rules: SectionRules) => (values: TypedValues) =>
  typedSchema(coApplicantBodyFrom, coApplicantSchemaOf(rules, hasBankValues(values)));
