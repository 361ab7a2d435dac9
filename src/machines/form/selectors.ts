import type { SnapshotFrom } from 'xstate';
import type { FieldIssue } from '../../domain/validation';
import type { FormMachine } from './machine';

type FormSnapshot = SnapshotFrom<FormMachine>;

export const selectValues = (snapshot: FormSnapshot) => snapshot.context.values;
const NO_ISSUES: readonly FieldIssue[] = [];
/** Every issue the form shows, one per field in screen order (issue 18); only while it checks live. */
export const selectIssues = (snapshot: FormSnapshot): readonly FieldIssue[] =>
  snapshot.hasTag('error') ? snapshot.context.issues : NO_ISSUES;
/** The message a field shows: its own issue, if it has one. */
export const issueMessageOn = (issues: readonly FieldIssue[], field: string) =>
  issues.find((issue) => issue.field === field)?.message;
/** The first issue: its field takes the focus on Save. */
export const selectIssue = (snapshot: FormSnapshot) => selectIssues(snapshot)[0] ?? null;
/** The server's refusal of the last save, on the form's message line. */
export const selectServerError = (snapshot: FormSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.serverError : null;
export const selectIsSaving = (snapshot: FormSnapshot) => snapshot.hasTag('busy');
/** A lookup field's value is being looked up (its debounce, then the call): not `busy`, as Save stays. */
export const selectIsLookingUp = (snapshot: FormSnapshot) => snapshot.hasTag('lookingUp');
export const selectIsSaved = (snapshot: FormSnapshot) => snapshot.status === 'done';
