import * as v from 'valibot';
import { EmailSchema, PincodeSchema } from '../contact';
import { ADDRESS_TYPES, INDUSTRIES } from '../enums';
import { AMOUNT_MESSAGE, RupeesSchema } from '../money';
import { AddressSchema } from '../names';
import { atMostCharacters, MAX_LENGTH } from '../text';
import { fieldsObject } from '../validation';
import { fileId, numberBetween, text } from './field-schemas';
import { CITY_TOO_LONG, STATE_TOO_LONG } from './personal';
import { typedSchema, type SectionRules } from './rules';
import { bodyFrom, type TypedValues } from './typed-values';

export const COMPANY_SECTOR_MESSAGE = 'Please select company sector';
export const WORK_EXPERIENCE_MONTHS_MESSAGE = 'Work experience months must be between 0 and 11';
export const COMPANY_ADDRESS_TYPE_MESSAGE = 'Please select company address type';
export const COMPANY_NAME_TOO_LONG = atMostCharacters('Company name', MAX_LENGTH.companyName);
export const DESIGNATION_TOO_LONG = atMostCharacters('Designation', MAX_LENGTH.designation);
export const WEBSITE_TOO_LONG = atMostCharacters('Website', MAX_LENGTH.website);
/** A working life: nobody has worked longer. */
export const MAX_WORK_EXPERIENCE_YEARS = 60;
export const WORK_EXPERIENCE_YEARS_TOO_LARGE = `Work experience must be at most ${MAX_WORK_EXPERIENCE_YEARS} years`;
export const salarySlipMessage = (n: 1 | 2 | 3) => `Missing salary slip ${n}`;

/**
 * Employment details of a salaried borrower (capture-app §3, §5; the contract's EmploymentInfo),
 * entries in screen order. The company address type and the three salary slips are required;
 * every other field is optional, but checked when given. No brand relaxes any of it.
 */
function employmentSchemaOf() {
  return fieldsObject({
    company_name: v.optional(
      text('Invalid company name', { max: MAX_LENGTH.companyName, tooLong: COMPANY_NAME_TOO_LONG }),
    ),
    designation: v.optional(
      text('Invalid designation', { max: MAX_LENGTH.designation, tooLong: DESIGNATION_TOO_LONG }),
    ),
    official_email: v.optional(EmailSchema),
    monthly_in_hand_salary: v.optional(RupeesSchema),
    work_experience_years: v.optional(
      numberBetween(AMOUNT_MESSAGE, {
        min: 0,
        max: MAX_WORK_EXPERIENCE_YEARS,
        whole: true,
        tooLarge: WORK_EXPERIENCE_YEARS_TOO_LARGE,
      }),
    ),
    work_experience_months: v.optional(
      numberBetween(WORK_EXPERIENCE_MONTHS_MESSAGE, { min: 0, max: 11, whole: true }),
    ),
    company_sector: v.optional(v.picklist(INDUSTRIES, COMPANY_SECTOR_MESSAGE)),
    company_website_link: v.optional(
      text('Invalid website', { max: MAX_LENGTH.website, tooLong: WEBSITE_TOO_LONG }),
    ),
    company_pincode: v.optional(PincodeSchema),
    company_city: v.optional(
      text('Invalid city', { max: MAX_LENGTH.cityOrState, tooLong: CITY_TOO_LONG }),
    ),
    company_state: v.optional(
      text('Invalid state', { max: MAX_LENGTH.cityOrState, tooLong: STATE_TOO_LONG }),
    ),
    company_address: v.optional(AddressSchema),
    company_address_type: v.picklist(ADDRESS_TYPES, COMPANY_ADDRESS_TYPE_MESSAGE),
    company_id_card: v.optional(fileId('Invalid company ID card')),
    salary_slip1: fileId(salarySlipMessage(1)),
    salary_slip2: fileId(salarySlipMessage(2)),
    salary_slip3: fileId(salarySlipMessage(3)),
  });
}

let employmentSchema: ReturnType<typeof employmentSchemaOf> | undefined;

/**
 * The body of the employment info save (POST new, PATCH resume), as the API receives it. The
 * rules and the body are parameters like every section's, though nothing here depends on them.
 */
export function employmentInfoSchema(_rules?: SectionRules, _body?: TypedValues) {
  // The same every time: built once, on the first save.
  employmentSchema ??= employmentSchemaOf();
  return employmentSchema;
}

export type EmploymentInfoBody = v.InferOutput<ReturnType<typeof employmentInfoSchema>>;

const EMPLOYMENT_KINDS = {
  monthly_in_hand_salary: 'number',
  work_experience_years: 'number',
  work_experience_months: 'number',
} as const;

/** The form's values as typed → the body: digits → numbers, blanks left out. */
export function employmentBodyFrom(values: TypedValues): Record<string, unknown> {
  return bodyFrom(EMPLOYMENT_KINDS, values);
}

/** The form machine's `schemaFor` for the employment step: the values as typed, checked as the body. */
export const employmentFormSchemaFor = (_rules?: SectionRules) => {
  const schema = typedSchema(employmentBodyFrom, employmentSchemaOf());
  return (_values: TypedValues) => schema;
};

/** The name the wizard's step specs import. */
export const employmentSchemaFor = employmentFormSchemaFor;
