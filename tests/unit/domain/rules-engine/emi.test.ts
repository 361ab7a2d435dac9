import { describe, expect, it } from 'vitest';
import { emiFor, principalFor } from '../../../../src/domain/rules-engine/emi';

/*
 * Worked by hand (powers to 20 places with bc, not with the code under test):
 *   EMI = P·r·(1+r)^n / ((1+r)^n − 1), r = annual % / 12 / 100, rounded to the nearest rupee.
 */
describe('emiFor (standard amortisation, whole rupees)', () => {
  it('₹1,00,000 at 12 % for 12 months → ₹8,885', () => {
    // r = 12 / 12 / 100 = 0.01; (1.01)^12 = 1.126825030131970
    // EMI = 100000 × 0.01 × 1.126825030 / 0.126825030 = 1126.825030 / 0.126825030 = 8884.8789
    // → rounded to the nearest rupee: 8,885
    expect(emiFor(100_000, 12, 12)).toBe(8_885);
  });

  it('₹5,00,000 at 18 % for 36 months → ₹18,076', () => {
    // r = 18 / 12 / 100 = 0.015; (1.015)^36 = 1.709139538097704
    // EMI = 500000 × 0.015 × 1.709139538 / 0.709139538 = 12818.546536 / 0.709139538 = 18076.1978
    // → 18,076 (0.1978 rounds down)
    expect(emiFor(500_000, 18, 36)).toBe(18_076);
  });

  it('₹11,23,000 at 12 % for 60 months → ₹24,981', () => {
    // (1.01)^60 = 1.816696698564090
    // EMI = 1123000 × 0.01 × 1.816696699 / 0.816696699 = 20401.504 / 0.816696699 = 24980.5148 → 24,981
    expect(emiFor(1_123_000, 12, 60)).toBe(24_981);
  });

  it('at 0 % the EMI is the amount over the months: ₹1,20,000 / 12 = ₹10,000; ₹1,00,000 / 7 = ₹14,286', () => {
    expect(emiFor(120_000, 0, 12)).toBe(10_000);
    // 100000 / 7 = 14285.714… → 14,286
    expect(emiFor(100_000, 0, 7)).toBe(14_286);
  });

  it('no amount or no months: no EMI', () => {
    expect(emiFor(0, 12, 12)).toBe(0);
    expect(emiFor(100_000, 12, 0)).toBe(0);
  });

  it('is the same EMI the amount-from-EMI formula starts from (inverse, before rounding)', () => {
    const principal = principalFor(24_980.5148, 12, 60);
    expect(principal).toBeCloseTo(1_123_000, 0);
  });
});

describe('principalFor (the loan an EMI repays)', () => {
  it('₹25,000 a month at 12 % for 60 months repays ₹11,23,875.96', () => {
    // P = EMI × ((1+r)^n − 1) / (r × (1+r)^n) = 25000 × 0.816696699 / 0.018166967 = 25000 × 44.955038
    //   = 1123875.96
    expect(principalFor(25_000, 12, 60)).toBeCloseTo(1_123_875.96, 2);
  });

  it('at 0 % it is the EMI times the months', () => {
    expect(principalFor(10_000, 0, 12)).toBe(120_000);
  });

  it('no EMI repays nothing', () => {
    expect(principalFor(0, 12, 60)).toBe(0);
    expect(principalFor(-500, 12, 60)).toBe(0);
  });
});
