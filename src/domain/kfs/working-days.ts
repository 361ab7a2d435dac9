import { addDays, isWorkingDay } from '../rules-engine/dates';

/*
 * A Key Fact Statement stays valid for at least three working days from the day it is issued
 * (RBI/2024-25/18, para 5: "a validity period of at least three working days for loans having
 * tenor of seven days or more"). Working days: Monday to Friday, except the national holidays
 * below. They are the three holidays every Indian state keeps on a fixed date; the festivals of
 * the gazetted list move every year and differ by state, so counting them would need a yearly
 * list per state — a longer validity than the minimum never hurts the borrower, a shorter one
 * would (docs/kfs.md).
 */

/** Republic Day, Independence Day, Gandhi Jayanti ('MM-DD'). */
export const NATIONAL_HOLIDAYS: readonly string[] = ['01-26', '08-15', '10-02'];

/** The working days a KFS stays valid, counted after the day it is issued. */
export const KFS_VALID_WORKING_DAYS = 3;

/** A weekday that is no national holiday ('YYYY-MM-DD'). */
export function isKfsWorkingDay(iso: string): boolean {
  return isWorkingDay(iso) && !NATIONAL_HOLIDAYS.includes(iso.slice(5));
}

/** The `count`th working day after `iso` (the day itself never counts). */
export function workingDaysAfter(iso: string, count: number): string {
  let day = iso;
  for (let found = 0; found < count;) {
    day = addDays(day, 1);
    if (isKfsWorkingDay(day)) found += 1;
  }
  return day;
}

/** The last day a KFS issued on `issuedOn` may be acknowledged (valid to that day's end). */
export const kfsValidUntil = (issuedOn: string): string =>
  workingDaysAfter(issuedOn, KFS_VALID_WORKING_DAYS);

/** Whether a KFS valid until `validUntil` has expired on `today` (both 'YYYY-MM-DD'). */
export const kfsExpired = (validUntil: string, today: string): boolean => today > validUntil;
