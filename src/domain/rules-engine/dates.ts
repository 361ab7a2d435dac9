import { ageInYears, normaliseDate } from '../dates';
import {
  EMI_DAY_OF_MONTH,
  LOAN_END_BIRTHDAY,
  MAX_DISBURSEMENT_DAYS_AHEAD,
  MIN_DAYS_TO_FIRST_EMI,
} from './constants';

/*
 * Calendar arithmetic on 'YYYY-MM-DD' strings. "Today" is always passed in (the server's local
 * date, or the device's for the offer screen's preview): nothing here reads the clock. Dates are
 * calendar dates, so the arithmetic is done on UTC midnights, where no day is 23 or 25 hours.
 * ISO dates compare correctly as strings.
 */

const DAY_MS = 86_400_000;

function partsOf(iso: string): { year: number; month: number; day: number } {
  const [year = NaN, month = NaN, day = NaN] = iso.split('-').map(Number);
  return { year, month, day };
}

const utcOf = (iso: string): number => {
  const { year, month, day } = partsOf(iso);
  return Date.UTC(year, month - 1, day);
};

const isoOf = (utc: number): string => new Date(utc).toISOString().slice(0, 10);

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar date written 'YYYY-MM-DD' (the contract's Date), nothing else. */
export const isIsoDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && normaliseDate(text) === text;

export const addDays = (iso: string, days: number): string => isoOf(utcOf(iso) + days * DAY_MS);

export const daysBetween = (from: string, to: string): number =>
  Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** Calendar months later, the day kept or, in a shorter month, its last day (31 Jan + 1 → 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOf(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return isoOf(
    Date.UTC(targetYear, targetMonth - 1, Math.min(day, daysInMonth(targetYear, targetMonth))),
  );
}

/**
 * The `years`th birthday of someone born on `dob`. A 29 February birthday falls on 1 March in
 * other years, as in the date-of-birth rule (never early).
 */
export function birthday(dob: string, years: number): string {
  const { year, month, day } = partsOf(dob);
  const target = year + years;
  if (month === 2 && day === 29 && daysInMonth(target, 2) === 28) return `${target}-03-01`;
  return isoOf(Date.UTC(target, month - 1, day));
}

/** Whole years of age on `today`, by the same rule as the date-of-birth check. */
export function ageOn(dob: string, today: string): number {
  const { year, month, day } = partsOf(today);
  // A local Date holding today's calendar date, which is what ageInYears reads.
  return ageInYears(dob, new Date(year, month - 1, day));
}

/** Monday to Friday. Bank holidays are not modelled: they differ by state and by year. */
export function isWorkingDay(iso: string): boolean {
  const weekday = new Date(utcOf(iso)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The default disbursement date: the first working day after today (never today itself). */
export function nextWorkingDay(today: string): string {
  let day = addDays(today, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The EMI start date for a disbursement date: the first 5th of a month that is at least 15 days
 * after disbursement (disbursed 2 Nov → 17 Nov is the earliest → 5 Dec; disbursed 21 Dec →
 * 5 Jan, exactly 15 days; disbursed 22 Dec → 5 Feb).
 */
export function emiStartDateFor(disbursementDate: string): string {
  const earliest = partsOf(addDays(disbursementDate, MIN_DAYS_TO_FIRST_EMI));
  const day = String(EMI_DAY_OF_MONTH).padStart(2, '0');
  const sameMonth = `${earliest.year}-${String(earliest.month).padStart(2, '0')}-${day}`;
  return earliest.day <= EMI_DAY_OF_MONTH ? sameMonth : addMonths(sameMonth, 1);
}

/** The last disbursement date an edit may choose. */
export const latestDisbursementDate = (today: string): string =>
  addDays(today, MAX_DISBURSEMENT_DAYS_AHEAD);

/**
 * The most EMIs that fall before the applicant's 66th birthday when the first falls on
 * `emiStartDate` and the rest a month apart, counted up to `cap` (the loan type's maximum).
 * 0 when even the first is too late, or when either date is not a date (nothing can be lent
 * against a birthday nobody knows).
 */
export function monthsBeforeLoanEndBirthday(
  dob: string,
  emiStartDate: string,
  cap: number,
): number {
  if (!isIsoDate(dob) || !isIsoDate(emiStartDate)) return 0;
  const limit = birthday(dob, LOAN_END_BIRTHDAY);
  let count = 0;
  while (count < cap && addMonths(emiStartDate, count) < limit) count += 1;
  return count;
}
