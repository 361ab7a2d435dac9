import { addMonths } from '../rules-engine/dates';

/*
 * The repayment schedule of a Key Fact Statement (RBI/2024-25/18, Annex A part 2 and Annex C):
 * equal monthly instalments on the reducing balance, in whole rupees. Each month's interest is
 * the opening balance × annual rate / 12, rounded to the rupee (half up); the rest of the EMI
 * repays principal. The last instalment repays whatever is left, so the closing balance ends at
 * exactly 0 however the EMI was rounded (it may differ from the EMI by a few rupees).
 *
 * The first instalment falls on the offer's EMI start date and the others on the same day of
 * the following months. The first period is charged one month's interest even though the EMI
 * start date is 15 to 45 days after disbursement: no broken-period interest is charged (it is
 * not in the offer the borrower is shown, so the KFS does not add it either; docs/kfs.md).
 */

export interface Instalment {
  /** 1, 2, … */
  number: number;
  /** 'YYYY-MM-DD' */
  due_date: string;
  opening_balance: number;
  principal: number;
  interest: number;
  /** principal + interest: the EMI, except perhaps for the last one. */
  instalment: number;
  closing_balance: number;
}

export interface ScheduleTerms {
  /** The sanctioned amount, whole rupees. */
  principal: number;
  /** Percent per annum, fixed. */
  annualRate: number;
  /** Months. */
  tenure: number;
  /** The offer's EMI, whole rupees. */
  emi: number;
  /** 'YYYY-MM-DD': the first instalment's date (the offer's EMI start date). */
  firstDueDate: string;
}

/** One month's interest on `balance` rupees at `annualRate` percent, to the rupee (half up). */
export function monthInterest(balance: number, annualRate: number): number {
  // Basis points keep balance × rate an exact integer before the one division that rounds.
  const basisPoints = Math.round(annualRate * 100);
  return Math.round((balance * basisPoints) / 120_000);
}

export function repaymentSchedule(terms: ScheduleTerms): Instalment[] {
  const rows: Instalment[] = [];
  let balance = terms.principal;
  for (let number = 1; number <= terms.tenure; number += 1) {
    const interest = monthInterest(balance, terms.annualRate);
    const last = number === terms.tenure;
    // Never repay more than is owed: an EMI rounded up can finish the loan a month early.
    const principal = last ? balance : Math.min(balance, Math.max(0, terms.emi - interest));
    rows.push({
      number,
      due_date: addMonths(terms.firstDueDate, number - 1),
      opening_balance: balance,
      principal,
      interest,
      instalment: principal + interest,
      closing_balance: balance - principal,
    });
    balance -= principal;
  }
  return rows;
}
