/*
 * The rules engine's constants that do not depend on the loan type (the per-loan-type table is
 * loan-products.ts). The spec gives none of these figures: each is a choice stated, with its
 * reason, in docs/rules-engine.md. Amounts are whole rupees, tenures months, rates percent.
 */

/** Below this bureau score (the 300–900 scale Indian bureaus use) the offer is LOW_BUREAU_SCORE. */
export const MIN_BUREAU_SCORE = 650;

/**
 * Score bands that price a loan, best first: a score belongs to the first band whose `from` it
 * reaches. Each loan type has one rate per band (loan-products.ts).
 */
export const SCORE_BANDS = [
  { band: 'A', from: 750 },
  { band: 'B', from: 700 },
  { band: 'C', from: MIN_BUREAU_SCORE },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

/**
 * FOIR (fixed obligations to income ratio): the share of monthly income that all EMIs together
 * may take, higher for higher incomes because more is left to live on. First row whose `from`
 * the income reaches, highest first.
 */
export const FOIR_BANDS = [
  { from: 100_000, percent: 60 },
  { from: 50_000, percent: 50 },
  { from: 0, percent: 40 },
] as const;

/** Below this monthly income there is no loan at all (INSUFFICIENT_INCOME). */
export const MIN_MONTHLY_INCOME = 15_000;

/** The smallest loan: an income that supports less is INSUFFICIENT_INCOME; an edit may not go lower. */
export const MIN_LOAN_AMOUNT = 10_000;

/** The suggested amount is rounded down to a multiple of this, a figure people read at a glance. */
export const LOAN_AMOUNT_STEP = 1_000;

/** The shortest tenure offered (months): a loan that must end sooner is AGE_NOT_ELIGIBLE. */
export const MIN_TENURE_MONTHS = 6;

/** The spec's age range for applicants (capture-app §9), checked on the day the rules run. */
export const MIN_APPLICANT_AGE = 18;
export const MAX_APPLICANT_AGE = 65;

/**
 * The last EMI falls before this birthday: the applicant is at most 65 when the loan ends, the
 * spec's upper age read as in the date-of-birth rule (65 lasts until the 66th birthday).
 */
export const LOAN_END_BIRTHDAY = MAX_APPLICANT_AGE + 1;

/** GST on the processing fee (18 %, the rate on financial services): the total is fee + GST. */
export const GST_ON_FEES_PERCENT = 18;

/** An edited disbursement date is at most this many days after today. */
export const MAX_DISBURSEMENT_DAYS_AHEAD = 30;

/** EMIs fall on this day of the month (it never needs clamping: every month has a 5th). */
export const EMI_DAY_OF_MONTH = 5;

/** The first EMI is at least this many days after disbursement, so it is not a near-empty month. */
export const MIN_DAYS_TO_FIRST_EMI = 15;
