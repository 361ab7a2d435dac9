import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FormMachine } from '../form/machine';
import type { CoApplicantMachine } from './machine';

/** The co-applicant's form, which the co-applicant step shows. */
export const selectCoApplicantForm = (snapshot: SnapshotFrom<CoApplicantMachine>) =>
  snapshot.children['form'] as ActorRefFrom<FormMachine> | undefined;
