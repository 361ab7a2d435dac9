import * as v from 'valibot';
import { ApplicationIdSchema } from '../application-ids';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { typedSchema } from '../sections/rules';
import { bodyFrom, type TypedValues } from '../sections/typed-values';
import { textField } from '../text';
import { fieldsObject } from '../validation';
import { MAX_DISBURSEMENT_DAYS_AHEAD, MIN_LOAN_AMOUNT, MIN_TENURE_MONTHS } from './constants';
import { emiStartDateFor, isIsoDate, isWorkingDay, latestDisbursementDate } from './dates';

/*
 * The agent's changes to an offer (PATCH /v1/bureau/bre/loankone), checked in two steps with one
 * set of messages: BreUpdateRequestSchema checks what the body is (types, whole numbers, real
 * dates); offerEditSchema checks the chosen figures against the offer's limits. The offer screen
 * runs offerEditSchema on what is typed, with the limits it knows, so the form and the server
 * refuse the same things in the same words.
 */

export const LOAN_AMOUNT_MESSAGE = 'Loan amount must be a whole number of rupees';
export const TENURE_MESSAGE = 'Tenure must be a whole number of months';
export const DISBURSEMENT_DATE_MESSAGE = 'Invalid disbursement date';
export const EMI_START_DATE_MESSAGE = 'Invalid EMI start date';
export const PAST_DISBURSEMENT_MESSAGE = 'Disbursement date cannot be in the past';
export const LATE_DISBURSEMENT_MESSAGE = `Disbursement date must be within ${MAX_DISBURSEMENT_DAYS_AHEAD} days`;
export const WORKING_DAY_MESSAGE = 'Disbursement date must be a working day (Monday to Friday)';
export const EMI_AFTER_DISBURSEMENT_MESSAGE = 'EMI start date must be after the disbursement date';
export const UPDATED_INFO_MESSAGE = 'Invalid loan offer changes';
export const IS_ACCEPTED_MESSAGE = 'is_accepted must be true or false';
export const SKIP_RERUN_MESSAGE = 'skip_bre_rerun must be true or false';
export const MIN_LOAN_AMOUNT_MESSAGE = `Loan amount must be at least ${formatRupees(MIN_LOAN_AMOUNT)}`;
export const MIN_TENURE_MESSAGE = `Tenure must be at least ${MIN_TENURE_MONTHS} months`;
/** The age limit leaves no tenure at all for the chosen dates. */
export const LOAN_END_AGE_MESSAGE =
  'The loan must end before the applicant turns 66: choose an earlier disbursement date';

export const maxLoanAmountMessage = (suggested: number) =>
  `Loan amount must be at most ${formatRupees(suggested)}`;
export const maxTenureMessage = (maxTenure: number) => `Tenure must be at most ${maxTenure} months`;
export const latestEmiStartMessage = (latest: string) =>
  `EMI start date must be on or before ${formatDate(latest)}`;

const wholeNumber = (message: string) =>
  v.pipe(
    v.number(message),
    v.check((value) => Number.isSafeInteger(value) && value >= 1, message),
  );

const isoDate = (message: string) =>
  v.pipe(
    textField(message, { max: 10, asTyped: true }),
    v.check((text) => isIsoDate(text), message),
  );

/** The body of the PATCH, before any limit is known (the contract's BreUpdateRequest). */
export const BreUpdateRequestSchema = fieldsObject({
  application_id: ApplicationIdSchema,
  updated_info: v.optional(
    fieldsObject(
      {
        selected_loan_amount: v.optional(wholeNumber(LOAN_AMOUNT_MESSAGE)),
        max_tenure_allowed: v.optional(wholeNumber(TENURE_MESSAGE)),
        disbursement_date: v.optional(isoDate(DISBURSEMENT_DATE_MESSAGE)),
        emi_start_date: v.optional(isoDate(EMI_START_DATE_MESSAGE)),
      },
      UPDATED_INFO_MESSAGE,
    ),
  ),
  is_accepted: v.boolean(IS_ACCEPTED_MESSAGE),
  skip_bre_rerun: v.optional(v.boolean(SKIP_RERUN_MESSAGE)),
});
export type BreUpdateRequest = v.InferOutput<typeof BreUpdateRequestSchema>;
export type OfferEdit = NonNullable<BreUpdateRequest['updated_info']>;

