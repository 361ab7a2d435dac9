import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { canRemoveCoApplicants } from '../../domain/sections/co-applicant';
import { detailsLocked } from '../../domain/capture-steps';
import type { CoApplicantRemovalMachine } from '../co-applicant-removal/machine';
import type { CoApplicantMachine } from '../co-applicant/machine';
import { selectCoApplicantForm } from '../co-applicant/selectors';
import type { FormMachine } from '../form/machine';
import type { OfferMachine } from '../offer/machine';
import type { otpMachine } from '../otp/machine';
import { progressOf } from './draft';
import type { WizardMachine } from './machine';

type WizardSnapshot = SnapshotFrom<WizardMachine>;

export const selectStep = (snapshot: WizardSnapshot) => snapshot.context.step;
export const selectFamily = (snapshot: WizardSnapshot) => snapshot.context.family;
export const selectTrackerId = (snapshot: WizardSnapshot) =>
  snapshot.context.application?.trackerId ?? null;
export const selectApplicationId = (snapshot: WizardSnapshot) =>
  snapshot.context.application?.id ?? null;
/** Reviewer remarks of an application returned for correction (INCOMPLETE). */
export const selectRemarks = (snapshot: WizardSnapshot) =>
  snapshot.context.application?.status === 'INCOMPLETE'
    ? snapshot.context.application.remarks
    : null;
export const selectIsResuming = (snapshot: WizardSnapshot) =>
  snapshot.context.application?.status === 'INCOMPLETE';
export const selectJobType = (snapshot: WizardSnapshot) =>
  snapshot.context.application?.jobType ?? null;
export const selectNotice = (snapshot: WizardSnapshot) => snapshot.context.notice;
/*
 * Busy and failed come from the chart's tags (`busy`, `error`), never from its state names; the
 * step on screen does not tell which call it is, so a second tag names it: `load` (the
 * application, or a step's saved details), `list` (the co-applicants), `submit`.
 */
/** Why the application, a step's saved details or the co-applicants could not be loaded (with a retry). */
export const selectLoadError = (snapshot: WizardSnapshot) =>
  snapshot.hasTag('error') && (snapshot.hasTag('load') || snapshot.hasTag('list'))
    ? snapshot.context.error
    : null;
export const selectIsBusy = (snapshot: WizardSnapshot) => snapshot.hasTag('busy');
/** The application, or a step's saved details, on their way. */
export const selectIsLoading = (snapshot: WizardSnapshot) =>
  snapshot.hasTag('busy') && snapshot.hasTag('load');
/** The step's form (each step invokes its own as `form`; a co-applicant's is its chart's). */
export const selectForm = (snapshot: WizardSnapshot) => {
  const coApplicant = snapshot.children['coApplicant'] as
    ActorRefFrom<CoApplicantMachine> | undefined;
  return (
    (snapshot.children['form'] as ActorRefFrom<FormMachine> | undefined) ??
    (coApplicant && selectCoApplicantForm(coApplicant.getSnapshot()))
  );
};
/** The OTP modal's chart, while a new application's mobile is being verified. */
export const selectOtp = (snapshot: WizardSnapshot) =>
  snapshot.children['otp'] as ActorRefFrom<typeof otpMachine> | undefined;
export const selectLoanType = (snapshot: WizardSnapshot) =>
  snapshot.context.application?.loanType ?? null;
/** The co-applicants as last listed (name, mobile, id). */
export const selectCoApplicants = (snapshot: WizardSnapshot) => snapshot.context.coApplicants;
export const selectIsListingCoApplicants = (snapshot: WizardSnapshot) =>
  snapshot.hasTag('busy') && snapshot.hasTag('list');
/** Add shows while no more than 4 co-applicants exist (capture-app §9). */
export const selectCanAddCoApplicant = (snapshot: WizardSnapshot) =>
  snapshot.can({ type: 'coApplicant.add' });
/** The detail steps are read-only once the offer is accepted (issue 19 item 5). */
export const selectDetailsLocked = (snapshot: WizardSnapshot) =>
  detailsLocked(snapshot.context.application?.offer);
/** Remove shows beside each listed co-applicant until the offer is accepted (issue 18). */
export const selectCanRemoveCoApplicants = (snapshot: WizardSnapshot) =>
  canRemoveCoApplicants(snapshot.context.application?.offer);
/** The list's Remove confirmation (its own chart), while it is open. */
export const selectListRemoval = (snapshot: WizardSnapshot) =>
  snapshot.children['removal'] as ActorRefFrom<CoApplicantRemovalMachine> | undefined;
/** The open co-applicant's chart (its form, and Remove on it). */
export const selectCoApplicantActor = (snapshot: WizardSnapshot) =>
  snapshot.children['coApplicant'] as ActorRefFrom<CoApplicantMachine> | undefined;
/** Final submit or complete application on its way. */
export const selectIsSubmitting = (snapshot: WizardSnapshot) =>
  snapshot.hasTag('busy') && snapshot.hasTag('submit');
/** Why the submit was refused (the server's message, else the form's failure texts). */
export const selectSubmitError = (snapshot: WizardSnapshot) =>
  snapshot.hasTag('error') && snapshot.hasTag('submit') ? snapshot.context.error : null;
/** The rules engine's decision, once known (the rejection screen's reasons and amount). */
export const selectOffer = (snapshot: WizardSnapshot) =>
  snapshot.context.application?.offer ?? null;
/** The borrower of the first step (Change Loan Type starts a new application for them). */
export const selectBorrower = (snapshot: WizardSnapshot) => {
  const firstStep = snapshot.context.drafts.mobile ?? snapshot.context.saved.mobile ?? {};
  return {
    name: firstStep['name'],
    mobile: firstStep['mobile'],
    pan_number: firstStep['pan_number'],
    job_type: firstStep['job_type'],
  };
};
/** The loan offer's chart, while the offer step is open. */
export const selectOfferActor = (snapshot: WizardSnapshot) =>
  snapshot.children['offer'] as ActorRefFrom<OfferMachine> | undefined;
/** Step N of M and the steps' names (compare with sameProgress: a new object each time). */
export const selectProgress = (snapshot: WizardSnapshot) => progressOf(snapshot.context);
