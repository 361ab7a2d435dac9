import { describe, expect, it } from 'vitest';
import { LOAN_END_BIRTHDAY } from '../../../../src/domain/rules-engine/constants';
import {
  addDays,
  addMonths,
  ageOn,
  birthday,
  daysBetween,
  emiStartDateFor,
  isIsoDate,
  isWorkingDay,
  latestDisbursementDate,
  monthsBeforeLoanEndBirthday,
  nextWorkingDay,
} from '../../../../src/domain/rules-engine/dates';

describe('disbursement date: the next working day after today', () => {
  it('Friday 30 Oct 2026 → Monday 2 Nov 2026 (over the weekend and the month end)', () => {
    // 30 Oct is a Friday; +1 = Sat 31 Oct (weekend), +2 = Sun 1 Nov (weekend), +3 = Mon 2 Nov
    expect(nextWorkingDay('2026-10-30')).toBe('2026-11-02');
  });

  it('a weekday → the next day; Saturday and Sunday → Monday; never today', () => {
    expect(nextWorkingDay('2026-11-23')).toBe('2026-11-24'); // Mon → Tue
    expect(nextWorkingDay('2026-10-31')).toBe('2026-11-02'); // Sat → Mon
    expect(nextWorkingDay('2026-11-01')).toBe('2026-11-02'); // Sun → Mon
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-01'); // Thu → Fri, over the year end
  });

  it('working days are Monday to Friday', () => {
    expect(isWorkingDay('2026-10-30')).toBe(true); // Friday
    expect(isWorkingDay('2026-10-31')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-01')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-02')).toBe(true); // Monday
  });

  it('an edit may choose up to 30 days ahead', () => {
    // 30 Oct + 30 days: 1 day to 31 Oct, 29 more into November → 29 Nov
    expect(latestDisbursementDate('2026-10-30')).toBe('2026-11-29');
  });
});

describe('EMI start date: the first 5th of a month at least 15 days after disbursement', () => {
  it('disbursed Mon 2 Nov 2026 → 5 Dec 2026', () => {
    // 2 Nov + 15 days = 17 Nov; the 5th of November has passed → 5 December
    expect(emiStartDateFor('2026-11-02')).toBe('2026-12-05');
  });

  it('disbursed 21 Dec 2026 → 5 Jan 2027 (exactly 15 days counts)', () => {
    // 21 Dec + 15 = 5 Jan: the day is the 5th → 5 January
    expect(emiStartDateFor('2026-12-21')).toBe('2027-01-05');
  });

  it('disbursed 22 Dec 2026 → 5 Feb 2027 (5 Jan is only 14 days away)', () => {
    // 22 Dec + 15 = 6 Jan: past the 5th → 5 February
    expect(emiStartDateFor('2026-12-22')).toBe('2027-02-05');
  });

  it('disbursed on the 1st → the 5th of the next month, never 4 days later', () => {
    // 1 Mar + 15 = 16 Mar → 5 Apr
    expect(emiStartDateFor('2027-03-01')).toBe('2027-04-05');
  });
});

describe('calendar helpers', () => {
  it('addDays and daysBetween count calendar days, over month, year and leap day', () => {
    expect(addDays('2026-10-30', 30)).toBe('2026-11-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-10-30', '2026-11-29')).toBe(30);
    expect(daysBetween('2026-11-29', '2026-10-30')).toBe(-30);
    // 2028 is a leap year: 366 days from 1 Jan 2028 to 1 Jan 2029
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('addMonths keeps the day or takes the month’s last', () => {
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-05');
    expect(addMonths('2026-12-05', 183)).toBe('2042-03-05');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('a 29 February birthday falls on 1 March in other years', () => {
    expect(birthday('2000-02-29', 66)).toBe('2066-03-01');
    expect(birthday('2000-02-29', 68)).toBe('2068-02-29');
    expect(birthday('1976-03-10', 66)).toBe('2042-03-10');
  });

  it('age in whole years on a given day', () => {
    expect(ageOn('1961-04-15', '2026-10-30')).toBe(65);
    expect(ageOn('2008-10-31', '2026-10-30')).toBe(17); // 18 tomorrow
    expect(ageOn('2008-10-30', '2026-10-30')).toBe(18);
  });

  it('isIsoDate accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2026-11-02')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('02-11-2026')).toBe(false);
    expect(isIsoDate('2026-11-2')).toBe(false);
  });
});

describe('tenure by age: EMIs that fall before the 66th birthday', () => {
  it('born 10 Mar 1976, first EMI 5 Dec 2026 → 184 months (under the home loan’s 240)', () => {
    // 66th birthday 10 Mar 2042. EMI k falls on 5 Dec 2026 + k months; the last before the
    // birthday is 5 Mar 2042 = k of (2042 − 2026) × 12 + (3 − 12) = 183; k = 0 … 183 → 184 EMIs
    expect(monthsBeforeLoanEndBirthday('1976-03-10', '2026-12-05', 240)).toBe(184);
  });

  it('born 15 Apr 1961, first EMI 5 Dec 2026 → 5 (Dec, Jan, Feb, Mar, 5 Apr < 15 Apr)', () => {
    expect(monthsBeforeLoanEndBirthday('1961-04-15', '2026-12-05', 60)).toBe(5);
  });

  it('born 15 Jun 1961 → 7 (Dec … 5 Jun 2027)', () => {
    expect(monthsBeforeLoanEndBirthday('1961-06-15', '2026-12-05', 60)).toBe(7);
  });

  it('never more than the loan type allows; 0 when the first EMI is too late', () => {
    expect(monthsBeforeLoanEndBirthday('1990-01-01', '2026-12-05', 60)).toBe(60);
    expect(monthsBeforeLoanEndBirthday('1960-12-01', '2026-12-05', 60)).toBe(0);
  });

  it('counts the same as walking the EMIs one month at a time, at every edge', () => {
    // The definition, EMI by EMI: the count the function finds by halving must equal it.
    const walked = (dob: string, start: string, cap: number) => {
      const limit = birthday(dob, LOAN_END_BIRTHDAY);
      let count = 0;
      while (count < cap && addMonths(start, count) < limit) count += 1;
      return count;
    };
    // Birthdays on month ends and 29 February, first EMIs on short months, caps around the count.
    const births = ['1961-01-31', '1964-02-29', '1970-06-05', '1975-12-31', '1990-08-30'];
    const starts = ['2026-12-05', '2027-01-31', '2027-02-28', '2028-02-29', '2026-11-30'];
    for (const dob of births) {
      for (const start of starts) {
        for (const cap of [0, 1, 12, 60, 84, 183, 184, 185, 240, 300]) {
          expect([dob, start, cap, monthsBeforeLoanEndBirthday(dob, start, cap)]).toEqual([
            dob,
            start,
            cap,
            walked(dob, start, cap),
          ]);
        }
      }
    }
  });
});
