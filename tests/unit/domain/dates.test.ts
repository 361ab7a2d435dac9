import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { describe, expect, it } from 'vitest';
import {
  DobSchema,
  MAX_AGE,
  MIN_AGE,
  ageInYears,
  dobSchema,
  formatDate,
  formatTime,
  normaliseDate,
} from '../../../src/domain/dates';
import { validate } from '../../../src/domain/validation';
// `at` builds a local wall-clock instant inside tests, so it follows the time zone under test.
import { at, useTimeZone, ZONES } from '../../support/time-zones';

dayjs.extend(customParseFormat);

describe('normaliseDate', () => {
  it.each([
    ['2020-02-29', '2020-02-29'],
    ['29-02-2020', '2020-02-29'],
    ['02/29/2020', '2020-02-29'],
    ['05-01-2020', '2020-01-05'],
    ['01/05/2020', '2020-01-05'],
    ['20-01-2020', '2020-01-20'],
    ['31-12-1999', '1999-12-31'],
    [' 2026-11-22 ', '2026-11-22'],
  ])('%j → %s', (input, iso) => expect(normaliseDate(input)).toBe(iso));

  it.each([
    '31-02-2020',
    '29-02-2021',
    '2021-02-29',
    '02/30/2020',
    '31/01/2020',
    '2020-13-01',
    '2020-00-10',
    '00-01-2020',
    '2020/01/05',
    '05.01.2020',
    '2020-1-5',
    '5-1-2020',
    '2020-01-05T10:00:00Z',
    '2020-01-05x',
    'yesterday',
    '',
  ])('refuses %j', (input) => expect(normaliseDate(input)).toBeNull());
});

describe('normaliseDate on YYYY-MM-DD (checked without dayjs)', () => {
  /** What dayjs's strict parsing answers, the rule normaliseDate keeps. */
  function byDayjs(text: string): string | null {
    for (const format of ['YYYY-MM-DD', 'DD-MM-YYYY', 'MM/DD/YYYY']) {
      const parsed = dayjs(text, format, true);
      if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
    }
    return null;
  }
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');

  it('agrees with dayjs on every month and day number of common, leap and century years', () => {
    const inputs: string[] = [];
    for (const year of [1000, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) inputs.push(`${year}-${pad(month)}-${pad(day)}`);
      }
    }
    inputs.push('0999-01-01', '0099-12-31', '0000-01-01');
    for (const input of inputs)
      expect([input, normaliseDate(input)]).toEqual([input, byDayjs(input)]);
  });
});

describe('ageInYears', () => {
  it.each([
    ['2008-11-22', at(2026, 11, 22), 18, 'birthday today'],
    ['2008-11-23', at(2026, 11, 22), 17, 'one day short'],
    ['2008-11-21', at(2026, 11, 22), 18, 'a day past'],
    ['2008-12-01', at(2026, 11, 30), 17, 'birthday next month'],
    ['22-11-2008', at(2026, 11, 22), 18, 'DD-MM-YYYY input'],
    ['11/22/2008', at(2026, 11, 22), 18, 'MM/DD/YYYY input'],
    ['2008-02-29', at(2026, 2, 28), 17, '29 Feb birthday, 28 Feb of a common year'],
    ['2008-02-29', at(2026, 3, 1), 18, '29 Feb birthday, 1 Mar of a common year'],
    ['2008-02-29', at(2028, 2, 28), 19, '29 Feb birthday, 28 Feb of a leap year'],
    ['2008-02-29', at(2028, 2, 29), 20, '29 Feb birthday, 29 Feb of a leap year'],
    ['1960-11-23', at(2026, 11, 22), 65, 'day before the 66th birthday'],
    ['1960-11-22', at(2026, 11, 22), 66, '66th birthday'],
    ['2026-11-22', at(2026, 11, 22), 0, 'born today'],
  ])('%s on %s → %i (%s)', (dob, today, age) => expect(ageInYears(dob, today)).toBe(age));

  it.each(['31-02-2000', '', 'soon'])('is NaN for %j', (dob) => {
    expect(ageInYears(dob, at(2026, 11, 22))).toBeNaN();
  });
});

