import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine } from '../otp/machine';
import { canComplete, resumedApplication, type TrackMachine } from './machine';
import type { ResumedApplication } from './types';

type TrackSnapshot = SnapshotFrom<TrackMachine>;

export const selectTrackerId = (snapshot: TrackSnapshot) => snapshot.context.trackerId;
/** 'Invalid tracker id' under the field, while the chart holds it. */
export const selectFieldError = (snapshot: TrackSnapshot) =>
  snapshot.matches({ editing: 'invalid' }) ? snapshot.context.error : null;
/** Why tracking failed (the server's refusal, or that it could not be reached). */
export const selectFailure = (snapshot: TrackSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The server's message, shown until the tracker id changes (also behind the OTP sheet). */
export const selectMessage = (snapshot: TrackSnapshot) =>
  snapshot.matches('shown') || snapshot.matches('verifying') || snapshot.matches('checking')
    ? (snapshot.context.answer?.message ?? null)
    : null;
/*
 * Busy and failed come from the chart's tags; which call is told by the message on screen:
 * none while Track asks, the tracking answer's while Complete Application checks.
 */
export const selectIsTracking = (snapshot: TrackSnapshot) =>
  snapshot.hasTag('busy') && selectMessage(snapshot) === null;
/** Complete Application is checking that the application opens for this person. */
export const selectIsOpening = (snapshot: TrackSnapshot) =>
  snapshot.hasTag('busy') && selectMessage(snapshot) !== null;
/** Why Complete Application could not open the application ('No Incomplete Application Found'). */
export const selectOpenFailure = (snapshot: TrackSnapshot) =>
  snapshot.hasTag('error') && selectMessage(snapshot) !== null ? snapshot.context.error : null;
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
