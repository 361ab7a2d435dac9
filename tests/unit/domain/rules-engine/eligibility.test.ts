import { describe, expect, it } from 'vitest';
import {
  allowedEmiFor,
  amountCapFor,
  statedAmountOf,
  foirPercentFor,
  interestRateFor,
  offerLimits,
  scoreBandOf,
} from '../../../../src/domain/rules-engine/eligibility';
import { monthlyIncome } from '../../../../src/domain/rules-engine/income';
import { SALARIED_FACTS } from '../../../support/offer-facts';

/** A salaried applicant of 34 asking for a ₹15 lakh personal loan, first EMI on 5 Dec 2026. */
const FACTS = SALARIED_FACTS;
const FIRST_EMI = '2026-12-05';

describe('monthly income from the sections', () => {
  it('salaried: the monthly in-hand salary', () => {
    expect(
      monthlyIncome({ job_type: 'SALARIED', employment_info: { monthly_in_hand_salary: 85_000 } }),
    ).toBe(85_000);
  });

  it('professional (public flow) fills the employment section too', () => {
    expect(
      monthlyIncome({
        job_type: 'PROFESSIONAL',
        employment_info: { monthly_in_hand_salary: 40_000 },
      }),
    ).toBe(40_000);
  });

  it('salaried without a salary, or without the section: no income', () => {
    expect(monthlyIncome({ job_type: 'SALARIED', employment_info: {} })).toBe(0);
    expect(monthlyIncome({ job_type: 'SALARIED', employment_info: null })).toBe(0);
  });

  it('self-employed: the latest year’s profit / 12, rounded down', () => {
    const business_info = {
      business_financials: {
        data: [
          { fy: '2023-24', profit: 600_000 },
          { fy: '2025-26', profit: 900_001 },
          { fy: '2024-25', profit: 720_000 },
        ],
      },
    };
    // Latest year 2025-26: 900001 / 12 = 75000.08 → 75,000
    expect(monthlyIncome({ job_type: 'SELF_EMPLOYED', business_info })).toBe(75_000);
  });

  it('self-employed with a loss in the latest year, or no financials: no income', () => {
    const loss = {
      business_financials: {
        data: [
          { fy: '2025-26', profit: -120_000 },
          { fy: '2024-25', profit: 720_000 },
        ],
      },
    };
    expect(monthlyIncome({ job_type: 'SELF_EMPLOYED', business_info: loss })).toBe(0);
    expect(monthlyIncome({ job_type: 'SELF_EMPLOYED', business_info: {} })).toBe(0);
    expect(monthlyIncome({ job_type: 'SELF_EMPLOYED' })).toBe(0);
  });
});

describe('score bands and rates', () => {
  it.each([
    [900, 'A'],
    [750, 'A'],
    [749, 'B'],
    [700, 'B'],
    [699, 'C'],
    [650, 'C'],
    [649, null],
    [0, null],
  ] as const)('score %d → band %s', (score, band) => expect(scoreBandOf(score)).toBe(band));

  it('rates by loan type and band', () => {
    expect(interestRateFor('PERSONAL_LOAN', 'A')).toBe(12);
    expect(interestRateFor('PERSONAL_LOAN', 'C')).toBe(18);
    expect(interestRateFor('HOME_LOAN', 'B')).toBe(9.25);
  });
});

describe('FOIR and the EMI the income allows', () => {
  it.each([
    [14_999, 40],
    [49_999, 40],
    [50_000, 50],
    [99_999, 50],
    [100_000, 60],
  ])('income ₹%d → FOIR %d %%', (income, percent) => expect(foirPercentFor(income)).toBe(percent));

  it('₹60,000 income with ₹5,000 of EMIs already → ₹25,000 for the new loan', () => {
    // FOIR 50 % (income ₹50,000–₹99,999): 60000 × 50 % = 30000; 30000 − 5000 = 25,000
    expect(allowedEmiFor(60_000, 5_000)).toBe(25_000);
  });

  it('existing EMIs can take all the room', () => {
    // 80000 × 50 % = 40000 − 40000 = 0
    expect(allowedEmiFor(80_000, 40_000)).toBe(0);
  });
});

