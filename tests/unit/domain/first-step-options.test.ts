import { describe, expect, it } from 'vitest';
import {
  jobTypeOptions,
  keepsLoanType,
  loanTypeOptions,
} from '../../../src/domain/sections/first-step-options';

describe('first step options by family and job type', () => {
  it('offers partners salaried and self-employed, and borrowers professional too', () => {
    expect(jobTypeOptions('KYC').map((option) => option.value)).toEqual([
      'SALARIED',
      'SELF_EMPLOYED',
    ]);
    expect(jobTypeOptions('APPLY_LOAN').map((option) => option.value)).toEqual([
      'SALARIED',
      'SELF_EMPLOYED',
      'PROFESSIONAL',
    ]);
  });

  it('narrows the public loan types and offers none before a job type is chosen', () => {
    expect(loanTypeOptions('KYC', '')).toEqual([]);
    const partner = loanTypeOptions('KYC', 'SALARIED').map((option) => option.value);
    const borrower = loanTypeOptions('APPLY_LOAN', 'SALARIED').map((option) => option.value);
    expect(partner).toContain('OD_UNSECURED_LIMIT');
    expect(borrower).not.toContain('OD_UNSECURED_LIMIT');
    expect(loanTypeOptions('APPLY_LOAN', 'PROFESSIONAL').map((o) => o.value)).toContain(
      'PROFESSIONAL_LOANS',
    );
  });

  it('keeps a loan type across a job type change only when the new one offers it', () => {
    // Partners: the self-employed list includes every salaried loan type.
    expect(keepsLoanType('KYC', 'SELF_EMPLOYED', 'HOME_LOAN')).toBe(true);
    expect(keepsLoanType('KYC', 'SALARIED', 'BUSINESS_LOAN')).toBe(false);
    expect(keepsLoanType('APPLY_LOAN', 'PROFESSIONAL', 'HOME_LOAN')).toBe(true);
    expect(keepsLoanType('APPLY_LOAN', 'SELF_EMPLOYED', 'HOME_LOAN')).toBe(false);
  });
});
