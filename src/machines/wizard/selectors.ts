import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FormMachine } from '../form/machine';
import type { otpMachine } from '../otp/machine';
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
/** Why the application could not be loaded (with a retry). */
export const selectLoadError = (snapshot: WizardSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
export const selectIsBusy = (snapshot: WizardSnapshot) => snapshot.hasTag('busy');
/** The application, or a step's saved details, on their way. */
export const selectIsLoading = (snapshot: WizardSnapshot) =>
  snapshot.matches('loading') || snapshot.matches({ business: 'loadingSaved' });
/** The step's form (each step invokes its own as `form`). */
export const selectForm = (snapshot: WizardSnapshot) =>
  snapshot.children['form'] as ActorRefFrom<FormMachine> | undefined;
/** The OTP modal's chart, while a new application's mobile is being verified. */
export const selectOtp = (snapshot: WizardSnapshot) =>
  snapshot.children['otp'] as ActorRefFrom<typeof otpMachine> | undefined;
