import { needsAssetDocuments } from './asset-loan-types';
import { CAPTURE_STEPS, type CaptureFamily, type CaptureStep } from './capture-step-list';

/*
 * The wizard's step counter ("Step 3 of 8: Employment Details"): which of the wizard's steps an
 * application goes through, taken from the wizard's own order (CAPTURE_STEPS), and their names.
 * Kept apart from capture-step-list.ts, which the first load carries.
 */

/** What decides which steps an application goes through: its job type and its loan type. */
export interface ProgressFacts {
  /** SALARIED (professionals too) or SELF_EMPLOYED; null before it is chosen. */
  jobType: string | null;
  loanType: unknown;
}

export interface ProgressStep {
  step: CaptureStep;
  name: string;
}

/** Where a step stands among the application's steps. */
export interface StepProgress {
  /** 1-based. */
  number: number;
  total: number;
  name: string;
  steps: readonly ProgressStep[];
}

/** Each counted step's name, as its screen is titled. */
const STEP_NAMES: Partial<Record<CaptureStep, string>> = {
  mobile: 'Borrower and Loan',
  kyc: 'Personal Details',
  employment: 'Employment Details',
  business: 'Business Details',
  'co-applicants': 'Co-applicants',
  'reference-details': 'References',
  'loan-doc': 'Asset Documents',
  'loan-offer': 'Loan Offer',
  'final-submit': 'Submit Application',
  'complete-application': 'Complete Application',
};

/** Steps counted as another step: a co-applicant's form is part of the co-applicants step. */
const COUNTED_AS: Partial<Record<CaptureStep, CaptureStep>> = {
  'co-applicant-details': 'co-applicants',
};

/** Whether the application goes through the step (the outcomes and sub-steps are not counted). */
function isCounted(step: CaptureStep, facts: ProgressFacts): boolean {
  switch (step) {
    case 'employment':
      // Until the job type is chosen, the one work step is counted as employment.
      return facts.jobType !== 'SELF_EMPLOYED';
    case 'business':
      return facts.jobType === 'SELF_EMPLOYED';
    case 'loan-doc':
      return needsAssetDocuments(facts.loanType);
    default:
      return STEP_NAMES[step] !== undefined;
  }
}

function nameOf(step: CaptureStep, facts: ProgressFacts): string {
  if (step === 'employment' && facts.jobType === null) return 'Employment or Business Details';
  return STEP_NAMES[step] ?? step;
}

/** The steps this application goes through, in the wizard's order, with their names. */
export function progressSteps(family: CaptureFamily, facts: ProgressFacts): ProgressStep[] {
  return CAPTURE_STEPS[family]
    .filter((step) => isCounted(step, facts))
    .map((step) => ({ step, name: nameOf(step, facts) }));
}

/** Step N of M for the step on screen, or null for a step not counted (the outcomes). */
export function stepProgress(
  family: CaptureFamily,
  step: CaptureStep,
  facts: ProgressFacts,
): StepProgress | null {
  const steps = progressSteps(family, facts);
  const counted = COUNTED_AS[step] ?? step;
  const index = steps.findIndex((entry) => entry.step === counted);
  const current = steps[index];
  if (!current) return null;
  return { number: index + 1, total: steps.length, name: current.name, steps };
}

/** Two progresses read the same (a view re-renders only when what it shows changes). */
export function sameProgress(a: StepProgress | null, b: StepProgress | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.number === b.number &&
    a.steps.length === b.steps.length &&
    a.steps.every((entry, index) => entry.name === b.steps[index]?.name)
  );
}
