import * as v from 'valibot';
import { PincodeSchema } from '../contact';
import {
  ADDRESS_TYPES,
  BUSINESS_DOCUMENTS,
  BUSINESS_TYPES,
  INDUSTRIES,
  INDUSTRY_NATURES,
  YES_NO,
} from '../enums';
import { GstNumberSchema, PanSchema } from '../identity';
import { AMOUNT_MESSAGE } from '../money';
import { address } from '../names';
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
import { financialsFrom, financialsSchema } from './business-financials';
import { canAddBank, MAX_EXTRA_BANKS } from './extra-banks';
import {
  fileId,
  fileIds,
  numberBetween,
  requiredText,
  requiredWhen,
  text,
  textOfAtLeast,
  withoutFields,
} from './field-schemas';
import { schemaCache, todayOf, typedSchema, type SectionRules } from './rules';
import { bodyFrom, type TypedValues } from './typed-values';

export const BUSINESS_NAME_MESSAGE = 'Business name must be at least 3 characters';
export const BUSINESS_TYPE_MESSAGE = 'Business type is required';
export const PARTNERS_MESSAGE = 'Invalid number of partners or directors';
export const SHAREHOLDING_MESSAGE = 'Invalid number of Shareholding Percentage';
export const GST_AVAILABLE_MESSAGE = 'Please select GST availability';
export const BUSINESS_INDUSTRY_MESSAGE = 'Business industry is required';
export const NATURE_MESSAGE = 'Please select nature of business';
export const BUSINESS_CITY_MESSAGE = 'City is required';
export const BUSINESS_STATE_MESSAGE = 'State is required';
export const BUSINESS_ADDRESS_MESSAGE = 'Address must be at least 8 characters';
export const BUSINESS_ADDRESS_TYPE_MESSAGE = 'Business address type is required';
export const PROOF_TYPE_MESSAGE = 'Business proof type is required';
export const PROOF_MESSAGE = 'Business proof is required';
export const REMARKS_MESSAGE = 'Remarks must be at most 500 characters';
export const BUSINESS_NAME_TOO_LONG = atMostCharacters('Business name', MAX_LENGTH.companyName);
export const BUSINESS_CITY_TOO_LONG = atMostCharacters('City', MAX_LENGTH.cityOrState);
export const BUSINESS_STATE_TOO_LONG = atMostCharacters('State', MAX_LENGTH.cityOrState);
/** Years in business, at the address, of experience: at most a lifetime. */
export const MAX_BUSINESS_YEARS = 100;
/** Partners of a firm or directors of a company: far beyond any real firm, below absurd. */
export const MAX_PARTNERS = 1000;
export const businessYearsTooLarge = (label: string) =>
  `${label} must be at most ${MAX_BUSINESS_YEARS} years`;
export const PARTNERS_TOO_LARGE = `Number of partners or directors must be at most ${MAX_PARTNERS}`;

/** What the values say about which fields are shown (spec §5). */
interface BusinessShape {
  /** A sole proprietorship has no partners count, shareholding or business PAN (and its card). */
  soleProprietorship: boolean;
  /** The GST number is asked only when GST is available. */
  gstAvailable: boolean;
  extraBanks: readonly ExtraBankState[];
  /** An older client's upload_business_proof stands for a missing business_proof. */
  proofAlias: string | undefined;
}

/** The fields a sole proprietorship does not have. */
export const NOT_FOR_SOLE_PROPRIETORSHIP = [
  'number_of_partners_or_directors',
  'shareholding_percentage',
  'business_pan',
  'business_pan_file',
] as const;

function shapeOf(body: TypedValues, extraBanks: readonly ExtraBankState[]): BusinessShape {
  const alias = body['upload_business_proof'];
  return {
    soleProprietorship: body['business_type'] === 'SOLE_PROPRIETORSHIP',
    gstAvailable: body['is_gst_available'] === 'TRUE',
    extraBanks,
    proofAlias: typeof alias === 'string' && alias.trim() !== '' ? alias : undefined,
  };
}

/**
 * Business details of a self-employed borrower (capture-app §3, §5; the contract's BusinessInfo),
 * entries in screen order, hidden fields left out. The brand's relaxed validation makes the
 * business type optional.
 */
