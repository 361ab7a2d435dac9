import { describe, expect, expectTypeOf, it } from 'vitest';
import { sandboxBureauReport } from '../../../../src/domain/rules-engine/bureau-sandbox';
import type { OfferFacts } from '../../../../src/domain/rules-engine/eligibility';
import { quoteFor, runRules, type LoanOffer } from '../../../../src/domain/rules-engine/offer';
import type { components } from '../../../../src/services/api/schema';
import { OFFER_DAY, SALARIED_FACTS } from '../../../support/offer-facts';

/** Friday: the offer is disbursed on Monday 2 Nov, the first EMI is on 5 Dec 2026. */
const TODAY = OFFER_DAY;
const FACTS = SALARIED_FACTS;

const withBureau = (pan: string, facts: Partial<OfferFacts> = {}): OfferFacts => ({
  ...FACTS,
  bureau: sandboxBureauReport(pan),
  ...facts,
});

describe('runRules: an approved offer, every figure worked by hand', () => {
  it('₹60,000 salary, ₹5,000 EMIs, score 780, personal loan of ₹15 lakh asked', () => {
    // Suggested ₹11,23,000 at 12 % over 60 months (eligibility.test.ts); EMI 24,981 (emi.test.ts);
    // fee 22,460 + GST 4,043 = 26,503, insurance 14,038 (fees.test.ts); dates (dates.test.ts).
    expect(runRules(FACTS, TODAY)).toEqual({
      bre_score: 780,
      decision: 'APPROVED',
      interest_rate: 12,
      final_emi: 24_981,
      total_processing_fee_amount: 26_503,
      insurance_fee: 14_038,
      selected_loan_amount: 1_123_000,
      suggested_loan_amount: 1_123_000,
      required_amount: 1_500_000,
      max_tenure_allowed: 60,
      tenure_limit: 60,
      disbursement_date: '2026-11-02',
      emi_start_date: '2026-12-05',
      is_accepted: false,
      reasons: [],
      check_values: { overdue_amount: 0 },
    });
  });

  it('says whether an amount was stated: null when none was, so the offer is the most eligible', () => {
    expect(runRules({ ...FACTS, required_amount: undefined }, TODAY)).toMatchObject({
      required_amount: null,
      suggested_loan_amount: 1_123_000,
    });
    // A ₹0 kept in facts from before it was refused is read as not stated too.
    expect(runRules({ ...FACTS, required_amount: 0 }, TODAY).required_amount).toBeNull();
  });

  it('is the contract’s LoanOffer', () => {
    expectTypeOf<LoanOffer>().toExtend<components['schemas']['LoanOffer']>();
  });
});

