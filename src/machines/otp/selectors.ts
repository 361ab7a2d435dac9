import type { SnapshotFrom } from 'xstate';
import type { otpMachine } from './machine';

type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

/** Which part of the form the user works on: the mobile, the code, or nothing left to do. */
export type OtpStep = 'mobile' | 'code' | 'verified';

export const selectStep = (snapshot: OtpSnapshot): OtpStep => {
  if (snapshot.hasTag('askingMobile')) return 'mobile';
  if (snapshot.hasTag('askingCode')) return 'code';
  return 'verified';
};

export const selectMobile = (snapshot: OtpSnapshot) => snapshot.context.mobile;
export const selectCode = (snapshot: OtpSnapshot) => snapshot.context.code;
export const selectSecondsLeft = (snapshot: OtpSnapshot) => snapshot.context.secondsLeft;
/** The message line's text; shown only while a state tagged `error` holds it. */
export const selectError = (snapshot: OtpSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
export const selectIsBusy = (snapshot: OtpSnapshot) => snapshot.hasTag('busy');
/* Which call is on its way: each busy state also carries its own tag. */
export const selectIsSending = (snapshot: OtpSnapshot) => snapshot.hasTag('sending');
export const selectIsVerifying = (snapshot: OtpSnapshot) => snapshot.hasTag('verifying');
export const selectIsResending = (snapshot: OtpSnapshot) => snapshot.hasTag('resending');
export const selectCanResend = (snapshot: OtpSnapshot) => snapshot.hasTag('canResend');
