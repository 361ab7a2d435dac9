import type { JobType, LoanType } from './enums';
import { CAPTURE_STEPS, type CaptureFamily, type CaptureStep } from './capture-step-list';
import { needsAssetDocuments } from './asset-loan-types';
import { Stage } from './stages';

/** What the rules engine decided, as far as the wizard's route cares. */
export interface OfferState {
  decision: 'APPROVED' | 'REJECTED' | 'PENDING';
  isAccepted: boolean;
}

/** What decides which wizard steps can be opened: the application, if it exists yet. */
export interface StepFacts {
  jobType: JobType | null;
  stages: readonly string[];
  /** Optional so the first steps can be asked about with the stages alone. */
  family?: CaptureFamily;
  status?: string;
  loanType?: LoanType | null;
  hasReferences?: boolean;
  hasAssetDocuments?: boolean;
  offer?: OfferState | null;
}

const EDITABLE = new Set(['DRAFT', 'INCOMPLETE']);

/**
 * Whether a step can be shown now (a typed URL, Back or forward). The capture steps open in
 * order as their data is saved: kyc once the application exists; employment or business (by job
 * type) once personal details are; co-applicants, their form and the references once one of
 * those is (co-applicants are optional); asset documents (auto and gold loans) once references
 * are; the offer once they and any asset documents are; final submit once the offer is accepted.
 * A submitted application opens only its success screen, a rejected one only its rejection.
 */
export function canOpenStep(step: CaptureStep, facts: StepFacts | null): boolean {
  if (step === 'mobile') return facts === null || isEditable(facts);
  if (!facts) return false;
  const family = facts.family ?? 'KYC';
  if (!CAPTURE_STEPS[family].includes(step)) return false;
  if (step === 'success') return facts.status === 'SUBMITTED';
  if (step === 'rejection') return facts.status === 'REJECTED';
  if (!isEditable(facts)) return false;
  const done = new Set<string>(facts.stages);
  const workSaved = done.has(Stage.EMPLOYMENT_DETAILS) || done.has(Stage.BUSINESS_DETAILS);
  const assetsDone = !needsAssetDocuments(facts.loanType) || facts.hasAssetDocuments === true;
  switch (step) {
    case 'kyc':
      return true;
    case 'employment':
      return facts.jobType === 'SALARIED' && done.has(Stage.PERSONAL_DETAILS);
    case 'business':
      return facts.jobType === 'SELF_EMPLOYED' && done.has(Stage.PERSONAL_DETAILS);
    case 'co-applicants':
    case 'co-applicant-details':
    case 'reference-details':
      return workSaved;
    case 'loan-doc':
      return workSaved && facts.hasReferences === true && needsAssetDocuments(facts.loanType);
    case 'loan-offer':
      return workSaved && facts.hasReferences === true && assetsDone;
    case 'complete-application':
      return workSaved && facts.hasReferences === true;
    case 'final-submit':
      return facts.offer?.decision === 'APPROVED' && facts.offer.isAccepted;
  }
}

/** The first step and the sections may change only while the application is being captured. */
function isEditable(facts: StepFacts): boolean {
  return facts.status === undefined || EDITABLE.has(facts.status);
}

/** The step Back leads to from a step (none from the first step and the outcomes). */
export function previousStep(
  step: CaptureStep,
  facts: Pick<StepFacts, 'jobType' | 'loanType'>,
): CaptureStep | null {
  switch (step) {
    case 'kyc':
      return 'mobile';
    case 'employment':
    case 'business':
      return 'kyc';
    case 'co-applicants':
      return facts.jobType === 'SELF_EMPLOYED' ? 'business' : 'employment';
    case 'co-applicant-details':
    case 'reference-details':
      return 'co-applicants';
    case 'loan-doc':
    case 'complete-application':
      return 'reference-details';
    case 'loan-offer':
      return needsAssetDocuments(facts.loanType) ? 'loan-doc' : 'reference-details';
    default:
      return null;
  }
}

/** The words every read-only step shows, and why (issue 19 item 5). */
export const DETAILS_LOCKED_NOTE =
  'The loan offer has been accepted, so these details can no longer be changed.';

/**
 * Once the offer is accepted the application's details are read-only: the accepted figures
 * stand on them, and the server refuses every section write (409) from then on.
 */
export const detailsLocked = (offer: Pick<OfferState, 'isAccepted'> | null | undefined): boolean =>
  offer?.isAccepted === true;

/**
 * The step Continue leads to from a read-only detail step (nothing is saved there): the next
 * of the application's steps, and after the last of them the final submit.
 */
export function nextStep(
  step: CaptureStep,
  facts: Pick<StepFacts, 'jobType' | 'loanType'>,
): CaptureStep | null {
  switch (step) {
    case 'kyc':
      return facts.jobType === 'SELF_EMPLOYED' ? 'business' : 'employment';
    case 'employment':
    case 'business':
    case 'co-applicant-details':
      return 'co-applicants';
    case 'co-applicants':
      return 'reference-details';
    case 'reference-details':
      return needsAssetDocuments(facts.loanType) ? 'loan-doc' : 'final-submit';
    case 'loan-doc':
      return 'final-submit';
    default:
      return null;
  }
}
