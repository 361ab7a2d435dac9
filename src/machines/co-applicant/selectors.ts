import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CoApplicantRemovalMachine } from '../co-applicant-removal/machine';
import type { FormMachine } from '../form/machine';
import type { CoApplicantMachine } from './machine';

/** The co-applicant's form, which the co-applicant step shows. */
export const selectCoApplicantForm = (snapshot: SnapshotFrom<CoApplicantMachine>) =>
  snapshot.children['form'] as ActorRefFrom<FormMachine> | undefined;

/** Remove shows on the form: a listed co-applicant, before the offer is accepted. */
export const selectCanRemove = (snapshot: SnapshotFrom<CoApplicantMachine>) =>
  snapshot.can({ type: 'coApplicant.remove' }) || snapshot.children['removal'] !== undefined;

/** The form's Remove confirmation (its own chart), while it is open. */
export const selectFormRemoval = (snapshot: SnapshotFrom<CoApplicantMachine>) =>
  snapshot.children['removal'] as ActorRefFrom<CoApplicantRemovalMachine> | undefined;
