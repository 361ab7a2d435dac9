import * as v from 'valibot';
import { normaliseDate } from '../dates';
import { LOAN_TYPES } from '../enums';
import { personName } from '../names';
import { requiredText, text } from '../sections/field-schemas';
import { asValues, bodyFrom, type FieldKind, type TypedValues } from '../sections/typed-values';
import { atMostCharacters, MAX_LENGTH } from '../text';
import { fieldsObject } from '../validation';

/*
 * An offline disbursement case (partner-portal §3, §5; the contract's CaseInput): one schema for
 * the Create Case form and for POST /v1/payout/case, with the spec's messages. The form's values
 * as typed (digit strings, DD-MM-YYYY, '' for blank) become the body by `caseBodyFrom`, which
 * the same schema then checks, so every rule lives here once.
 */

export const LENDER_REQUIRED = 'Lender name is required';
export const CASE_NAME_REQUIRED = 'Case name is required';
export const CASE_LOAN_TYPE_REQUIRED = 'Loan type is required';
export const AMOUNT_NOT_A_NUMBER = 'Amount must be a number';
export const AMOUNT_REQUIRED = 'Amount is required';
export const AMOUNT_WHOLE_RUPEES = 'Amount must be in whole rupees';
export const DISBURSEMENT_DATE_REQUIRED = 'Disbursement date is required';
export const DISBURSEMENT_DATE_INVALID = 'Invalid disbursement date';
export const INSURANCE_FEE_WAIVER_NOT_A_NUMBER = 'Insurance fee waiver must be a number';
export const PF_WAIVER_NOT_A_NUMBER = 'PF waiver percentage must be a number';
export const INTEREST_RATE_WAIVER_NOT_A_NUMBER = 'Interest rate waiver must be a number';
export const PF_WAIVER_RANGE = 'PF waiver percentage must be between 0 and 100';
export const INTEREST_RATE_WAIVER_RANGE = 'Interest rate waiver must be between 0 and 100';
export const INSURANCE_FEE_WAIVER_NEGATIVE = 'Insurance fee waiver cannot be negative';
export const PENDENCY_REQUIRED = 'Pendency must be Yes or No';
export const PENDENCY_DESC_REQUIRED = 'Pendency description is required';
export const PENDENCY_DESC_TOO_LONG = atMostCharacters('Pendency description', MAX_LENGTH.remarks);
export const CASE_REMARKS_TOO_LONG = atMostCharacters('Remarks', MAX_LENGTH.remarks);
export const CASE_ID_TOO_LONG = atMostCharacters('Case ID', 50);
export const AT_LEAST_ONE_LENDER = 'Add at least one lender';
export const MAX_CASE_LENDERS = 20;
export const AT_MOST_LENDERS = `At most ${MAX_CASE_LENDERS} lenders can be added to one case`;
export const LENDER_ADDED_TWICE = 'Each lender can be added to a case only once';

/** A number the field may hold, else its own message (a typed 'abc' stays text and lands here). */
const finiteNumber = (message: string) =>
  v.pipe(
    v.number(message),
    v.check((value) => Number.isFinite(value), message),
  );

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** At least ₹1, whole rupees: missing or 0 is 'Amount is required' (spec §5). */
const RequiredAmount = v.pipe(
  v.unknown(),
  v.check(present, AMOUNT_REQUIRED),
  finiteNumber(AMOUNT_NOT_A_NUMBER),
  v.check((value) => value >= 1, AMOUNT_REQUIRED),
  v.check((value) => Number.isSafeInteger(value), AMOUNT_WHOLE_RUPEES),
);

const DisbursementDate = v.pipe(
  v.unknown(),
  v.check(present, DISBURSEMENT_DATE_REQUIRED),
  v.string(DISBURSEMENT_DATE_INVALID),
  v.check(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && normaliseDate(value) === value,
    DISBURSEMENT_DATE_INVALID,
  ),
);

/** A percentage waiver: a number from 0 to 100 (decimals allowed: 0.25 %). */
const percentage = (message: string, range: string) =>
  v.pipe(
    finiteNumber(message),
    v.check((value) => value >= 0 && value <= 100, range),
  );

const lenderEntries = {
  lender_id: requiredText(LENDER_REQUIRED, { max: MAX_LENGTH.id }),
  disbursement_date: DisbursementDate,
  is_pendency: v.boolean(PENDENCY_REQUIRED),
};

const waiverEntries = {
  insurance_fee_waiver: v.optional(
    v.pipe(
      finiteNumber(INSURANCE_FEE_WAIVER_NOT_A_NUMBER),
      v.check((value) => value >= 0, INSURANCE_FEE_WAIVER_NEGATIVE),
      v.check((value) => value <= Number.MAX_SAFE_INTEGER, INSURANCE_FEE_WAIVER_NOT_A_NUMBER),
    ),
  ),
  pf_waiver_percentage: v.optional(percentage(PF_WAIVER_NOT_A_NUMBER, PF_WAIVER_RANGE)),
  interest_rate_waiver: v.optional(
    percentage(INTEREST_RATE_WAIVER_NOT_A_NUMBER, INTEREST_RATE_WAIVER_RANGE),
  ),
};

