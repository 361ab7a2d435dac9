import type { LoanType } from '../enums';
import { GST_ON_FEES_PERCENT } from './constants';
import { LOAN_PRODUCTS } from './loan-products';

/*
 * Percentages are turned into basis points (hundredths of a percent, whole numbers) before they
 * touch an amount: amount × bps is then an exact integer, so a fee that lands on half a rupee
 * rounds up as the rule says instead of by a floating-point accident (0.1 % is not exact).
 */
const basisPoints = (percent: number): number => Math.round(percent * 100);

/** `percent` of a whole-rupee amount, rounded to the nearest rupee (half up). */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * basisPoints(percent)) / 10_000);
}

export interface Fees {
  /** The fee before GST, within the loan type's min and max. */
  processing_fee: number;
  gst: number;
  /** What the borrower pays: fee + GST (the offer's total_processing_fee_amount). */
  total_processing_fee_amount: number;
  insurance_fee: number;
}

/**
 * Fees for a loan of `amount` rupees over `tenure` months. Processing fee: the loan type's
 * percent of the amount, raised to its minimum or lowered to its maximum, plus 18 % GST on it.
 * Insurance: the loan type's percent of the amount for each started year of tenure (a 13-month
 * loan pays for 2 years). Every figure is whole rupees, rounded half up. No loan: no fees.
 */
export function feesFor(loanType: LoanType, amount: number, tenure: number): Fees {
  if (amount <= 0) {
    return { processing_fee: 0, gst: 0, total_processing_fee_amount: 0, insurance_fee: 0 };
  }
  const { processingFee, insurancePercentPerYear } = LOAN_PRODUCTS[loanType];
  const fee = Math.min(
    processingFee.max,
    Math.max(processingFee.min, percentOf(amount, processingFee.percent)),
  );
  const gst = percentOf(fee, GST_ON_FEES_PERCENT);
  const years = Math.ceil(tenure / 12);
  return {
    processing_fee: fee,
    gst,
    total_processing_fee_amount: fee + gst,
    insurance_fee: percentOf(amount, insurancePercentPerYear * years),
  };
}
