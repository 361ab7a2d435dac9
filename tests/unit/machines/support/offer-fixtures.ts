import type { Offer } from '../../../../src/machines/offer/types';

/*
 * Offers of the rules engine's worked examples (docs/rules-engine.md §10), computed by hand
 * there: the FOIR example's personal loan, today Friday 30 Oct 2026.
 */

export const TODAY = '2026-10-30';
export const APPLICATION_ID = 'a'.repeat(32);

/** Salary ₹60,000, ₹5,000 of EMIs, score 780: ₹11,23,000 over 60 months at 12 %. */
export const OFFER: Offer = {
  bre_score: 780,
  decision: 'APPROVED',
  interest_rate: 12,
  final_emi: 24_981,
  total_processing_fee_amount: 26_503,
  insurance_fee: 14_038,
  selected_loan_amount: 11_23_000,
  suggested_loan_amount: 11_23_000,
  required_amount: 15_00_000,
  max_tenure_allowed: 60,
  tenure_limit: 60,
  disbursement_date: '2026-11-02',
  emi_start_date: '2026-12-05',
  is_accepted: false,
  reasons: [],
  check_values: { overdue_amount: 0 },
};

/** "An edit": ₹8,00,000 over 36 months, as typed on the screen. */
export const EDIT_TYPED = {
  selected_loan_amount: '800000',
  max_tenure_allowed: '36',
  disbursement_date: '02-11-2026',
};

/** The same offer after that edit: EMI ₹26,571, fee ₹18,880, insurance ₹6,000. */
export const UPDATED: Offer = {
  ...OFFER,
  final_emi: 26_571,
  total_processing_fee_amount: 18_880,
  insurance_fee: 6_000,
  selected_loan_amount: 8_00_000,
  max_tenure_allowed: 36,
};

/** ₹15,00,000 over 72 months: over the suggested ₹11,23,000 and the 60 months' limit. */
export const TOO_MUCH_TYPED = { selected_loan_amount: '1500000', max_tenure_allowed: '72' };
export const TOO_MUCH_MESSAGE = 'Loan amount must be at most ₹11,23,000';
export const TOO_LONG_MESSAGE = 'Tenure must be at most 60 months';

/** PAN AAAPO0005O: ₹48,500 overdue. */
export const REJECTED: Offer = {
  ...OFFER,
  bre_score: 760,
  decision: 'REJECTED',
  interest_rate: 0,
  final_emi: 0,
  total_processing_fee_amount: 0,
  insurance_fee: 0,
  selected_loan_amount: 0,
  suggested_loan_amount: 0,
  tenure_limit: 0,
  reasons: ['OVERDUE_AMOUNT_PRESENT'],
  check_values: { overdue_amount: 48_500 },
};