describe('suggested amount (the worked example)', () => {
  it('₹60,000 income, ₹5,000 EMIs, score 780, personal loan, asked ₹15 lakh → ₹11,23,000', () => {
    // Allowed EMI 25,000 (above). Band A personal loan: 12 % → r = 0.01. Age 34: 60 months.
    // P = 25000 × ((1.01)^60 − 1) / (0.01 × (1.01)^60) = 25000 × 0.816696699 / 0.018166967
    //   = 25000 × 44.955038 = 1123875.96 → down to the ₹1,000 step: 11,23,000
    // Cap: min(asked 15,00,000, personal loan maximum 25,00,000) = 15,00,000 → 11,23,000 stands
    expect(offerLimits(FACTS, FIRST_EMI)).toEqual({
      band: 'A',
      interest_rate: 12,
      allowed_emi: 25_000,
      max_tenure: 60,
      supported_amount: 1_123_000,
      suggested_loan_amount: 1_123_000,
    });
  });

  it('the amount asked for caps it: ₹8 lakh asked → ₹8,00,000', () => {
    expect(
      offerLimits({ ...FACTS, required_amount: 800_000 }, FIRST_EMI).suggested_loan_amount,
    ).toBe(800_000);
  });

  it('the loan type’s maximum caps it: ₹5 lakh a month, nothing asked → ₹25,00,000', () => {
    // FOIR 60 %: 300000 − 0 → P = 300000 × 44.955038 = 1,34,86,511 > personal loan max 25,00,000
    const rich = { ...FACTS, required_amount: undefined, monthly_income: 500_000 };
    expect(
      offerLimits({ ...rich, bureau: { ...rich.bureau, monthly_obligations: 0 } }, FIRST_EMI)
        .suggested_loan_amount,
    ).toBe(2_500_000);
  });

  it('an amount asked below the smallest loan is read as the smallest loan', () => {
    expect(amountCapFor('PERSONAL_LOAN', 5_000)).toBe(10_000);
    expect(amountCapFor('PERSONAL_LOAN', null)).toBe(2_500_000);
    expect(amountCapFor('GOLD_LOAN', 9_000_000)).toBe(5_000_000);
  });

  it('no amount stated is read as not stated, as is a ₹0 kept from before it was refused', () => {
    expect(statedAmountOf({ required_amount: undefined })).toBeNull();
    expect(statedAmountOf({ required_amount: 0 })).toBeNull();
    expect(statedAmountOf({ required_amount: 1 })).toBe(1);
    const rich = { ...FACTS, monthly_income: 500_000 };
    const richFacts = { ...rich, bureau: { ...rich.bureau, monthly_obligations: 0 } };
    // Both offer the loan type's maximum: the most this borrower is eligible for.
    for (const required_amount of [undefined, 0]) {
      expect(offerLimits({ ...richFacts, required_amount }, FIRST_EMI).suggested_loan_amount).toBe(
        2_500_000,
      );
    }
  });

  it('age shortens the tenure, and the amount with it: 65-year-old, 7 EMIs → ₹1,00,000 asked', () => {
    // Born 15 Jun 1961: 7 EMIs (5 Dec 2026 … 5 Jun 2027) before the 66th birthday.
    // Income 60000, no EMIs: allowed 30000. P = 30000 × (1.01^7 − 1) / (0.01 × 1.01^7)
    //   = 30000 × 0.072135352 / 0.010721354 = 201845.84 → 2,01,000, capped by ₹1,00,000 asked
    const old = {
      ...FACTS,
      dob: '1961-06-15',
      required_amount: 100_000,
      bureau: { ...FACTS.bureau, monthly_obligations: 0 },
    };
    expect(offerLimits(old, FIRST_EMI)).toMatchObject({
      max_tenure: 7,
      supported_amount: 201_000,
      suggested_loan_amount: 100_000,
    });
  });

  it('below the score cut-off the income is still judged, at the worst band’s rate', () => {
    // Band C personal loan 18 % → r = 0.015; P = 25000 × (1.015^60 − 1) / (0.015 × 1.015^60)
    //   = 25000 × 39.380269 = 984506.72 → 9,84,000
    const low = { ...FACTS, bureau: { ...FACTS.bureau, score: 600 } };
    expect(offerLimits(low, FIRST_EMI)).toMatchObject({
      band: null,
      interest_rate: 18,
      supported_amount: 984_000,
    });
  });
});
