import type { LoanType } from '../enums';
import type { ScoreBand } from './constants';

/**
 * What the rules engine knows about each loan type. Every loan is priced as an amortising term
 * loan (overdraft limits and bill discounting included), because the offer screen shows one EMI
 * for all of them. The figures are chosen to sit within what Indian lenders publish for each
 * kind of loan; docs/rules-engine.md has the same table.
 */
export interface LoanProduct {
  /** The largest loan of this type (rupees). */
  maxAmount: number;
  /** The longest tenure of this type (months), before the age limit. */
  maxTenure: number;
  /** Interest rate, percent per annum, by score band. */
  rate: Readonly<Record<ScoreBand, number>>;
  /** Processing fee: percent of the amount, then at least `min` and at most `max` rupees. */
  processingFee: { percent: number; min: number; max: number };
  /** Credit-life insurance: percent of the amount for each started year of tenure (0: none). */
  insurancePercentPerYear: number;
}

const rates = (A: number, B: number, C: number) => ({ A, B, C });
const fee = (percent: number, min: number, max: number) => ({ percent, min, max });

const PERSONAL: LoanProduct = {
  maxAmount: 2_500_000,
  maxTenure: 60,
  rate: rates(12, 14, 18),
  processingFee: fee(2, 1_999, 25_000),
  insurancePercentPerYear: 0.25,
};

const PROFESSIONAL: LoanProduct = {
  maxAmount: 5_000_000,
  maxTenure: 60,
  rate: rates(11.5, 13.5, 16.5),
  processingFee: fee(1.5, 2_999, 30_000),
  insurancePercentPerYear: 0.25,
};

const CAR: LoanProduct = {
  maxAmount: 5_000_000,
  maxTenure: 84,
  rate: rates(9, 10, 12),
  processingFee: fee(1, 3_000, 15_000),
  insurancePercentPerYear: 0.2,
};

/** Overdraft and dropline limits: short, unsecured, priced high, no cover. */
const UNSECURED_LIMIT: LoanProduct = {
  maxAmount: 1_000_000,
  maxTenure: 12,
  rate: rates(15, 17, 20),
  processingFee: fee(1, 1_000, 10_000),
  insurancePercentPerYear: 0,
};

const EQUIPMENT: LoanProduct = {
  maxAmount: 20_000_000,
  maxTenure: 60,
  rate: rates(11, 12.5, 14.5),
  processingFee: fee(1, 5_000, 50_000),
  insurancePercentPerYear: 0.2,
};

export const LOAN_PRODUCTS: Readonly<Record<LoanType, LoanProduct>> = {
  PERSONAL_LOAN: PERSONAL,
  PROFESSIONAL_LOANS: PROFESSIONAL,
  HOME_LOAN: {
    maxAmount: 50_000_000,
    maxTenure: 240,
    rate: rates(8.5, 9.25, 10.5),
    processingFee: fee(0.5, 5_000, 25_000),
    insurancePercentPerYear: 0.1,
  },
  LAP: {
    maxAmount: 30_000_000,
    maxTenure: 180,
    rate: rates(9.5, 10.5, 12),
    processingFee: fee(1, 10_000, 50_000),
    insurancePercentPerYear: 0.1,
  },
  LAS_MUTUAL_FUNDS: {
    maxAmount: 10_000_000,
    maxTenure: 36,
    rate: rates(10, 10.5, 11.5),
    processingFee: fee(0.5, 1_000, 10_000),
    insurancePercentPerYear: 0,
  },
  OD_UNSECURED_LIMIT: UNSECURED_LIMIT,
  AUTO_LOAN: CAR,
  GOLD_LOAN: {
    maxAmount: 5_000_000,
    maxTenure: 12,
    rate: rates(9.5, 10, 11),
    processingFee: fee(0.5, 500, 5_000),
    // The pledged gold is the security: no life cover is sold with it.
    insurancePercentPerYear: 0,
  },
  EDUCATION_LOAN: {
    maxAmount: 7_500_000,
    maxTenure: 120,
    rate: rates(10, 11, 12.5),
    processingFee: fee(1, 1_000, 10_000),
    insurancePercentPerYear: 0.2,
  },
  NEW_CAR_LOAN: CAR,
  USED_CAR_LOAN: {
    maxAmount: 2_500_000,
    maxTenure: 60,
    rate: rates(12, 14, 16),
    processingFee: fee(1.5, 3_000, 20_000),
    insurancePercentPerYear: 0.2,
  },
  DOD_UNSECURED: UNSECURED_LIMIT,
  SEP: PROFESSIONAL,
  SENP: {
    maxAmount: 3_000_000,
    maxTenure: 60,
    rate: rates(14, 16, 19),
    processingFee: fee(2, 2_999, 30_000),
    insurancePercentPerYear: 0.25,
  },
  BUSINESS_LOAN: {
    maxAmount: 5_000_000,
    maxTenure: 60,
    rate: rates(14, 16, 19),
    processingFee: fee(2, 2_999, 50_000),
    insurancePercentPerYear: 0.25,
  },
  SMALL_BUSINESS_LOAN: {
    maxAmount: 1_000_000,
    maxTenure: 36,
    rate: rates(16, 18, 21),
    processingFee: fee(2, 1_999, 15_000),
    insurancePercentPerYear: 0.25,
  },
  BILL_DISCOUNTING: {
    maxAmount: 10_000_000,
    maxTenure: 12,
    rate: rates(11, 12.5, 14),
    processingFee: fee(0.5, 2_000, 25_000),
    insurancePercentPerYear: 0,
  },
  EQUIPMENT_FINANCING: EQUIPMENT,
  CONSTRUCTION_EQUIPMENT: { ...EQUIPMENT, rate: rates(11.5, 13, 15) },
  OD_SECURED_LIMIT: {
    maxAmount: 10_000_000,
    maxTenure: 12,
    rate: rates(10.5, 11.5, 13),
    processingFee: fee(0.5, 2_000, 25_000),
    insurancePercentPerYear: 0,
  },
  OD_DOD_UNSECURED_LIMIT: UNSECURED_LIMIT,
};
