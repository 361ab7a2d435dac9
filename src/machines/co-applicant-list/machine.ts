import { sendParent } from 'xstate';
import { createListMachine } from '../list/machine';
import { CO_APPLICANTS_LOAD_FAILED } from '../wizard/texts';
import type { CoApplicantEntry, LoadApplicationInput } from '../wizard/types';

/**
 * The co-applicants of an application, as the wizard's co-applicants step lists them: an
 * instance of the list chart, asked for the application, failing in the spec's one sentence.
 * Only the wizard invokes it, so it tells the wizard each load and each failure by event
 * (`coApplicants.loaded`, `coApplicants.failed`); the wizard never reads its snapshot.
 */
export const coApplicantListMachine = createListMachine<CoApplicantEntry[], LoadApplicationInput>({
  id: 'coApplicantList',
  description:
    'The co-applicants of the application (capture-app §2, the list chart), told to the wizard: loaded when the co-applicants step shows; when it fails, ‘Failed to load co-applicants’ with Try again.',
  texts: { fallback: CO_APPLICANTS_LOAD_FAILED, fixed: true },
}).provide({
  actions: {
    reportLoaded: sendParent((_, params: { data: CoApplicantEntry[] }) => ({
      type: 'coApplicants.loaded',
      list: params.data,
    })),
    reportFailed: sendParent((_, params: { error: string }) => ({
      type: 'coApplicants.failed',
      error: params.error,
    })),
  },
});

export type CoApplicantListMachine = typeof coApplicantListMachine;
