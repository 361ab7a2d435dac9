import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastThreeFinancialYears } from '../../../src/domain/financial-years';

const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

describe('lastThreeFinancialYears (completed Indian FYs, newest first)', () => {
  it.each([
    [
      [2026, 11, 22],
      ['2025-26', '2024-25', '2023-24'],
    ],
    [
      [2026, 3, 31],
      ['2024-25', '2023-24', '2022-23'],
    ],
    [
      [2026, 4, 1],
      ['2025-26', '2024-25', '2023-24'],
    ],
    [
      [2026, 1, 1],
      ['2024-25', '2023-24', '2022-23'],
    ],
    [
      [2026, 12, 31],
      ['2025-26', '2024-25', '2023-24'],
    ],
    [
      [2001, 6, 1],
      ['2000-01', '1999-00', '1998-99'],
    ],
    [
      [2010, 4, 1],
      ['2009-10', '2008-09', '2007-08'],
    ],
  ] as const)('on %j → %j', ([y, m, d], years) => {
    expect(lastThreeFinancialYears(at(y, m, d))).toEqual(years);
  });
});

describe.each(['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
  'the April roll-over follows the local calendar in %s',
  (zone) => {
    const previous = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    it('31 March late evening is still the old year; 1 April just after midnight is the new', () => {
      expect(lastThreeFinancialYears(at(2026, 3, 31, 23, 59))).toEqual([
        '2024-25',
        '2023-24',
        '2022-23',
      ]);
      expect(lastThreeFinancialYears(at(2026, 4, 1, 0, 1))).toEqual([
        '2025-26',
        '2024-25',
        '2023-24',
      ]);
    });
  },
);
