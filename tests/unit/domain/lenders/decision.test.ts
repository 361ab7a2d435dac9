import { describe, expect, it } from 'vitest';
import { lenderById } from '../../../../src/domain/lenders/catalog';
import {
  decideLender,
  PENDING_MESSAGE,
  withLenderAnswer,
} from '../../../../src/domain/lenders/decision';
import type { Lender } from '../../../../src/domain/lenders/policy';
import { runRules } from '../../../../src/domain/rules-engine/offer';
import { OFFER_DAY, SALARIED_FACTS } from '../../../support/offer-facts';

/*
 * The worked examples of docs/lender-policies.md, one per decision, with the same numbers:
 * the rules engine's worked example (a salaried borrower of 34, ₹60,000 a month, score 780,
 * asking ₹15 lakh for a personal loan), whose offer is ₹11,23,000 over at most 60 months.
 */

const lender = (id: string): Lender => {
  const found = lenderById(id);
  if (!found) throw new Error(`No lender ${id}`);
  return found;
};
const offer = runRules(SALARIED_FACTS, OFFER_DAY);
const input = { facts: SALARIED_FACTS, offer, today: OFFER_DAY };

describe('lender decisions (docs/lender-policies.md)', () => {
  it('starts from the rules engine’s offer of ₹11,23,000 over 60 months', () => {
    expect(offer).toMatchObject({
      decision: 'APPROVED',
      suggested_loan_amount: 1_123_000,
      tenure_limit: 60,
    });
  });

  it('APPROVED: Protium, with the amount and tenure clipped to what the borrower can get', () => {
    expect(decideLender(lender('protium'), input)).toEqual({
      lender_id: 'protium',
      lender_name: 'Protium',
      is_preferred: true,
      loan_amount_range: { min: 100_000, max: 1_123_000 },
      interest_rate_range: { min: 14, max: 24 },
      tenure_range: { min: 12, max: 48 },
      processing_fee_range: { min: 1.5, max: 3 },
      insurance_fee_range: { min: 0.5, max: 1 },
      decision: 'APPROVED',
      supportedAction: ['SEND_TO_LENDER', 'UPLOAD_FILES', 'EMAIL_TO_LENDER', 'EXPORT'],
      message: 'Eligible for up to ₹11,23,000',
      reasons: [],
    });
  });

  it('REJECTED: Deccan Fincorp on a weaker borrower, with every reason', () => {
    const facts = {
      ...SALARIED_FACTS,
      monthly_income: 22_000,
      bureau: { ...SALARIED_FACTS.bureau, score: 690 },
    };
    const weaker = runRules(facts, OFFER_DAY);
    expect(weaker.suggested_loan_amount).toBe(149_000);
    const row = decideLender(lender('deccan'), { facts, offer: weaker, today: OFFER_DAY });
    expect(row.decision).toBe('REJECTED');
    expect(row.reasons).toEqual([
      'Deccan Fincorp does not lend for Personal Loan',
      'Bureau score 690 is below the minimum of 700',
      'Monthly income ₹22,000 is below the minimum of ₹50,000',
      'Eligible amount ₹1,49,000 is below the smallest loan of ₹5,00,000',
    ]);
    // A rejected row shows the policy's own ranges.
    expect(row.loan_amount_range).toEqual({ min: 500_000, max: 30_000_000 });
  });

  it('REJECTED by age: outside the lender’s limits on the day', () => {
    const facts = { ...SALARIED_FACTS, dob: '1962-01-10' };
    const row = decideLender(lender('kaveri'), { facts, offer, today: OFFER_DAY });
    expect(row.reasons).toContain('Age 64 is outside 21 to 60 years');
  });

  it('REJECTED when the rules engine rejected the offer', () => {
    const facts = {
      ...SALARIED_FACTS,
      bureau: { ...SALARIED_FACTS.bureau, overdue_amount: 5_000 },
    };
    const rejected = runRules(facts, OFFER_DAY);
    const row = decideLender(lender('nilgiri'), { facts, offer: rejected, today: OFFER_DAY });
    expect(row.reasons).toEqual(['No loan amount is eligible: the loan offer was rejected']);
  });

  it('PENDING: no offer yet, the policy’s ranges and no reasons', () => {
    const row = decideLender(lender('kaveri'), { facts: null, offer: null, today: OFFER_DAY });
    expect(row).toMatchObject({
      decision: 'PENDING',
      message: PENDING_MESSAGE,
      reasons: [],
      loan_amount_range: { min: 50_000, max: 2_500_000 },
    });
  });

  it('a lender’s own REJECTED outranks its policy, with its reasons', () => {
    const row = decideLender(lender('protium'), input);
    expect(
      withLenderAnswer(row, { status: 'REJECTED', reasons: ['Low bank balance'] }),
    ).toMatchObject({
      decision: 'REJECTED',
      message: 'Rejected by Protium',
      reasons: ['Low bank balance'],
    });
    expect(withLenderAnswer(row, { status: 'UNDER_REVIEW', reasons: [] })).toBe(row);
  });

  it('a lender’s own APPROVED is the row’s decision, whatever its policy read', () => {
    const pending = decideLender(lender('protium'), { ...input, facts: null, offer: null });
    expect(pending.decision).toBe('PENDING');
    expect(withLenderAnswer(pending, { status: 'APPROVED', reasons: [] })).toMatchObject({
      decision: 'APPROVED',
      message: 'Approved by Protium',
      reasons: [],
    });
  });
});
