import type { SnapshotFrom } from 'xstate';
import type { otpMachine } from './machine';

type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

/** Which part of the form the user works on: the mobile, the code, or nothing left to do. */
export type OtpStep = 'mobile' | 'code' | 'verified';

export const selectStep = (snapshot: OtpSnapshot): OtpStep => {
  if (snapshot.matches('verified')) return 'verified';
  if (snapshot.matches('editingMobile') || snapshot.matches('sendingCode')) return 'mobile';
  return 'code';
};

export const selectMobile = (snapshot: OtpSnapshot) => snapshot.context.mobile;
export const selectCode = (snapshot: OtpSnapshot) => snapshot.context.code;
export const selectSecondsLeft = (snapshot: OtpSnapshot) => snapshot.context.secondsLeft;
/** The message line's text; shown only while a state tagged `error` holds it. */
export const selectError = (snapshot: OtpSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
export const selectIsBusy = (snapshot: OtpSnapshot) => snapshot.hasTag('busy');
/** Send Code is on its way: busy (a tag) while the mobile is the step. */
export const selectIsSending = (snapshot: OtpSnapshot) =>
  snapshot.hasTag('busy') && selectStep(snapshot) === 'mobile';
export const selectIsVerifying = (snapshot: OtpSnapshot) => snapshot.matches('verifyingCode');
export const selectIsResending = (snapshot: OtpSnapshot) => snapshot.matches('resendingCode');
export const selectCanResend = (snapshot: OtpSnapshot) =>
  snapshot.matches({ enteringCode: { resend: 'canResend' } });
