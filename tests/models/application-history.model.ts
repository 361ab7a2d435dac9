import { createMachine } from 'xstate';

/**
 * What a partner sees of the History panel of an expanded row, context-free.
 *
 * Events:
 * - STEPS_ARRIVE: the server answers the application's audit trail.
 * - NOTHING_RECORDED: the trail is empty (the application was last written before it began).
 * - CONNECTION_DROPS: the request fails on a weak network.
 * - RETRY: press Try again.
 */
export const applicationHistoryModel = createMachine({
  id: 'applicationHistoryModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the history; no failure shown.',
      on: { STEPS_ARRIVE: 'stepsShown', NOTHING_RECORDED: 'noSteps', CONNECTION_DROPS: 'failed' },
    },
    stepsShown: { description: 'Each write in order, who made it, when and what changed.' },
    noSteps: { description: 'No changes recorded yet.' },
    failed: { description: 'The failure with Try again.', on: { RETRY: 'loading' } },
  },
});
