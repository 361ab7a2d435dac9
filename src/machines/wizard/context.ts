import type { StepFacts } from '../../domain/capture-steps';
import type { JobType } from '../../domain/enums';
import { STAGE_OF_STEP, stepJobType } from '../../domain/resume';
import { Stage } from '../../domain/stages';
import { canRemoveCoApplicants } from '../../domain/sections/co-applicant';
import type { CoApplicantRemovalInput } from '../co-applicant-removal/types';
import type { CoApplicantInput } from '../co-applicant/types';
import type { FormInput, FormValues } from '../form/types';
import type { Offer } from '../offer/types';
import type {
  ApplicationFacts,
  FormStep,
  FoundApplication,
  OfferFacts,
  ShownStep,
  WizardContext,
  WizardEvent,
  WizardStep,
} from './types';

/*
 * What the wizard's chart reads from its context: pure functions, so the chart (machine.ts)
 * keeps to states and transitions.
 */

/** The lookup's answer as the wizard needs it, or null when nothing (usable) was found. */
export function foundApplicationOf(found: FormValues | null): FoundApplication | null {
  if (!found || typeof found['id'] !== 'string' || typeof found['trackerId'] !== 'string') {
    return null;
  }
  const stages = Array.isArray(found['stages'])
    ? found['stages'].filter((stage): stage is string => typeof stage === 'string')
    : [];
  return {
    id: found['id'],
    trackerId: found['trackerId'],
    status: typeof found['status'] === 'string' ? found['status'] : '',
    stages,
    jobType: stepJobType(found['jobType']),
  };
}

export const jobTypeOf = (values: FormValues | undefined): JobType | null =>
  stepJobType(values?.['job_type']);

/** The stage a saved form adds, if it has one (references and asset documents have none). */
const STAGES_OF_FORMS: Partial<Record<FormStep, string>> = STAGE_OF_STEP;

/** Whether the step's section is on the server already (a PATCH then, not a POST). */
function isSaved(context: WizardContext, step: FormStep): boolean {
  const application = context.application;
  if (!application) return false;
  if (step === 'reference-details') return application.hasReferences;
  if (step === 'loan-doc') return application.hasAssetDocuments;
  const stage = STAGES_OF_FORMS[step];
  return stage !== undefined && application.stages.includes(stage);
}

/**
 * A step nothing was typed or saved for: the first step starts from the route's prefill, the
 * personal step from the borrower's name as the first step has it (issue 18: typed once).
 */
function blankValuesOf(context: WizardContext, step: FormStep): FormValues {
  if (step === 'mobile') return context.prefill;
  const name = (context.drafts.mobile ?? context.saved.mobile)?.['name'];
  if (step === 'kyc' && typeof name === 'string' && name.trim() !== '')
    return { name: name.trim() };
  return {};
}

/** What a step's form starts from: this device's draft, else what the server had. */
export function formInputFor(context: WizardContext, step: FormStep): FormInput {
  const draft = context.drafts[step];
  const saved = context.saved[step];
  return {
    values: draft ?? saved ?? blankValuesOf(context, step),
    // Saved data shows its issues 100 ms after load (spec §5), as an INCOMPLETE one must.
    resumed: !draft && saved !== undefined,
    target: { applicationId: context.application?.id ?? null, isNew: !isSaved(context, step) },
    serverError: step === 'mobile' ? context.error : null,
    // It tells the wizard what is typed, kept as the step's draft when it is left unsaved.
    tellsTyped: true,
  };
}

/** The open co-applicant's form: which one, what was typed for it here, and as listed. */
export function coApplicantInputFor(context: WizardContext): CoApplicantInput {
  const coApplicant = context.coApplicant ?? { recordIndex: '1', id: null };
  const listed = coApplicant.id
    ? context.coApplicants.find((entry) => entry.id === coApplicant.id)
    : undefined;
  return {
    applicationId: context.application?.id ?? null,
    coApplicant,
    listed: listed?.values ?? null,
    draft: context.coApplicantDrafts[coApplicant.recordIndex] ?? null,
    // A listed one may be removed from the form until the offer is accepted.
    removable: listed !== undefined && canRemoveCoApplicants(context.application?.offer),
  };
}

/** The co-applicant Remove was pressed on in the list: whom the confirmation names. */
export function removalInputFor(
  context: WizardContext,
  event: WizardEvent,
): CoApplicantRemovalInput {
  const id = event.type === 'coApplicant.remove' ? event.id : '';
  const listed = context.coApplicants.find((entry) => entry.id === id);
  return {
    applicationId: context.application?.id ?? '',
    coApplicantId: id,
    name: listed?.name ?? '',
  };
}

/** The co-applicants without one removed, and without what was typed for them here. */
export function withoutCoApplicant(context: WizardContext, recordIndex: string) {
  const { [recordIndex]: _removed, ...coApplicantDrafts } = context.coApplicantDrafts;
  return {
    coApplicants: context.coApplicants.filter((entry) => entry.id !== recordIndex),
    coApplicantDrafts,
  };
}

/** The application with a stage added once (what the server's save just did). */
export function withStage(application: ApplicationFacts | null, stage: string) {
  if (!application || application.stages.includes(stage)) return application;
  return { ...application, stages: [...application.stages, stage] };
}

/** The stage a co-applicant's save adds: adding one, or correcting one already added. */
export const coApplicantStage = (isNew: boolean) =>
  isNew ? Stage.CO_APPLICANT : Stage.CO_APPLICANT_FORM;

/** The application as canOpenStep (src/domain/capture-steps.ts) reads it. */
export function stepFactsOf(context: WizardContext): StepFacts | null {
  const application = context.application;
  if (!application) return null;
  return {
    family: context.family,
    jobType: application.jobType,
    loanType: application.loanType,
    stages: application.stages,
    status: application.status,
    hasReferences: application.hasReferences,
    hasAssetDocuments: application.hasAssetDocuments,
    offer: application.offer,
  };
}

/** The rules engine's offer (the contract's LoanOffer) as the wizard keeps it. */
export function offerFactsOf(offer: Offer): OfferFacts {
  return {
    decision: offer.decision,
    isAccepted: offer.is_accepted,
    reasons: [...offer.reasons],
    overdueAmount: offer.check_values.overdue_amount ?? 0,
    disbursementDate: offer.disbursement_date,
  };
}

/** A step's route: the application's id, its INCOMPLETE status and which co-applicant. */
export function shownStep(step: WizardStep, context: WizardContext): ShownStep {
  return {
    step,
    id: context.application?.id ?? null,
    status: context.application?.status === 'INCOMPLETE' ? 'INCOMPLETE' : null,
    ...(step === 'co-applicant-details' && context.coApplicant
      ? { coApplicant: context.coApplicant }
      : {}),
  };
}
