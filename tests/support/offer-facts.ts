import type { OfferFacts } from '../../src/domain/rules-engine/eligibility';

/*
 * The rules engine's worked example (docs/rules-engine.md §10), which the domain suites of the
 * rules engine share: one set of facts and one day.
 */

/** Friday 30 Oct 2026: disbursement Mon 2 Nov, first EMI 5 Dec (dates.test.ts). */
export const OFFER_DAY = '2026-10-30';

/** A salaried applicant of 34 asking for a ₹15 lakh personal loan. */
export const SALARIED_FACTS: OfferFacts = {
  loan_type: 'PERSONAL_LOAN',
  required_amount: 1_500_000,
  dob: '1992-06-15',
  monthly_income: 60_000,
  bureau: { score: 780, overdue_amount: 0, monthly_obligations: 5_000 },
};
