import dayjs, { type Dayjs } from 'dayjs';
import { ageInYears, normaliseDate } from '../dates';
import {
  EMI_DAY_OF_MONTH,
  LOAN_END_BIRTHDAY,
  MAX_DISBURSEMENT_DAYS_AHEAD,
  MIN_DAYS_TO_FIRST_EMI,
} from './constants';

/*
 * Calendar arithmetic on 'YYYY-MM-DD' strings, done by dayjs. "Today" is always passed in (the
 * server's Indian date, or the device's for the offer screen's preview): nothing here reads the
 * clock. A date is read as the local start of that calendar date, and dayjs adds days and
 * months on the calendar (date and month fields, not milliseconds), so no time zone or daylight
 * saving change can move a result to another day. ISO dates compare correctly as strings.
 */

const ISO = 'YYYY-MM-DD';

/** The calendar date (callers hand in 'YYYY-MM-DD' dates already checked or computed here). */
const dayOf = (iso: string): Dayjs => dayjs(iso);

/** A real calendar date written 'YYYY-MM-DD' (the contract's Date), nothing else. */
export const isIsoDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && normaliseDate(text) === text;

export const addDays = (iso: string, days: number): string =>
  dayOf(iso).add(days, 'day').format(ISO);

/** Rounded: where a midnight does not exist (a DST change at 00:00), that day starts at 01:00. */
export const daysBetween = (from: string, to: string): number =>
  Math.round(dayOf(to).diff(dayOf(from), 'day', true));

/** Calendar months later, the day kept or, in a shorter month, its last day (31 Jan + 1 → 28 Feb). */
export const addMonths = (iso: string, months: number): string =>
  dayOf(iso).add(months, 'month').format(ISO);

/**
 * The `years`th birthday of someone born on `dob`. A 29 February birthday falls on 1 March in
 * other years, as in the date-of-birth rule (never early); dayjs would say 28 February.
 */
export function birthday(dob: string, years: number): string {
  const born = dayOf(dob);
  const then = born.add(years, 'year');
  return (then.date() === born.date() ? then : then.add(1, 'day')).format(ISO);
}

/** Whole years of age on `today`, by the same rule as the date-of-birth check. */
export const ageOn = (dob: string, today: string): number =>
  // A local Date holding today's calendar date, which is what ageInYears reads.
  ageInYears(dob, dayOf(today).toDate());

/** Monday to Friday. Bank holidays are not modelled: they differ by state and by year. */
export function isWorkingDay(iso: string): boolean {
  const weekday = dayOf(iso).day();
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
  const earliest = dayOf(disbursementDate).add(MIN_DAYS_TO_FIRST_EMI, 'day');
  const fifth = earliest.date(EMI_DAY_OF_MONTH);
  return (earliest.date() <= EMI_DAY_OF_MONTH ? fifth : fifth.add(1, 'month')).format(ISO);
}

/**
 * Whether a disbursement date has passed: a loan cannot be disbursed on a day already gone, so
 * an accepted offer whose date is before today cannot be submitted (the server's final submit
 * and mark-completed refuse it; the final submit screen says so before the press) and may be
 * changed and accepted again.
 */
export const disbursementDatePassed = (disbursementDate: string, today: string): boolean =>
  disbursementDate < today;

/** What the final submit answers (400) for an accepted offer whose disbursement date has passed. */
export const DISBURSEMENT_DATE_PASSED =
  'The disbursement date of the accepted loan offer has passed. Choose a new disbursement date on the loan offer and accept it again, then submit.';

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
  // Each EMI falls in a later month than the one before, so the count is found by halving
  // [0, cap]: about eight date steps instead of up to 300. The offer screen runs this on every
  // keystroke and the server on every offer edit.
  let fewest = 0;
  let most = cap;
  while (fewest < most) {
    const middle = Math.floor((fewest + most) / 2);
    if (addMonths(emiStartDate, middle) < limit) fewest = middle + 1;
    else most = middle;
  }
  return fewest;
}