describe('runRules: each rejection reason', () => {
  const rejected = (facts: OfferFacts) => {
    const offer = runRules(facts, TODAY);
    expect(offer.decision).toBe('REJECTED');
    // A rejected offer carries no loan.
    expect(offer).toMatchObject({
      interest_rate: 0,
      final_emi: 0,
      total_processing_fee_amount: 0,
      insurance_fee: 0,
      selected_loan_amount: 0,
      suggested_loan_amount: 0,
      is_accepted: false,
    });
    return offer;
  };

  it('LOW_BUREAU_SCORE: test PAN AAAPL0004L scores 590, under the 650 cut-off', () => {
    const offer = rejected(withBureau('AAAPL0004L'));
    expect(offer.bre_score).toBe(590);
    expect(offer.reasons).toEqual(['LOW_BUREAU_SCORE']);
  });

  it('OVERDUE_AMOUNT_PRESENT with the amount: test PAN AAAPO0005O has ₹48,500 overdue', () => {
    const offer = rejected(withBureau('AAAPO0005O'));
    expect(offer.bre_score).toBe(760);
    expect(offer.reasons).toEqual(['OVERDUE_AMOUNT_PRESENT']);
    expect(offer.check_values).toEqual({ overdue_amount: 48_500 });
  });

  it('both: test PAN AAAPX0006X (560, ₹12,000 overdue)', () => {
    const offer = rejected(withBureau('AAAPX0006X'));
    expect(offer.reasons).toEqual(['LOW_BUREAU_SCORE', 'OVERDUE_AMOUNT_PRESENT']);
    expect(offer.check_values.overdue_amount).toBe(12_000);
  });

  it('AGE_NOT_ELIGIBLE: born 15 Apr 1961, only 5 EMIs fit before the 66th birthday (6 needed)', () => {
    // Age on 30 Oct 2026: 65 (in range), but EMIs 5 Dec, 5 Jan, 5 Feb, 5 Mar, 5 Apr 2027 are the
    // only ones before 15 Apr 2027: 5 < 6 months.
    expect(rejected({ ...FACTS, dob: '1961-04-15' }).reasons).toEqual(['AGE_NOT_ELIGIBLE']);
  });

  it('AGE_NOT_ELIGIBLE: under 18 on the day the rules run', () => {
    // Born 31 Oct 2008: 17 on 30 Oct 2026, 18 the next day.
    expect(rejected({ ...FACTS, dob: '2008-10-31' }).reasons).toEqual(['AGE_NOT_ELIGIBLE']);
  });

  it('two months younger, on the edge: born 15 Jun 1961 is approved for 7 months', () => {
    const offer = runRules({ ...FACTS, dob: '1961-06-15', required_amount: 100_000 }, TODAY);
    // Allowed EMI 25,000 → P over 7 months at 1 % = 25000 × 6.728195 = 168204.86 → 1,68,000,
    // capped by the ₹1,00,000 asked. EMI = 100000 × 0.01 × 1.072135 / 0.072135 = 14862.83 → 14,863
    expect(offer).toMatchObject({
      decision: 'APPROVED',
      max_tenure_allowed: 7,
      selected_loan_amount: 100_000,
      final_emi: 14_863,
    });
  });

  it('AGE_NOT_ELIGIBLE: no date of birth to judge by', () => {
    expect(rejected({ ...FACTS, dob: '' }).reasons).toEqual(['AGE_NOT_ELIGIBLE']);
  });

  it('INSUFFICIENT_INCOME: under ₹15,000 a month', () => {
    expect(rejected({ ...FACTS, monthly_income: 14_999 }).reasons).toEqual(['INSUFFICIENT_INCOME']);
  });

  it('INSUFFICIENT_INCOME: no salary given at all', () => {
    expect(rejected({ ...FACTS, monthly_income: 0 }).reasons).toEqual(['INSUFFICIENT_INCOME']);
  });

  it('INSUFFICIENT_INCOME: existing EMIs take all the room (test PAN AAAPE0007E, ₹40,000 EMIs)', () => {
    // ₹80,000 income: 50 % = 40000 − 40000 = 0 allowed → supports no loan
    expect(rejected(withBureau('AAAPE0007E', { monthly_income: 80_000 })).reasons).toEqual([
      'INSUFFICIENT_INCOME',
    ]);
  });

  it('AAAPE0007E with ₹1,00,000 a month leaves room: approved for ₹8,99,000', () => {
    // 60 % of 100000 = 60000 − 40000 = 20000; P = 20000 × 44.955038 = 899100.77 → 8,99,000
    expect(runRules(withBureau('AAAPE0007E', { monthly_income: 100_000 }), TODAY)).toMatchObject({
      decision: 'APPROVED',
      bre_score: 790,
      suggested_loan_amount: 899_000,
    });
  });

  it('INSUFFICIENT_INCOME: the EMI left supports less than the smallest loan', () => {
    // ₹15,000 income: 40 % = 6000 − 5800 of EMIs = 200 a month.
    // P = 200 × 44.955038 = 8991.01 → 8,000 < ₹10,000
    const offer = rejected({
      ...FACTS,
      monthly_income: 15_000,
      bureau: { ...FACTS.bureau, monthly_obligations: 5_800 },
    });
    expect(offer.reasons).toEqual(['INSUFFICIENT_INCOME']);
  });

  it('every reason at once, in the rejection screen’s order', () => {
    const offer = rejected({
      ...FACTS,
      dob: '2009-01-01',
      monthly_income: 0,
      bureau: { score: 500, overdue_amount: 1, monthly_obligations: 0 },
    });
    expect(offer.reasons).toEqual([
      'LOW_BUREAU_SCORE',
      'OVERDUE_AMOUNT_PRESENT',
      'AGE_NOT_ELIGIBLE',
      'INSUFFICIENT_INCOME',
    ]);
  });

  it('ABCDE1234F, the PAN the tests and demo type, is approved with enough income', () => {
    expect(runRules(withBureau('ABCDE1234F'), TODAY).decision).toBe('APPROVED');
  });
});

describe('quoteFor: the offer screen’s live preview', () => {
  it('₹8,00,000 personal loan at 12 % over 36 months', () => {
    // EMI = 800000 × 0.01 × 1.430768784 / 0.430768784 = 26571.45 → 26,571
    // Fee 2 % = 16,000 + GST 2,880 = 18,880; insurance 0.25 % × 3 years = 0.75 % = 6,000
    expect(quoteFor('PERSONAL_LOAN', 12, 800_000, 36)).toEqual({
      final_emi: 26_571,
      total_processing_fee_amount: 18_880,
      insurance_fee: 6_000,
    });
  });
});
