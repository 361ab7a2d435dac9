import { createMachine } from 'xstate';

/**
 * What a partner sees of an expanded row of the applications list, context-free.
 *
 * Events:
 * - DETAILS_ARRIVE: the server answers the whole application.
 * - CONNECTION_DROPS: the request fails on a weak network.
 * - RETRY: press Try again.
 */
export const applicationDetailsModel = createMachine({
  id: 'applicationDetailsModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the application; no failure shown.',
      on: { DETAILS_ARRIVE: 'detailsShown', CONNECTION_DROPS: 'failed' },
    },
    detailsShown: { description: 'Its sections, documents and lender statuses.' },
    failed: { description: 'The failure with Try again.', on: { RETRY: 'loading' } },
  },
});