describe('formatDate and formatTime', () => {
  it.each([
    ['2026-11-22', '22-11-2026'],
    ['22-11-2026', '22-11-2026'],
    ['11/22/2026', '22-11-2026'],
    ['2026-01-05T00:00:00', '05-01-2026'],
    ['not a date', ''],
    ['', ''],
  ])('formatDate(%j) → %j', (input, shown) => expect(formatDate(input)).toBe(shown));

  it('formats a Date and refuses an invalid one', () => {
    expect(formatDate(at(2026, 1, 5))).toBe('05-01-2026');
    expect(formatDate(new Date(NaN))).toBe('');
    expect(formatTime(new Date(NaN))).toBe('');
  });

  it.each([
    [at(2026, 1, 5, 15, 7), '03:07 PM'],
    [at(2026, 1, 5, 0, 5), '12:05 AM'],
    [at(2026, 1, 5, 12, 0), '12:00 PM'],
    [at(2026, 1, 5, 9, 30), '09:30 AM'],
    ['2026-01-05T23:59:00', '11:59 PM'],
  ])('formatTime(%s) → %s', (input, shown) => expect(formatTime(input)).toBe(shown));
});

describe('date of birth (age 18 to 65 inclusive)', () => {
  const schema = dobSchema(() => at(2026, 11, 22));

  it('limits are 18 and 65', () => expect([MIN_AGE, MAX_AGE]).toEqual([18, 65]));

  it.each([
    ['2008-11-22', '2008-11-22', 'exactly 18 today'],
    ['22-11-2008', '2008-11-22', 'DD-MM-YYYY'],
    ['11/22/2008', '2008-11-22', 'MM/DD/YYYY'],
    ['1990-06-15', '1990-06-15', 'middle of the range'],
    ['1960-11-23', '1960-11-23', '65, a day before turning 66'],
  ])('accepts %j as %s (%s)', (input, iso) => {
    expect(validate(schema, input)).toEqual({ ok: true, value: iso });
  });

  it.each([
    ['2008-11-23', 'one day short of 18'],
    ['2015-01-01', 'a child'],
    ['1960-11-22', '66 today'],
    ['1900-01-01', 'far too old'],
  ])('refuses %j (%s)', (input) => {
    expect(validate(schema, input)).toEqual({
      ok: false,
      message: 'Age not acceptable as per provided DOB',
    });
  });

  it.each(['31-02-2000', '2000/01/01', '', undefined, null, 20000101])(
    'refuses %j as not a date',
    (input) => {
      expect(validate(schema, input)).toEqual({ ok: false, message: 'Invalid date of birth' });
    },
  );

  it('asks for today at each validation, not once', () => {
    let today = at(2026, 11, 21);
    const moving = dobSchema(() => today);
    expect(validate(moving, '2008-11-22').ok).toBe(false);
    today = at(2026, 11, 22);
    expect(validate(moving, '2008-11-22')).toEqual({ ok: true, value: '2008-11-22' });
  });

  it('DobSchema uses the real today', () => {
    const thirtyYearsAgo = `${new Date().getFullYear() - 30}-06-15`;
    expect(validate(DobSchema, thirtyYearsAgo)).toEqual({ ok: true, value: thirtyYearsAgo });
  });
});

// A date handled as a UTC instant slips by a day somewhere; these run the calendar rules in zones
// on both sides of UTC, at wall-clock times just after and just before midnight.
describe.each(ZONES)('calendar dates stay put in %s', (zone) => {
  useTimeZone(zone);

  it('18th birthday counts from just after local midnight, not before', () => {
    expect(ageInYears('2008-04-01', at(2026, 4, 1, 0, 30))).toBe(18);
    expect(ageInYears('2008-04-01', at(2026, 3, 31, 23, 30))).toBe(17);
    expect(
      validate(
        dobSchema(() => at(2026, 4, 1, 0, 30)),
        '01-04-2008',
      ).ok,
    ).toBe(true);
    expect(
      validate(
        dobSchema(() => at(2026, 3, 31, 23, 30)),
        '01-04-2008',
      ).ok,
    ).toBe(false);
  });

  it('date-only strings and local instants format as the same calendar day', () => {
    expect(normaliseDate('01-04-2026')).toBe('2026-04-01');
    expect(formatDate('2026-04-01')).toBe('01-04-2026');
    expect(formatDate(at(2026, 4, 1, 0, 30))).toBe('01-04-2026');
    expect(formatDate(at(2026, 3, 31, 23, 30))).toBe('31-03-2026');
    expect(formatTime(at(2026, 4, 1, 0, 30))).toBe('12:30 AM');
  });
});

describe('timestamps are shown in local time', () => {
  useTimeZone('Asia/Kolkata');

  it('a UTC evening is the next morning in India', () => {
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23-11-2026');
    expect(formatTime('2026-11-22T09:37:00Z')).toBe('03:07 PM');
  });
});
