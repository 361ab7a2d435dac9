import type { KfsOffer } from '../../src/domain/kfs/statement';

/** docs/kfs.md's worked example: a personal loan of ₹1,00,000 at 12 % for 12 months, disbursed 1 December 2026. */
export const KFS_EXAMPLE_OFFER: KfsOffer = {
  loan_type: 'PERSONAL_LOAN',
  selected_loan_amount: 100_000,
  interest_rate: 12,
  max_tenure_allowed: 12,
  final_emi: 8_885,
  total_processing_fee_amount: 2_360,
  insurance_fee: 250,
  disbursement_date: '2026-12-01',
  emi_start_date: '2027-01-05',
};
