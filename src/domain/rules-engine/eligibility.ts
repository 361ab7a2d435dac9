import type { LoanType } from '../enums';
import type { BureauReport } from './bureau-sandbox';
import {
  FOIR_BANDS,
  LOAN_AMOUNT_STEP,
  MIN_BUREAU_SCORE,
  MIN_LOAN_AMOUNT,
  MIN_TENURE_MONTHS,
  SCORE_BANDS,
  type ScoreBand,
} from './constants';
import { monthsBeforeLoanEndBirthday } from './dates';
import { principalFor } from './emi';
import { LOAN_PRODUCTS } from './loan-products';

/** What the rules read about an application, gathered once by the server and kept with the offer. */
export interface OfferFacts {
  loan_type: LoanType;
  /**
   * The first step's required amount; absent when none was stated. Facts kept before ₹0 was
   * refused may hold 0, read as not stated too (statedAmountOf).
   */
  required_amount?: number | undefined;
  /** 'YYYY-MM-DD', from the personal details. */
  dob: string;
  /** Whole rupees a month (income.ts). */
  monthly_income: number;
  bureau: BureauReport;
}

/** The band a score prices in, or null below the cut-off. */
export function scoreBandOf(score: number): ScoreBand | null {
  if (!(score >= MIN_BUREAU_SCORE)) return null;
  return SCORE_BANDS.find((row) => score >= row.from)?.band ?? null;
}

/** Interest rate, percent per annum, for a loan type and band. */
export const interestRateFor = (loanType: LoanType, band: ScoreBand): number =>
  LOAN_PRODUCTS[loanType].rate[band];

/** The FOIR percent for a monthly income. */
export function foirPercentFor(monthlyIncome: number): number {
  return (FOIR_BANDS.find((row) => monthlyIncome >= row.from) ?? FOIR_BANDS[2]).percent;
}

/**
 * The EMI the income allows for the new loan: FOIR × income (rounded down) less the EMIs already
 * paid. Zero or less means no room for any loan.
 */
export function allowedEmiFor(monthlyIncome: number, monthlyObligations: number): number {
  return Math.floor((monthlyIncome * foirPercentFor(monthlyIncome)) / 100) - monthlyObligations;
}

/** Rounded down to the amount step (₹1,000). */
export const roundDownToStep = (amount: number): number =>
  Math.max(0, Math.floor(amount / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP);

/**
 * The amount the first step stated, or null when none was: the offer is then the most the
 * borrower is eligible for (docs/decisions.md, "Amounts and limits as typed").
 */
export function statedAmountOf(facts: Pick<OfferFacts, 'required_amount'>): number | null {
  const amount = facts.required_amount;
  return amount !== undefined && amount > 0 ? amount : null;
}

/**
 * The largest loan an application can ask for before income: the loan type's maximum, and the
 * required amount when one was given. A required amount below the smallest loan is read as the
 * smallest loan, because no smaller loan is made.
 */
export function amountCapFor(loanType: LoanType, requiredAmount: number | null): number {
  const typeMax = LOAN_PRODUCTS[loanType].maxAmount;
  if (requiredAmount === null) return typeMax;
  return Math.min(typeMax, Math.max(requiredAmount, MIN_LOAN_AMOUNT));
}

/** Everything the figures of an offer are bounded by, for one EMI start date. */
export interface OfferLimits {
  /** The score's band; null below the cut-off. */
  band: ScoreBand | null;
  /** The band's rate; below the cut-off the worst band's, so income is still judged on its own. */
  interest_rate: number;
  allowed_emi: number;
  /** The loan type's maximum tenure, lowered so the last EMI falls before the 66th birthday. */
  max_tenure: number;
  /** What the income supports, rounded down to the step (0 when it allows no EMI). */
  supported_amount: number;
  /** min(supported, cap), rounded down to the step: the amount offered, and an edit's ceiling. */
  suggested_loan_amount: number;
}

export function offerLimits(facts: OfferFacts, emiStartDate: string): OfferLimits {
  const product = LOAN_PRODUCTS[facts.loan_type];
  const band = scoreBandOf(facts.bureau.score);
  const interest_rate = interestRateFor(facts.loan_type, band ?? 'C');
  const allowed_emi = allowedEmiFor(facts.monthly_income, facts.bureau.monthly_obligations);
  const max_tenure = monthsBeforeLoanEndBirthday(facts.dob, emiStartDate, product.maxTenure);
  // When age leaves too short a loan, income is judged at the loan type's tenure, so
  // INSUFFICIENT_INCOME says something about income, not age.
  const incomeTenure = max_tenure >= MIN_TENURE_MONTHS ? max_tenure : product.maxTenure;
  const supported_amount = roundDownToStep(principalFor(allowed_emi, interest_rate, incomeTenure));
  const cap = roundDownToStep(amountCapFor(facts.loan_type, statedAmountOf(facts)));
  return {
    band,
    interest_rate,
    allowed_emi,
    max_tenure,
    supported_amount,
    suggested_loan_amount: Math.min(supported_amount, cap),
  };
}
