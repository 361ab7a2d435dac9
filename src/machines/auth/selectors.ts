import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectIsSignedIn = (snapshot: AuthSnapshot) => snapshot.matches('signedIn');
export const selectIsSignedOut = (snapshot: AuthSnapshot) => snapshot.matches('signedOut');
/** Route guards wait while this is true rather than redirecting on a guess. */
export const selectIsResolving = (snapshot: AuthSnapshot) => snapshot.hasTag('busy');
export const selectIsLoggingOut = (snapshot: AuthSnapshot) => snapshot.hasTag('loggingOut');
/** The profile could not be fetched (the chart's one `error` state): the warning and Try again. */
export const selectProfileUnavailable = (snapshot: AuthSnapshot) => snapshot.hasTag('error');
export const selectProfile = (snapshot: AuthSnapshot) => snapshot.context.profile;
export const selectError = (snapshot: AuthSnapshot) => snapshot.context.error;
/** The mobile Join Us verified this visit (Partner Registration), if any. */
export const selectVerifiedMobile = (snapshot: AuthSnapshot) => snapshot.context.verifiedMobile;
