import { createMachine } from 'xstate';

/**
 * What a partner sees of a step's bank list (capture-app §3, §8), context-free. The server's
 * answer is an explicit event.
 *
 * Events:
 * - LIST_ARRIVES: the server answers the bank list.
 * - CONNECTION_DROPS: the request fails on a weak network.
 * - RETRY: press Retry beside the failure.
 */
export const bankListModel = createMachine({
  id: 'bankListModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'The step shows; the bank list is on its way, no failure shown.',
      on: { LIST_ARRIVES: 'listShown', CONNECTION_DROPS: 'failureShown' },
    },
    listShown: { description: 'Bank Name offers the banks.' },
    failureShown: {
      description: "'Failed to load bank list' with Retry; the rest of the step still works.",
      on: { RETRY: 'loading' },
    },
  },
});
