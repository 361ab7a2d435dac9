import { createMachine } from 'xstate';

/**
 * Removing a saved co-applicant as the person sees it (issue 18), context-free: the confirmation
 * that names them, the server's answer, Remove again after a failure, Cancel.
 *
 * Events:
 * - CONFIRM: Remove in the confirmation. CANCEL: Cancel (or Close, Escape).
 * - SERVER_REMOVES: the server removed them. SERVER_REFUSES: it refused in words of its own (the
 *   offer was accepted meanwhile). CONNECTION_DROPS: no answer came.
 */
export const coApplicantRemovalModel = createMachine({
  id: 'coApplicantRemovalModel',
  initial: 'confirming',
  states: {
    confirming: {
      description: '‘Remove co-applicant?’ names them; nothing is asked of the server yet.',
      on: { CONFIRM: 'removing', CANCEL: 'cancelled' },
    },
    removing: {
      description: 'Busy: the server is asked to remove them.',
      on: { SERVER_REMOVES: 'removed', SERVER_REFUSES: 'refused', CONNECTION_DROPS: 'failed' },
    },
    refused: {
      description: 'The server’s words in the confirmation; Remove again or Cancel.',
      on: { CONFIRM: 'removing', CANCEL: 'cancelled' },
    },
    failed: {
      description: 'The chart’s own words (no answer came); Remove again or Cancel.',
      on: { CONFIRM: 'removing', CANCEL: 'cancelled' },
    },
    removed: { description: 'Done: removed.' },
    cancelled: { description: 'Done: nothing removed.' },
  },
});
