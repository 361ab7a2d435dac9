import { createMachine } from 'xstate';
import { pagedListModel } from './list.model';

/** The Offline Disbursements list is the paged list screen (an instance of the list chart). */
export const casesModel = pagedListModel;

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
