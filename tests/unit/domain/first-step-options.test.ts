import { describe, expect, it } from 'vitest';
import {
  jobTypeOptions,
  keepsLoanType,
  loanTypeOptions,
} from '../../../src/domain/sections/first-step-options';

/** The values of the options, in the order offered. */
const valuesOf = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('first step options by family and job type', () => {
  it('offers partners salaried and self-employed, and borrowers professional too', () => {
    expect(valuesOf(jobTypeOptions('KYC'))).toEqual(['SALARIED', 'SELF_EMPLOYED']);
    expect(valuesOf(jobTypeOptions('APPLY_LOAN'))).toEqual([
      'SALARIED',
      'SELF_EMPLOYED',
      'PROFESSIONAL',
    ]);
  });

  it('narrows the public loan types and offers none before a job type is chosen', () => {
    expect(loanTypeOptions('KYC', '')).toEqual([]);
    const partner = valuesOf(loanTypeOptions('KYC', 'SALARIED'));
    const borrower = valuesOf(loanTypeOptions('APPLY_LOAN', 'SALARIED'));
    expect(partner).toContain('OD_UNSECURED_LIMIT');
    expect(borrower).not.toContain('OD_UNSECURED_LIMIT');
    expect(valuesOf(loanTypeOptions('APPLY_LOAN', 'PROFESSIONAL'))).toContain('PROFESSIONAL_LOANS');
  });

  it('keeps a loan type across a job type change only when the new one offers it', () => {
    // Partners: the self-employed list includes every salaried loan type.
    expect(keepsLoanType('KYC', 'SELF_EMPLOYED', 'HOME_LOAN')).toBe(true);
    expect(keepsLoanType('KYC', 'SALARIED', 'BUSINESS_LOAN')).toBe(false);
    expect(keepsLoanType('APPLY_LOAN', 'PROFESSIONAL', 'HOME_LOAN')).toBe(true);
    expect(keepsLoanType('APPLY_LOAN', 'SELF_EMPLOYED', 'HOME_LOAN')).toBe(false);
  });
});
