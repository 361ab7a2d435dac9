import { describe, expect, it } from 'vitest';
import { feesFor, percentOf } from '../../../../src/domain/rules-engine/fees';

describe('feesFor (processing fee + GST, insurance; whole rupees, half up)', () => {
  // [case, loan type, amount, months, processing fee, GST, total fee, insurance], by hand:
  it.each([
    // Processing fee 2 % of 1123000 = 22460 (between ₹1,999 and ₹25,000, so kept)
    // GST 18 % of 22460 = 4042.80 → 4,043; total 22460 + 4043 = 26,503
    // Insurance 0.25 % a year × 5 started years = 1.25 % of 1123000 = 14037.50 → half up: 14,038
    [
      'personal loan of ₹11,23,000 over 60 months',
      'PERSONAL_LOAN',
      1_123_000,
      60,
      22_460,
      4_043,
      26_503,
      14_038,
    ],
    // 2 % of 50000 = 1000 < minimum 1999 → 1,999; GST 18 % = 359.82 → 360; total 2,359
    // Insurance: 13 months start 2 years → 0.25 % × 2 = 0.5 % of 50000 = 250
    [
      'a small loan pays the minimum fee: ₹50,000 personal loan over 13 months',
      'PERSONAL_LOAN',
      50_000,
      13,
      1_999,
      360,
      2_359,
      250,
    ],
    // 2 % of 2000000 = 40000 > maximum 25000 → 25,000; GST 4,500; total 29,500
    // Insurance 0.25 % × 1 year = 5,000
    [
      'a large loan pays the maximum fee: ₹20,00,000 personal loan over 12 months',
      'PERSONAL_LOAN',
      2_000_000,
      12,
      25_000,
      4_500,
      29_500,
      5_000,
    ],
    ['no loan, no fees', 'PERSONAL_LOAN', 0, 60, 0, 0, 0, 0],
  ] as const)('%s', (_case, loanType, amount, months, fee, gst, total, insurance) => {
    expect(feesFor(loanType, amount, months)).toEqual({
      processing_fee: fee,
      gst,
      total_processing_fee_amount: total,
      insurance_fee: insurance,
    });
  });

  it('a gold loan has no insurance; home loan insurance is 0.1 % a year', () => {
    // Gold: 0.5 % of 200000 = 1000 (min 500, max 5000); GST 180; total 1,180; no cover
    expect(feesFor('GOLD_LOAN', 200_000, 12)).toMatchObject({
      total_processing_fee_amount: 1_180,
      insurance_fee: 0,
    });
    // Home: 0.1 % × 20 years = 2 % of 3000000 = 60,000 (0.1 is not exact in binary: bps are)
    expect(feesFor('HOME_LOAN', 3_000_000, 240).insurance_fee).toBe(60_000);
  });
});

describe('percentOf (basis points, so half a rupee rounds up every time)', () => {
  it.each([
    [1_123_000, 1.25, 14_038], // 14037.5 → 14038
    [5, 10, 1], // 0.5 → 1
    [15, 0.1, 0], // 0.015 → 0
    [4_995, 0.1, 5], // 4.995 → 5
    [1_999, 18, 360], // 359.82 → 360
  ])('%d × %d %% → %d', (amount, percent, expected) =>
    expect(percentOf(amount, percent)).toBe(expected),
  );
});
