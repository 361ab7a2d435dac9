import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import * as v from 'valibot';
import { textField } from './text';

dayjs.extend(customParseFormat);

export const MIN_AGE = 18;
export const MAX_AGE = 65;

export const DOB_AGE_MESSAGE = 'Age not acceptable as per provided DOB';
export const DOB_INVALID_MESSAGE = 'Invalid date of birth';

/** The three ways the spec says a date may arrive; the separator tells them apart. */
const INPUT_FORMATS = ['YYYY-MM-DD', 'DD-MM-YYYY', 'MM/DD/YYYY'] as const;

/**
 * A calendar date in one of the accepted formats → 'YYYY-MM-DD', else null. Parsing is strict,
 * so impossible dates (31-02-2020) and partial ones (2020-1-5) are refused rather than rolled over.
 * Dates are parsed as local calendar dates: no instant, so no time-zone shift.
 */
export function normaliseDate(input: string): string | null {
  const text = input.trim();
  const iso = isoDateOf(text);
  if (iso !== undefined) return iso;
  for (const format of INPUT_FORMATS) {
    const parsed = dayjs(text, format, true);
    if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
  }
  return null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD', the format every body sends, checked without dayjs, with the same answer as its
 * strict parsing (a date of birth is normalised three times per check, and parsing with dayjs
 * was most of the check of a personal details save). Undefined: not this format, or a year
 * before 1000, which dayjs reads its own way; normaliseDate then asks dayjs.
 */
function isoDateOf(text: string): string | null | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return undefined;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? text : null;
}

type CalendarDate = { year: number; month: number; day: number };

function calendarDate(iso: string): CalendarDate {
  const [year = NaN, month = NaN, day = NaN] = iso.split('-').map(Number);
  return { year, month, day };
}

/** "Today" is the local calendar date of the instant (India for the people using this). */
function localCalendarDate(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/**
 * Whole years from the date of birth to today; the year counts only once the birthday is reached.
 * A 29 February birthday is reached on 1 March in other years (never early). NaN when the date of
 * birth is not a date in an accepted format.
 */
export function ageInYears(dob: string, today: Date): number {
  const iso = normaliseDate(dob);
  if (iso === null) return NaN;
  const born = calendarDate(iso);
  const now = localCalendarDate(today);
  const reached = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (reached ? 0 : 1);
}

function toDayjs(value: string | Date): dayjs.Dayjs {
  if (typeof value === 'string') {
    const iso = normaliseDate(value);
    // Date-only strings stay calendar dates; timestamps (created_at) are shown in local time.
    return iso === null ? dayjs(value) : dayjs(iso, 'YYYY-MM-DD', true);
  }
  return dayjs(value);
}

/** → 'DD-MM-YYYY'; '' when the value is not a date. */
export function formatDate(value: string | Date): string {
  const d = toDayjs(value);
  return d.isValid() ? d.format('DD-MM-YYYY') : '';
}

/** → 'hh:mm A', e.g. '03:07 PM'; '' when the value is not a date. */
export function formatTime(value: string | Date): string {
  const d = toDayjs(value);
  return d.isValid() ? d.format('hh:mm A') : '';
}

/**
 * Date of birth in any accepted format → 'YYYY-MM-DD', with the age on `today()` between 18 and
 * 65 inclusive (65 lasts until the 66th birthday). `today` is read at each validation.
 */
export function dobSchema(today: () => Date = () => new Date()) {
  return v.pipe(
    textField(DOB_INVALID_MESSAGE, { max: 10 }),
    v.check((text) => normaliseDate(text) !== null, DOB_INVALID_MESSAGE),
    v.transform((text) => normaliseDate(text) ?? ''),
    v.check((iso) => {
      const age = ageInYears(iso, today());
      return age >= MIN_AGE && age <= MAX_AGE;
    }, DOB_AGE_MESSAGE),
  );
}

export const DobSchema = dobSchema();
