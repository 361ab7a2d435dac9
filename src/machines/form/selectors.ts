import type { SnapshotFrom } from 'xstate';
import type { FormMachine } from './machine';

type FormSnapshot = SnapshotFrom<FormMachine>;

export const selectValues = (snapshot: FormSnapshot) => snapshot.context.values;
/** The one issue the form shows (spec §5); only while the form checks live. */
export const selectIssue = (snapshot: FormSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.issue : null;
/** The server's refusal of the last save, on the form's message line. */
export const selectServerError = (snapshot: FormSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.serverError : null;
export const selectIsSaving = (snapshot: FormSnapshot) => snapshot.hasTag('busy');
/** A lookup field's value is being looked up (its debounce, then the call): not `busy`, as Save stays. */
export const selectIsLookingUp = (snapshot: FormSnapshot) => snapshot.hasTag('lookingUp');
export const selectIsSaved = (snapshot: FormSnapshot) => snapshot.status === 'done';