function businessSchemaOf(rules: SectionRules, shape: BusinessShape) {
  const proof = fileId(PROOF_MESSAGE);
  const years = (label: string) =>
    v.optional(
      numberBetween(AMOUNT_MESSAGE, {
        min: 0,
        max: MAX_BUSINESS_YEARS,
        tooLarge: businessYearsTooLarge(label),
      }),
    );
  const entries = {
    business_name: textOfAtLeast(3, BUSINESS_NAME_MESSAGE, {
      max: MAX_LENGTH.companyName,
      tooLong: BUSINESS_NAME_TOO_LONG,
    }),
    business_type: requiredWhen(
      !rules.relaxedValidation,
      v.picklist(BUSINESS_TYPES, BUSINESS_TYPE_MESSAGE),
    ),
    number_of_partners_or_directors: v.optional(
      numberBetween(PARTNERS_MESSAGE, {
        min: 1,
        max: MAX_PARTNERS,
        whole: true,
        tooLarge: PARTNERS_TOO_LARGE,
      }),
    ),
    shareholding_percentage: v.optional(numberBetween(SHAREHOLDING_MESSAGE, { min: 0, max: 100 })),
    business_pan: v.optional(PanSchema),
    business_pan_file: v.optional(fileId('Invalid business PAN file')),
    is_gst_available: v.optional(v.picklist(YES_NO, GST_AVAILABLE_MESSAGE)),
    gst_number: requiredWhen(shape.gstAvailable, GstNumberSchema),
    business_industry: v.picklist(INDUSTRIES, BUSINESS_INDUSTRY_MESSAGE),
    nature_of_business: v.optional(v.picklist(INDUSTRY_NATURES, NATURE_MESSAGE)),
    vintage_of_business: years('Vintage of business'),
    present_business_experience: years('Present business experience'),
    total_work_experience: years('Total work experience'),
    business_pincode: PincodeSchema,
    business_city: requiredText(BUSINESS_CITY_MESSAGE, {
      max: MAX_LENGTH.cityOrState,
      tooLong: BUSINESS_CITY_TOO_LONG,
    }),
    business_state: requiredText(BUSINESS_STATE_MESSAGE, {
      max: MAX_LENGTH.cityOrState,
      tooLong: BUSINESS_STATE_TOO_LONG,
    }),
    business_address: address(BUSINESS_ADDRESS_MESSAGE),
    business_address_type: v.picklist(ADDRESS_TYPES, BUSINESS_ADDRESS_TYPE_MESSAGE),
    years_at_business_address: years('Years at business address'),
    business_proof_type: v.picklist(BUSINESS_DOCUMENTS, PROOF_TYPE_MESSAGE),
    business_proof: shape.proofAlias === undefined ? proof : v.optional(proof, shape.proofAlias),
    gstr_3b: v.optional(fileIds('Invalid GSTR-3B files')),
    financial_file: v.optional(fileId('Invalid financial statements file')),
    business_financials: v.optional(financialsSchema(todayOf(rules))),
    ...primaryBankEntries(),
    ...extraBankEntries(1, shape.extraBanks[0] === 'filled'),
    ...extraBankEntries(2, shape.extraBanks[1] === 'filled'),
    others1: v.optional(fileId('Invalid file')),
    others2: v.optional(fileId('Invalid file')),
    others3: v.optional(fileId('Invalid file')),
    remarks: v.optional(text(REMARKS_MESSAGE, { max: MAX_LENGTH.remarks, lines: 'multi' })),
  };
  const hidden = [
    ...(shape.soleProprietorship ? NOT_FOR_SOLE_PROPRIETORSHIP : []),
    ...(shape.gstAvailable ? [] : ['gst_number']),
    ...absentBankFields(shape.extraBanks),
  ];
  return fieldsObject(withoutFields(entries, hidden));
}

const businessSchemas = schemaCache<ReturnType<typeof businessSchemaOf>>();

/**
 * The body of the business info save (POST new, PATCH resume), as the API receives it; which
 * fields it has is decided by the body itself (business type, GST availability, extra banks).
 */
export function businessInfoSchema(rules: SectionRules, body: TypedValues = {}) {
  const shape = shapeOf(body, extraBanksOfBody(body, MAX_EXTRA_BANKS.business));
  // An older client's proof alias is a value built into the schema: not kept.
  if (shape.proofAlias !== undefined) return businessSchemaOf(rules, shape);
  const key = `${String(shape.soleProprietorship)}|${String(shape.gstAvailable)}|${shape.extraBanks.join()}`;
  return businessSchemas(rules, key, () => businessSchemaOf(rules, shape));
}

export type BusinessInfoBody = v.InferOutput<ReturnType<typeof businessInfoSchema>>;

const NUMBER_FIELDS = [
  'number_of_partners_or_directors',
  'shareholding_percentage',
  'vintage_of_business',
  'present_business_experience',
  'total_work_experience',
  'years_at_business_address',
] as const;

/**
 * The form's values as typed → the body: digits (and a shareholding's decimals) → numbers,
 * blanks left out, the financials as the last three years' rows by `today`.
 */
export function businessBodyFrom(
  values: TypedValues,
  today: Date = new Date(),
): Record<string, unknown> {
  return bodyFrom(
    {
      ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, 'number' as const])),
      gstr_3b: 'files',
      ...bankKinds(['', 1, 2]),
      business_financials: (typed) => financialsFrom(typed, today),
    },
    values,
  );
}

/**
 * The form machine's `schemaFor` for the business step: the values as typed, checked as the
 * body. Extra banks are there once Add Bank put their `bank_name<n>` in the values.
 */
export const businessFormSchemaFor = (rules: SectionRules) => (values: TypedValues) => {
  const toBody = (typed: TypedValues) => businessBodyFrom(typed, todayOf(rules)());
  const shape = shapeOf(toBody(values), extraBanksOfForm(values, MAX_EXTRA_BANKS.business));
  return typedSchema(toBody, businessSchemaOf(rules, shape));
};

/** The name the wizard's step specs import. */
export const businessSchemaFor = businessFormSchemaFor;

/**
 * Add Bank on the business step (spec §5): disabled once two extra banks exist, or while the
 * primary bank has no name or no statement.
 */
export const canAddBusinessBank = (values: TypedValues): boolean =>
  canAddBank(values, MAX_EXTRA_BANKS.business);
