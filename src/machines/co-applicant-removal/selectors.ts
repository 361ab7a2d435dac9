import type { SnapshotFrom } from 'xstate';
import type { CoApplicantRemovalMachine } from './machine';

type Snapshot = SnapshotFrom<CoApplicantRemovalMachine>;

/** Whom the confirmation names. */
export const selectRemovalName = (snapshot: Snapshot) => snapshot.context.name;
/** The server is removing them. */
export const selectIsRemoving = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** Why the removal failed, while it shows. */
export const selectRemovalError = (snapshot: Snapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
