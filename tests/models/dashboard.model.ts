import { createMachine } from 'xstate';

/**
 * What a partner sees of the home dashboard's application count: an abstract, context-free
 * model. The server's answer is an explicit event.
 *
 * Events:
 * - COUNT_ARRIVES: the server answers the count (the demo partner has none yet).
 * - CONNECTION_DROPS: the count request fails on a weak network.
 * - RETRY: press Try again.
 */
export const dashboardModel = createMachine({
  id: 'dashboardModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'A spinner while the count loads; View Applications is disabled.',
      on: { COUNT_ARRIVES: 'countShown', CONNECTION_DROPS: 'failureShown' },
    },
    countShown: {
      description: 'The count; View Applications is enabled only above zero.',
    },
    failureShown: {
      description: "'Something went wrong!' with Try again.",
      on: { RETRY: 'loading' },
    },
  },
});
