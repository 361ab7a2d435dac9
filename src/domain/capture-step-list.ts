import type { ResumeStep } from './resume';

/*
 * The capture wizard's steps by name, apart from the rules of when each opens
 * (capture-steps.ts): the app's router is in the first load and needs only these names.
 */

/**
 * Every step of the capture wizard, named as its route is (capture-app §2, partner-portal §2):
 * the five a lookup can resume at, then the co-applicant form, references, asset documents, the
 * loan offer and the outcomes.
 */
export type CaptureStep =
  | ResumeStep
  | 'co-applicant-details'
  | 'reference-details'
  | 'loan-doc'
  | 'loan-offer'
  | 'final-submit'
  | 'complete-application'
  | 'success'
  | 'rejection';

/** The partner's capture (KYC) or the borrower's own (APPLY_LOAN). */
export type CaptureFamily = 'KYC' | 'APPLY_LOAN';

/** The steps both families take first, in this order: the mobile, then the sections. */
const SHARED_STEPS: readonly CaptureStep[] = [
  'mobile',
  'kyc',
  'employment',
  'business',
  'co-applicants',
  'co-applicant-details',
  'reference-details',
];

/** Each family's steps in the order the wizard takes them (docs/decisions.md, issue 8). */
export const CAPTURE_STEPS: Readonly<Record<CaptureFamily, readonly CaptureStep[]>> = {
  KYC: [...SHARED_STEPS, 'loan-doc', 'loan-offer', 'final-submit', 'success', 'rejection'],
  APPLY_LOAN: [...SHARED_STEPS, 'complete-application', 'success'],
};
