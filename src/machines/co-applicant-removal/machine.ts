import { assign, setup } from 'xstate';
import { failureText, type FailureTexts } from '../failure';
import { missingActor } from '../missing';
import type {
  CoApplicantRemovalContext,
  CoApplicantRemovalEvent,
  CoApplicantRemovalInput,
  CoApplicantRemovalOutput,
  CoApplicantRemovalTag,
  RemoveCoApplicantInput,
} from './types';

export { CO_APPLICANT_REMOVED } from '../../domain/sections/co-applicant';

/**
 * Ours (the spec has no removal): a refusal's words (the offer was accepted meanwhile, the
 * application was closed), else this.
 */
export const REMOVAL_FAILED = 'Failed to remove the co-applicant. Please try again.';
const REMOVAL_FAILURE_TEXTS: FailureTexts = { fallback: REMOVAL_FAILED, refusalsOnly: true };

/**
 * Removing a saved co-applicant (issue 18), from the co-applicants list or from their form: a
 * confirmation that names them, then the server's removal; a failure shows in the confirmation,
 * whose Remove tries again. Ends removed, or cancelled with nothing changed. Its parent (the
 * wizard's list, the co-applicant's chart) invokes it only while removal is allowed: a listed
 * co-applicant, before the offer is accepted.
 */
export const coApplicantRemovalMachine = setup({
  types: {
    context: {} as CoApplicantRemovalContext,
    events: {} as CoApplicantRemovalEvent,
    input: {} as CoApplicantRemovalInput,
    output: {} as CoApplicantRemovalOutput,
    tags: {} as CoApplicantRemovalTag,
  },
  actors: {
    /** DELETE the co-applicant (src/services). */
    removeCoApplicant: missingActor<void, RemoveCoApplicantInput>(
      'coApplicantRemoval',
      'removeCoApplicant',
    ),
  },
  actions: {
    markRemoved: assign({ removed: true, error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, REMOVAL_FAILURE_TEXTS),
    })),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'coApplicantRemoval',
  description:
    'Remove a saved co-applicant: confirm, then the server removes them; a failure shows in the confirmation with Remove to try again.',
  context: ({ input }) => ({ ...input, error: null, removed: false }),
  initial: 'confirming',
  states: {
    confirming: {
      description: '‘Remove co-applicant?’ names them, with Cancel and Remove.',
      on: { 'removal.confirm': 'removing', 'removal.cancel': 'cancelled' },
    },
    removing: {
      tags: 'busy',
      description: 'The server removes them; the confirmation stays, its Remove busy.',
      invoke: {
        id: 'remove',
        src: 'removeCoApplicant',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          coApplicantId: context.coApplicantId,
        }),
        onDone: { target: 'removed', actions: 'markRemoved' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: 'error',
      description: 'Why it failed, in the confirmation: Remove tries again, Cancel keeps them.',
      on: {
        'removal.confirm': { target: 'removing', actions: 'clearFailure' },
        'removal.cancel': 'cancelled',
      },
    },
    removed: { type: 'final', description: 'Removed on the server.' },
    cancelled: { type: 'final', description: 'Nothing was removed.' },
  },
  output: ({ context }) => ({ removed: context.removed, coApplicantId: context.coApplicantId }),
});

export type CoApplicantRemovalMachine = typeof coApplicantRemovalMachine;
