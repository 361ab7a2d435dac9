import { createMachine } from 'xstate';

/**
 * What a partner sees of the Offline Disbursments list (an instance of the list chart): an
 * abstract, context-free model whose server answers are explicit events.
 *
 * Events:
 * - PAGE_ARRIVES: the server answers a page with cases on it (12 cases: two pages).
 * - NOTHING_ARRIVES: the server answers an empty page ('No data').
 * - CONNECTION_DROPS: the request fails.
 * - NEXT_PAGE / RETRY: press Next, or Try again.
 */
export const casesModel = createMachine({
  id: 'casesModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'A spinner while the page loads.',
      on: {
        PAGE_ARRIVES: 'rowsShown',
        NOTHING_ARRIVES: 'noData',
        CONNECTION_DROPS: 'failureShown',
      },
    },
    rowsShown: {
      description: 'Case ID, borrower, lender, amount and date per case; Next while more pages.',
      on: { NEXT_PAGE: 'loading' },
    },
    noData: { description: "'No data'." },
    failureShown: {
      description: "'Something went wrong!' with Try again.",
      on: { RETRY: 'loading' },
    },
  },
});

/**
 * What a partner sees of Create Case (the form chart with the case schema).
 *
 * Events:
 * - SUBMIT_EMPTY: Submit on the empty form.
 * - FILL_IN: type a whole, valid case (two lenders, pendency on with its description).
 * - SUBMIT: Submit the filled-in form.
 * - SERVER_ACCEPTS / SERVER_REFUSES: the server records it, or answers 403 / 400.
 */
export const createCaseModel = createMachine({
  id: 'createCaseModel',
  initial: 'empty',
  states: {
    empty: {
      description: 'No message shows before the first Submit.',
      on: { SUBMIT_EMPTY: 'everyIssueShown', FILL_IN: 'filledIn' },
    },
    everyIssueShown: {
      description: 'Every required field’s message at once.',
      on: { FILL_IN: 'filledIn' },
    },
    filledIn: {
      description: 'A valid case, no message.',
      on: { SUBMIT: 'sending' },
    },
    sending: {
      description: 'Submit is busy.',
      on: { SERVER_ACCEPTS: 'recorded', SERVER_REFUSES: 'refusalShown' },
    },
    refusalShown: {
      description: 'The server’s words on the message line; Submit again.',
      on: { SUBMIT: 'sending' },
    },
    recorded: { description: 'The case is recorded (the screen moves to its success).' },
  },
});
