import { describe, expect, it } from 'vitest';
import { nextTypedDate, typedDate } from '../../../src/ui/kit/date-typing';
import { financialYearRows } from '../../../src/ui/wizard/steps/financial-years';

describe('what the wizard’s fields keep of what is typed', () => {
  it('a date gets dashes after DD and MM, and at most eight digits', () => {
    expect(typedDate('1')).toBe('1');
    expect(typedDate('150')).toBe('15-0');
    expect(typedDate('15/08/1990 ')).toBe('15-08-1990');
    expect(typedDate('150819901')).toBe('15-08-1990');
  });

  it('deleting a dash deletes the digit before it, keeping the caret after the digits left', () => {
    // '15-08-1990' with the second dash deleted (caret where the dash was).
    expect(nextTypedDate('15-08-1990', '15-081990', 5)).toEqual({
      text: '15-01-990',
      digitsBeforeCaret: 3,
    });
    expect(nextTypedDate('15-0', '15-08', 5)).toEqual({ text: '15-08', digitsBeforeCaret: 4 });
  });

  it('the financial years are the last three completed, with figures kept by year', () => {
    const saved = { data: [{ fy: '2024-25', turnover: '500000', profit: 1200 }] };
    expect(financialYearRows(saved, new Date(2026, 10, 22))).toEqual([
      { fy: '2025-26', turnover: '', profit: '' },
      { fy: '2024-25', turnover: '500000', profit: '1200' },
      { fy: '2023-24', turnover: '', profit: '' },
    ]);
    expect(financialYearRows(undefined, new Date(2026, 2, 31)).map((row) => row.fy)).toEqual([
      '2024-25',
      '2023-24',
      '2022-23',
    ]);
  });
});
