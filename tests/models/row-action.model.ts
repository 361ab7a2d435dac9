import { createMachine } from 'xstate';

/**
 * One action of a lender row as the partner sees it (partner-portal §2, §4), context-free:
 * Protium's Upload Files, the one action whose refusal changes while the page is open (files
 * only once Protium has APPROVED the lead). Server answers are explicit events.
 *
 * Events:
 * - START: press the action's button. RETRY: press it again after a failure.
 * - LENDER_APPROVES: Send to Lender answered APPROVED (the row's status changes).
 * - LENDER_WITHDRAWS: the row's status changes to one that is not APPROVED.
 * - SERVER_ANSWERS: the server did it. SERVER_REFUSES: it refused in words of its own.
 *   CONNECTION_DROPS: no answer came.
 */
export const rowActionModel = createMachine({
  id: 'rowActionModel',
  initial: 'disabled',
  states: {
    disabled: {
      description:
        'Before Protium approved: the button disabled, saying why; a press asks nothing of the server.',
      on: { START: 'disabled', LENDER_APPROVES: 'ready' },
    },
    ready: {
      description: 'The button, enabled.',
      on: { START: 'working', LENDER_WITHDRAWS: 'disabled' },
    },
    working: {
      description: 'The button busy: the server is doing it.',
      on: { SERVER_ANSWERS: 'done', SERVER_REFUSES: 'refused', CONNECTION_DROPS: 'failed' },
    },
    done: {
      description: "'Files sent to Protium' (a toast); the button does it again.",
      on: { START: 'working', LENDER_WITHDRAWS: 'doneDisabled' },
    },
    doneDisabled: {
      description: 'Done before, no longer allowed: the button disabled, saying why.',
      on: { START: 'disabled' },
    },
    refused: {
      description: 'The server’s words under the button and as a toast; the button tries again.',
      on: { RETRY: 'working' },
    },
    failed: {
      description: "'Something went wrong!' under the button and as a toast; it tries again.",
      on: { RETRY: 'working', LENDER_WITHDRAWS: 'failedDisabled' },
    },
    failedDisabled: {
      description: 'Failed, then no longer allowed: Try again is refused, the button disabled.',
      on: { RETRY: 'disabled' },
    },
  },
});
