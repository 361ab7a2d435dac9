import { describe, expect, it } from 'vitest';
import { formValuesFrom } from '../../../src/services/wizard/form-values';

describe('formValuesFrom: a saved section as its form shows it', () => {
  it('gives numbers as typed digits, dates as DD-MM-YYYY, and leaves out what is absent', () => {
    expect(
      formValuesFrom({
        name: 'Asha Verma',
        dob: '1990-04-23',
        years_of_residence: 4,
        credit_limit: 250000,
        bank_statement: ['f1', 'f2'],
        spouse_name: null,
        business_financials: { data: [{ fy: '2024-25', turnover: 1200000, profit: -5000 }] },
      }),
    ).toEqual({
      name: 'Asha Verma',
      dob: '23-04-1990',
      years_of_residence: '4',
      credit_limit: '250000',
      bank_statement: ['f1', 'f2'],
      business_financials: { data: [{ fy: '2024-25', turnover: '1200000', profit: '-5000' }] },
    });
  });
});
