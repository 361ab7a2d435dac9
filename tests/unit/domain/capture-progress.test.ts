import { describe, expect, it } from 'vitest';
import {
  progressSteps,
  sameProgress,
  stepProgress,
  type ProgressFacts,
} from '../../../src/domain/capture-progress';
import type { CaptureFamily } from '../../../src/domain/capture-step-list';

const SALARIED_AUTO: ProgressFacts = { jobType: 'SALARIED', loanType: 'AUTO_LOAN' };
const BUSINESS_PERSONAL: ProgressFacts = { jobType: 'SELF_EMPLOYED', loanType: 'PERSONAL_LOAN' };
const FIRST = ['Borrower and Loan', 'Personal Details'];
const PEOPLE = ['Co-applicants', 'References'];

describe('the wizard’s step counter', () => {
  it.each<[string, CaptureFamily, ProgressFacts, string[]]>([
    [
      'a salaried auto loan: asset documents',
      'KYC',
      SALARIED_AUTO,
      [
        ...FIRST,
        'Employment Details',
        ...PEOPLE,
        'Asset Documents',
        'Loan Offer',
        'Submit Application',
      ],
    ],
    [
      'a self-employed personal loan: business details, no asset documents',
      'KYC',
      BUSINESS_PERSONAL,
      [...FIRST, 'Business Details', ...PEOPLE, 'Loan Offer', 'Submit Application'],
    ],
    [
      'no job type yet: the work step is either',
      'KYC',
      { jobType: null, loanType: '' },
      [...FIRST, 'Employment or Business Details', ...PEOPLE, 'Loan Offer', 'Submit Application'],
    ],
    [
      'a borrower’s own: no offer, Complete Application',
      'APPLY_LOAN',
      SALARIED_AUTO,
      [...FIRST, 'Employment Details', ...PEOPLE, 'Complete Application'],
    ],
  ])('%s, in the wizard’s order', (_, family, facts, names) => {
    expect(progressSteps(family, facts).map((entry) => entry.name)).toEqual(names);
  });

  it('places the step on screen among them', () => {
    expect(stepProgress('KYC', 'employment', SALARIED_AUTO)).toMatchObject({
      number: 3,
      total: 8,
      name: 'Employment Details',
    });
    expect(stepProgress('KYC', 'loan-offer', BUSINESS_PERSONAL)).toMatchObject({
      number: 6,
      total: 7,
    });
    // A co-applicant's form is the co-applicants step.
    expect(stepProgress('KYC', 'co-applicant-details', SALARIED_AUTO)).toMatchObject({
      number: 4,
      name: 'Co-applicants',
    });
  });

  it('the outcomes and steps the application does not take have no place', () => {
    expect(stepProgress('KYC', 'success', SALARIED_AUTO)).toBeNull();
    expect(stepProgress('KYC', 'rejection', SALARIED_AUTO)).toBeNull();
    expect(stepProgress('KYC', 'loan-doc', BUSINESS_PERSONAL)).toBeNull();
  });

  it('two progresses are the same when number and every name are', () => {
    const salaried = stepProgress('KYC', 'mobile', SALARIED_AUTO);
    expect(sameProgress(salaried, stepProgress('KYC', 'mobile', SALARIED_AUTO))).toBe(true);
    expect(sameProgress(salaried, stepProgress('KYC', 'mobile', BUSINESS_PERSONAL))).toBe(false);
    expect(sameProgress(null, null)).toBe(true);
    expect(sameProgress(salaried, null)).toBe(false);
  });
});
