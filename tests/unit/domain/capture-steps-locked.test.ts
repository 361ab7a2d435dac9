import { describe, expect, it } from 'vitest';
import * as steps from '../../../src/domain/capture-steps';

const { canOpenStep, detailsLocked, nextStep, previousStep } = steps;

/* Read-only steps after the offer is accepted (issue 19 item 5): the flag, and where Continue leads. */

describe('detailsLocked', () => {
  it('is set only by an accepted offer', () => {
    expect(detailsLocked(null)).toBe(false);
    expect(detailsLocked(undefined)).toBe(false);
    expect(detailsLocked({ isAccepted: false })).toBe(false);
    expect(detailsLocked({ isAccepted: true })).toBe(true);
  });
});

describe('nextStep', () => {
  const salaried = { jobType: 'SALARIED' as const, loanType: 'PERSONAL_LOAN' as const };
  const business = { jobType: 'SELF_EMPLOYED' as const, loanType: 'AUTO_LOAN' as const };

  it('walks a salaried personal loan’s detail steps to final submit', () => {
    const walked = [];
    for (let step: ReturnType<typeof nextStep> = 'kyc'; step; step = nextStep(step, salaried)) {
      walked.push(step);
    }
    expect(walked).toEqual([
      'kyc',
      'employment',
      'co-applicants',
      'reference-details',
      'final-submit',
    ]);
  });

  it('a self-employed auto loan goes through business details and its asset documents', () => {
    expect(nextStep('kyc', business)).toBe('business');
    expect(nextStep('business', business)).toBe('co-applicants');
    expect(nextStep('reference-details', business)).toBe('loan-doc');
    expect(nextStep('loan-doc', business)).toBe('final-submit');
    expect(nextStep('co-applicant-details', business)).toBe('co-applicants');
  });

  it('is Back’s mirror between detail steps, and each step it names opens once accepted', () => {
    const accepted = {
      family: 'KYC' as const,
      status: 'DRAFT',
      stages: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
      hasReferences: true,
      hasAssetDocuments: true,
      offer: { decision: 'APPROVED' as const, isAccepted: true },
      ...business,
    };
    for (const step of [
      'kyc',
      'business',
      'co-applicants',
      'reference-details',
      'loan-doc',
    ] as const) {
      const next = nextStep(step, business);
      expect(next && canOpenStep(next, accepted)).toBe(true);
      if (next && next !== 'final-submit') expect(previousStep(next, business)).toBe(step);
    }
    expect(nextStep('loan-offer', business)).toBeNull();
    expect(nextStep('mobile', business)).toBeNull();
  });
});
