import { describe, expect, it } from 'vitest';
import { progressSteps, sameProgress, stepProgress } from '../../../src/domain/capture-progress';

const names = (...args: Parameters<typeof progressSteps>) =>
  progressSteps(...args).map((entry) => entry.name);

describe('the wizard’s step counter', () => {
  it('a salaried auto loan goes through eight steps, in the wizard’s order', () => {
    expect(names('KYC', { jobType: 'SALARIED', loanType: 'AUTO_LOAN' })).toEqual([
      'Borrower and Loan',
      'Personal Details',
      'Employment Details',
      'Co-applicants',
      'References',
      'Asset Documents',
      'Loan Offer',
      'Submit Application',
    ]);
    expect(
      stepProgress('KYC', 'employment', { jobType: 'SALARIED', loanType: 'AUTO_LOAN' }),
    ).toMatchObject({ number: 3, total: 8, name: 'Employment Details' });
  });

  it('a self-employed personal loan has business details and no asset documents', () => {
    expect(names('KYC', { jobType: 'SELF_EMPLOYED', loanType: 'PERSONAL_LOAN' })).toEqual([
      'Borrower and Loan',
      'Personal Details',
      'Business Details',
      'Co-applicants',
      'References',
      'Loan Offer',
      'Submit Application',
    ]);
    expect(
      stepProgress('KYC', 'loan-offer', { jobType: 'SELF_EMPLOYED', loanType: 'PERSONAL_LOAN' }),
    ).toMatchObject({ number: 6, total: 7, name: 'Loan Offer' });
  });

  it('before the job type is chosen, the work step says it is either', () => {
    expect(stepProgress('KYC', 'mobile', { jobType: null, loanType: '' })).toMatchObject({
      number: 1,
      total: 7,
      name: 'Borrower and Loan',
    });
    expect(names('KYC', { jobType: null, loanType: null })[2]).toBe(
      'Employment or Business Details',
    );
  });

  it('a borrower’s own application ends with Complete Application', () => {
    expect(names('APPLY_LOAN', { jobType: 'SALARIED', loanType: 'AUTO_LOAN' })).toEqual([
      'Borrower and Loan',
      'Personal Details',
      'Employment Details',
      'Co-applicants',
      'References',
      'Complete Application',
    ]);
  });

  it('a co-applicant’s form counts as the co-applicants step; the outcomes are not counted', () => {
    const facts = { jobType: 'SALARIED', loanType: 'HOME_LOAN' };
    expect(stepProgress('KYC', 'co-applicant-details', facts)).toMatchObject({
      number: 4,
      name: 'Co-applicants',
    });
    expect(stepProgress('KYC', 'success', facts)).toBeNull();
    expect(stepProgress('KYC', 'rejection', facts)).toBeNull();
    // A step the application does not go through has no place in its count.
    expect(stepProgress('KYC', 'loan-doc', facts)).toBeNull();
  });

  it('two progresses are the same when number and every name are', () => {
    const salaried = stepProgress('KYC', 'mobile', { jobType: 'SALARIED', loanType: null });
    const again = stepProgress('KYC', 'mobile', { jobType: 'SALARIED', loanType: null });
    const business = stepProgress('KYC', 'mobile', { jobType: 'SELF_EMPLOYED', loanType: null });
    expect(sameProgress(salaried, again)).toBe(true);
    expect(sameProgress(salaried, business)).toBe(false);
    expect(sameProgress(null, null)).toBe(true);
    expect(sameProgress(salaried, null)).toBe(false);
  });
});
