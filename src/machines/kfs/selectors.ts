import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine } from '../otp/machine';
import type { KfsMachine } from './machine';

type KfsSnapshot = SnapshotFrom<KfsMachine>;

/** The statement last read (kept while it is read again, so the screen does not blank). */
export const selectStatement = (snapshot: KfsSnapshot) => snapshot.context.statement;
/** Its labels in the language shown. */
export const selectTexts = (snapshot: KfsSnapshot) => snapshot.context.texts;
export const selectLanguage = (snapshot: KfsSnapshot) => snapshot.context.language;
/** Why the PDF did not come (the load's failure is `selectLoadFailure`'s). */
export const selectError = (snapshot: KfsSnapshot) =>
  snapshot.hasTag('error') && !snapshot.hasTag('failed') ? snapshot.context.error : null;
/** The statement could not be read: the failure's sentence, shown with Try again. */
export const selectLoadFailure = (snapshot: KfsSnapshot) =>
  snapshot.hasTag('failed') ? snapshot.context.error : null;
export const selectIsBusy = (snapshot: KfsSnapshot) => snapshot.hasTag('busy');
/** Nothing to show yet: the first read is on its way. */
export const selectIsLoading = (snapshot: KfsSnapshot) =>
  snapshot.hasTag('busy') && snapshot.context.statement === null;
export const selectIsDownloading = (snapshot: KfsSnapshot) => snapshot.hasTag('downloading');
export const selectIsExpired = (snapshot: KfsSnapshot) => snapshot.hasTag('expired');
/**
 * The borrower acknowledged the version shown: the offer may be accepted. Read from the
 * statement, not only the state tagged `acknowledged`, so Accept stays enabled while its PDF
 * downloads or it is read again in the other language (the same version, still acknowledged).
 */
export const selectIsAcknowledged = (snapshot: KfsSnapshot) =>
  Boolean(snapshot.context.statement?.acknowledged_at) && !snapshot.hasTag('expired');
/** Send code to borrower is offered: a statement not yet acknowledged, nothing on its way. */
export const selectCanSendCode = (snapshot: KfsSnapshot) => snapshot.hasTag('unacknowledged');
/** The OTP modal's chart, while the code is asked for. */
export const selectOtp = (snapshot: KfsSnapshot) =>
  snapshot.hasTag('askingCode')
    ? (snapshot.children['otp'] as ActorRefFrom<typeof otpMachine> | undefined)
    : undefined;
