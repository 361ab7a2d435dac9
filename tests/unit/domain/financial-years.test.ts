import { describe, expect, it } from 'vitest';
import { lastThreeFinancialYears } from '../../../src/domain/financial-years';
import { at, useTimeZone, ZONES } from '../../support/time-zones';

describe('lastThreeFinancialYears (completed Indian FYs, newest first)', () => {
  // [day, the three years]
  it.each([
    [[2026, 11, 22], '2025-26', '2024-25', '2023-24'],
    [[2026, 3, 31], '2024-25', '2023-24', '2022-23'],
    [[2026, 4, 1], '2025-26', '2024-25', '2023-24'],
    [[2026, 1, 1], '2024-25', '2023-24', '2022-23'],
    [[2026, 12, 31], '2025-26', '2024-25', '2023-24'],
    [[2001, 6, 1], '2000-01', '1999-00', '1998-99'],
    [[2010, 4, 1], '2009-10', '2008-09', '2007-08'],
  ] as const)('on %j → %s, %s, %s', ([y, m, d], ...years) => {
    expect(lastThreeFinancialYears(at(y, m, d))).toEqual(years);
  });
});

describe.each(ZONES)('the April roll-over follows the local calendar in %s', (zone) => {
  useTimeZone(zone);

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
});