/** The body of the POST that runs the rules (the contract's BreRunRequest). */
export const BreRunRequestSchema = fieldsObject({ application_id: ApplicationIdSchema });

/** What the chosen figures are checked against. */
export interface EditLimits {
  /** 'YYYY-MM-DD': the server's date, or the device's on the offer screen. */
  today: string;
  suggested_loan_amount: number;
  /**
   * The longest tenure for the chosen dates: the server computes it; the offer screen has the
   * offer's `tenure_limit` (for the offer's dates: a later date the agent picks may shorten it,
   * which the server's check then catches). Absent: only the minimum is checked.
   */
  max_tenure?: number | undefined;
}

function loanAmount(suggested: number) {
  return v.pipe(
    wholeNumber(LOAN_AMOUNT_MESSAGE),
    v.check((amount) => amount >= MIN_LOAN_AMOUNT, MIN_LOAN_AMOUNT_MESSAGE),
    v.check((amount) => amount <= suggested, maxLoanAmountMessage(suggested)),
  );
}

function tenure(maxTenure: number | undefined) {
  const withMinimum = v.pipe(
    wholeNumber(TENURE_MESSAGE),
    v.check((months) => months >= MIN_TENURE_MONTHS, MIN_TENURE_MESSAGE),
  );
  if (maxTenure === undefined) return withMinimum;
  const message =
    maxTenure < MIN_TENURE_MONTHS ? LOAN_END_AGE_MESSAGE : maxTenureMessage(maxTenure);
  return v.pipe(
    withMinimum,
    v.check((months) => months <= maxTenure, message),
  );
}

/** Today or later, at most 30 days ahead, Monday to Friday. */
function disbursementDate(today: string) {
  return v.pipe(
    isoDate(DISBURSEMENT_DATE_MESSAGE),
    v.check((date) => date >= today, PAST_DISBURSEMENT_MESSAGE),
    v.check((date) => date <= latestDisbursementDate(today), LATE_DISBURSEMENT_MESSAGE),
    v.check((date) => isWorkingDay(date), WORKING_DAY_MESSAGE),
  );
}

/**
 * The chosen figures, fields in screen order. An EMI start date, when given, is after the
 * disbursement date and no later than the rule's (the first 5th at least 15 days after it): the
 * first EMI may be brought forward, never pushed back.
 */
export function offerEditSchema(limits: EditLimits) {
  return v.pipe(
    fieldsObject({
      selected_loan_amount: loanAmount(limits.suggested_loan_amount),
      max_tenure_allowed: tenure(limits.max_tenure),
      disbursement_date: disbursementDate(limits.today),
      emi_start_date: v.optional(isoDate(EMI_START_DATE_MESSAGE)),
    }),
    v.forward(
      v.check(
        (input) =>
          input.emi_start_date === undefined || input.emi_start_date > input.disbursement_date,
        EMI_AFTER_DISBURSEMENT_MESSAGE,
      ),
      ['emi_start_date'],
    ),
    v.forward(
      v.check(
        (input) =>
          input.emi_start_date === undefined ||
          input.emi_start_date <= emiStartDateFor(input.disbursement_date),
        (issue) => latestEmiStartMessage(emiStartDateFor(issue.input.disbursement_date)),
      ),
      ['emi_start_date'],
    ),
  );
}

const EDIT_KINDS = {
  selected_loan_amount: 'number',
  max_tenure_allowed: 'number',
  disbursement_date: 'date',
  emi_start_date: 'date',
} as const;

/** The offer form's values as typed (digits, DD-MM-YYYY) → the body's updated_info. */
export function offerEditBodyFrom(values: TypedValues): Record<string, unknown> {
  return bodyFrom(EDIT_KINDS, values);
}

/** The offer form's schema: the values as typed, checked by offerEditSchema. */
export const offerEditFormSchema = (limits: EditLimits) =>
  typedSchema(offerEditBodyFrom, offerEditSchema(limits));