const pendencyDescription = text(PENDENCY_DESC_REQUIRED, {
  max: MAX_LENGTH.remarks,
  tooLong: PENDENCY_DESC_TOO_LONG,
  lines: 'multi',
});

/** A lender with pendency on: its description is required (entries in screen order). */
const WithPendency = fieldsObject({
  ...lenderEntries,
  pendency_desc: v.pipe(
    v.unknown(),
    v.check(present, PENDENCY_DESC_REQUIRED),
    pendencyDescription,
    v.check((value) => value !== '', PENDENCY_DESC_REQUIRED),
  ),
  ...waiverEntries,
});

/** A lender with pendency off: a description sent anyway is dropped, never stored. */
const WithoutPendency = v.pipe(
  fieldsObject({
    ...lenderEntries,
    pendency_desc: v.optional(pendencyDescription),
    ...waiverEntries,
  }),
  v.transform(({ pendency_desc: _dropped, ...lender }) => lender),
);

const pendencyIsOn = (input: unknown): boolean =>
  typeof input === 'object' &&
  input !== null &&
  (input as { is_pendency?: unknown }).is_pendency === true;

/**
 * One lender of a case. The pendency description is required while pendency is on and only
 * then (docs/decisions.md). Chosen by the input (v.lazy) rather than checked after the object,
 * so the description's issue shows with every other issue at once.
 */
export const CaseLenderSchema = v.lazy((input) =>
  pendencyIsOn(input) ? WithPendency : WithoutPendency,
);

/** The first lender that repeats an earlier one, by index; null when each is there once. */
export function repeatedLender(ids: readonly (string | undefined)[]): number | null {
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    if (!id) continue;
    if (seen.has(id)) return index;
    seen.add(id);
  }
  return null;
}

/** The whole case (POST /v1/payout/case), entries in screen order. */
export const CaseSchema = fieldsObject({
  tracker_id: v.optional(text(CASE_ID_TOO_LONG, { max: 50 })),
  name: personName(CASE_NAME_REQUIRED, 1),
  loan_type: v.picklist(LOAN_TYPES, CASE_LOAN_TYPE_REQUIRED),
  required_amount: RequiredAmount,
  lender_info: v.pipe(
    v.array(CaseLenderSchema, AT_LEAST_ONE_LENDER),
    v.minLength(1, AT_LEAST_ONE_LENDER),
    v.maxLength(MAX_CASE_LENDERS, AT_MOST_LENDERS),
    // The same lender twice in one case: the issue sits on the repeated lender's field.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const list = dataset.value;
      const index = repeatedLender(list.map((lender) => lender.lender_id));
      const lender = index === null ? undefined : list[index];
      if (index === null || !lender) return;
      addIssue({
        message: LENDER_ADDED_TWICE,
        path: [
          { type: 'array', origin: 'value', input: list, key: index, value: lender },
          {
            type: 'object',
            origin: 'value',
            input: lender,
            key: 'lender_id',
            value: lender.lender_id,
          },
        ],
      });
    }),
  ),
  remarks: v.optional(text(CASE_REMARKS_TOO_LONG, { max: MAX_LENGTH.remarks, lines: 'multi' })),
});

export type CaseBody = v.InferOutput<typeof CaseSchema>;
export type CaseLenderBody = v.InferOutput<typeof CaseLenderSchema>;

const LENDER_KINDS: Readonly<Record<string, FieldKind>> = {
  disbursement_date: 'date',
  insurance_fee_waiver: 'number',
  pf_waiver_percentage: 'number',
  interest_rate_waiver: 'number',
};

/** The form's case as typed → the body: blanks left out, digits and dates converted. */
export function caseBodyFrom(values: TypedValues): Record<string, unknown> {
  const { lender_info: lenders, ...rest } = values;
  const body = bodyFrom({ required_amount: 'number' }, rest);
  return {
    ...body,
    lender_info: Array.isArray(lenders)
      ? lenders.map((lender) => bodyFrom(LENDER_KINDS, asValues(lender)))
      : [],
  };
}

/** The Create Case form's schema: issues named as the body's fields (lender_info.<n>.<field>). */
export const caseFormSchema = v.pipe(
  v.unknown(),
  v.transform((values) => caseBodyFrom(asValues(values))),
  CaseSchema,
);

/** A new lender block: pendency off, everything else blank. */
export const NEW_CASE_LENDER = {
  lender_id: '',
  disbursement_date: '',
  is_pendency: false,
  pendency_desc: '',
  insurance_fee_waiver: '',
  pf_waiver_percentage: '',
  interest_rate_waiver: '',
} as const;

/** An empty Create Case form: one lender block. */
export const NEW_CASE_VALUES = {
  tracker_id: '',
  name: '',
  loan_type: '',
  required_amount: '',
  lender_info: [NEW_CASE_LENDER],
  remarks: '',
};
