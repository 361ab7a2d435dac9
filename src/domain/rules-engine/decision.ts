import {
  MAX_APPLICANT_AGE,
  MIN_APPLICANT_AGE,
  MIN_LOAN_AMOUNT,
  MIN_MONTHLY_INCOME,
  MIN_TENURE_MONTHS,
} from './constants';
import { ageOn } from './dates';
import type { OfferFacts, OfferLimits } from './eligibility';

/** The rejection reasons, in the order the rejection screen lists them. */
export const REJECTION_REASONS = [
  'LOW_BUREAU_SCORE',
  'OVERDUE_AMOUNT_PRESENT',
  'AGE_NOT_ELIGIBLE',
  'INSUFFICIENT_INCOME',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export type OfferDecision = 'APPROVED' | 'REJECTED';

/**
 * Every reason that applies, not only the first, so the applicant learns all there is to fix.
 * - LOW_BUREAU_SCORE: score below 650.
 * - OVERDUE_AMOUNT_PRESENT: anything overdue (the amount travels in check_values).
 * - AGE_NOT_ELIGIBLE: outside 18–65 today, or fewer than 6 EMIs fit before the 66th birthday.
 * - INSUFFICIENT_INCOME: income under ₹15,000 a month, or the EMI it allows (after existing
 *   EMIs) supports less than the smallest loan, ₹10,000.
 */
export function rejectionReasons(
  facts: OfferFacts,
  limits: OfferLimits,
  today: string,
): RejectionReason[] {
  const age = ageOn(facts.dob, today);
  const holds: Record<RejectionReason, boolean> = {
    LOW_BUREAU_SCORE: limits.band === null,
    OVERDUE_AMOUNT_PRESENT: facts.bureau.overdue_amount > 0,
    AGE_NOT_ELIGIBLE:
      !(age >= MIN_APPLICANT_AGE && age <= MAX_APPLICANT_AGE) ||
      limits.max_tenure < MIN_TENURE_MONTHS,
    INSUFFICIENT_INCOME:
      facts.monthly_income < MIN_MONTHLY_INCOME || limits.supported_amount < MIN_LOAN_AMOUNT,
  };
  return REJECTION_REASONS.filter((reason) => holds[reason]);
}

export const decisionOf = (reasons: readonly RejectionReason[]): OfferDecision =>
  reasons.length === 0 ? 'APPROVED' : 'REJECTED';
