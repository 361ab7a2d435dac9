import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine } from '../otp/machine';
import { canComplete, resumedApplication, type TrackMachine } from './machine';
import type { ResumedApplication } from './types';

type TrackSnapshot = SnapshotFrom<TrackMachine>;

export const selectTrackerId = (snapshot: TrackSnapshot) => snapshot.context.trackerId;
/*
 * Busy, failed and shown come from the chart's tags (TrackTag), never from its state names:
 * `busy` or `error` with a tag saying which call or which failure.
 */
/** 'Invalid tracker id' under the field, while the chart holds it. */
export const selectFieldError = (snapshot: TrackSnapshot) =>
  snapshot.hasTag('invalidId') ? snapshot.context.error : null;
/** Why tracking failed (the server's refusal, or that it could not be reached). */
export const selectFailure = (snapshot: TrackSnapshot) =>
  snapshot.hasTag('trackFailed') ? snapshot.context.error : null;
/** The server's message, shown until the tracker id changes (also behind the OTP sheet). */
export const selectMessage = (snapshot: TrackSnapshot) =>
  snapshot.hasTag('answered') ? (snapshot.context.answer?.message ?? null) : null;
/** Track is asking the server. */
export const selectIsTracking = (snapshot: TrackSnapshot) => snapshot.hasTag('tracking');
/** Complete Application is checking that the application opens for this person. */
export const selectIsOpening = (snapshot: TrackSnapshot) => snapshot.hasTag('opening');
/** Why Complete Application could not open the application ('No Incomplete Application Found'). */
export const selectOpenFailure = (snapshot: TrackSnapshot) =>
  snapshot.hasTag('refused') ? snapshot.context.error : null;
/**
 * The application Complete Application resumes, while it is offered: the message shown
 * contains Remarks and the answer names the application.
 */
export const selectResumed = (snapshot: TrackSnapshot): ResumedApplication | null => {
  const { answer } = snapshot.context;
  return selectMessage(snapshot) !== null && canComplete(answer)
    ? resumedApplication(answer)
    : null;
};
export const selectCanComplete = (snapshot: TrackSnapshot) => selectResumed(snapshot) !== null;
/** The OTP sheet's chart, while the borrower proves their mobile. */
export const selectOtp = (snapshot: TrackSnapshot) =>
  snapshot.children['otp'] as ActorRefFrom<typeof otpMachine> | undefined;
