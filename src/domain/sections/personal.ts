import * as v from 'valibot';
import { EmailSchema, PincodeSchema } from '../contact';
import { dobSchema } from '../dates';
import { ADDRESS_TYPES, GENDERS, MARITAL_STATUSES } from '../enums';
import { AddressSchema, personName, PersonNameSchema } from '../names';
import { atMostCharacters, MAX_LENGTH } from '../text';
import { fieldsObject } from '../validation';
import {
  absentBankFields,
  bankKinds,
  extraBankEntries,
  extraBanksOfBody,
  extraBanksOfForm,
  primaryBankEntries,
  type ExtraBankState,
} from './bank-entries';
import { MAX_EXTRA_BANKS } from './extra-banks';
import { fileId, positiveNumber, requiredText, requiredWhen, withoutFields } from './field-schemas';
import { schemaCache, todayOf, typedSchema, type SectionRules } from './rules';
import { bodyFrom, type TypedValues } from './typed-values';

export const GENDER_MESSAGE = 'Please select gender';
export const MARITAL_STATUS_MESSAGE = 'Please select marital status';
export const CITY_MESSAGE = 'Invalid city';
export const STATE_MESSAGE = 'Invalid state';
export const YEARS_OF_RESIDENCE_MESSAGE = 'Years of residence must be greater than 0';
/** Nobody has lived anywhere longer than a lifetime. */
export const MAX_YEARS_OF_RESIDENCE = 100;
export const YEARS_OF_RESIDENCE_TOO_LARGE = `Years of residence must be at most ${MAX_YEARS_OF_RESIDENCE}`;
export const CITY_TOO_LONG = atMostCharacters('City', MAX_LENGTH.cityOrState);
export const STATE_TOO_LONG = atMostCharacters('State', MAX_LENGTH.cityOrState);
export const ADDRESS_TYPE_MESSAGE = 'Please select address ownership type';
export const PAN_FILE_MESSAGE = 'Missing PAN';
export const AADHAAR_FRONT_MESSAGE = 'Missing aadhaar front';
export const AADHAAR_BACK_MESSAGE = 'Missing aadhaar back';

/**
 * Who a person is beside their name (the applicant's and a co-applicant's): date of birth
 * (age 18–65), gender, marital status (relaxed by the brand), spouse's and mother's names.
 */
export function familyEntries(rules: SectionRules) {
  return {
    dob: dobSchema(todayOf(rules)),
    gender: v.picklist(GENDERS, GENDER_MESSAGE),
    marital_status: requiredWhen(
      !rules.relaxedValidation,
      v.picklist(MARITAL_STATUSES, MARITAL_STATUS_MESSAGE),
    ),
    spouse_name: v.optional(personName('Invalid spouse name')),
    mothers_name: v.optional(personName("Invalid mother's name")),
  };
}

/** Years at the home address: more than 0, at most a lifetime. */
export const yearsOfResidence = () =>
  positiveNumber(YEARS_OF_RESIDENCE_MESSAGE, {
    max: MAX_YEARS_OF_RESIDENCE,
    tooLarge: YEARS_OF_RESIDENCE_TOO_LARGE,
  });

/** Where a person lives: the pincode (which fills city and state) and the address. */
export function homeEntries() {
  return {
    pincode: PincodeSchema,
    city: requiredText(CITY_MESSAGE, { max: MAX_LENGTH.cityOrState, tooLong: CITY_TOO_LONG }),
    state: requiredText(STATE_MESSAGE, { max: MAX_LENGTH.cityOrState, tooLong: STATE_TOO_LONG }),
    address: AddressSchema,
  };
}

/**
 * Personal and KYC details (capture-app §3, §5; the contract's PersonalInfo), entries in screen
 * order. The brand's relaxed validation makes marital status, the PAN card and both Aadhaar
 * sides optional. The primary bank is required; the one extra bank (suffix 1) is all or nothing.
 */
function personalSchemaOf(rules: SectionRules, extraBanks: readonly ExtraBankState[]) {
  const strict = !rules.relaxedValidation;
  const entries = {
    name: PersonNameSchema,
    email: v.optional(EmailSchema),
    ...familyEntries(rules),
    ...homeEntries(),
    years_of_residence: yearsOfResidence(),
    address_type: v.picklist(ADDRESS_TYPES, ADDRESS_TYPE_MESSAGE),
    pan: requiredWhen(strict, fileId(PAN_FILE_MESSAGE)),
    aadhaar_front: requiredWhen(strict, fileId(AADHAAR_FRONT_MESSAGE)),
    aadhaar_back: requiredWhen(strict, fileId(AADHAAR_BACK_MESSAGE)),
    ...primaryBankEntries(),
    ...extraBankEntries(1, extraBanks[0] === 'filled'),
  };
  return fieldsObject(withoutFields(entries, absentBankFields(extraBanks)));
}

const personalSchemas = schemaCache<ReturnType<typeof personalSchemaOf>>();

/** The body of the personal info save (POST new, PATCH resume), as the API receives it. */
export function personalInfoSchema(rules: SectionRules, body: TypedValues = {}) {
  const extraBanks = extraBanksOfBody(body, MAX_EXTRA_BANKS.personal);
  return personalSchemas(rules, extraBanks.join(), () => personalSchemaOf(rules, extraBanks));
}

export type PersonalInfoBody = v.InferOutput<ReturnType<typeof personalInfoSchema>>;

const PERSONAL_KINDS = {
  dob: 'date',
  years_of_residence: 'number',
  ...bankKinds(['', 1]),
} as const;

/** The form's values as typed → the body: DD-MM-YYYY → YYYY-MM-DD, digits → numbers, blanks out. */
export function personalBodyFrom(values: TypedValues): Record<string, unknown> {
  return bodyFrom(PERSONAL_KINDS, values);
}

/**
 * The form machine's `schemaFor` for the personal step: the values as typed, checked as the
 * body. The extra bank's fields are there once Add Bank put `bank_name1` in the values.
 */
export const personalFormSchemaFor = (rules: SectionRules) => (values: TypedValues) =>
  typedSchema(
    personalBodyFrom,
    personalSchemaOf(rules, extraBanksOfForm(values, MAX_EXTRA_BANKS.personal)),
  );

/** The name the wizard's step specs import. */
export const personalSchemaFor = personalFormSchemaFor;
