import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * What an agent sees of the loan offer step (capture-app §2, §6, §8), context-free. The
 * server's answers are explicit events; the figures each state shows are in the suites' checks.
 *
 * Events:
 * - SERVER_ANSWERS_APPROVED / SERVER_ANSWERS_ACCEPTED / SERVER_ANSWERS_REJECTED: the offer's
 *   fetch (or an update) answers an approved offer, one accepted before, or a REJECTED decision.
 * - SERVER_ACCEPTS: an update or an acceptance succeeds.
 * - SERVER_REFUSES: the server refuses with its own words (400, or 409 for an acceptance).
 * - CONNECTION_DROPS: the request never reaches the server.
 * - RETRY: Try again after a failed fetch.
 * - TYPE_EDIT: the amount and tenure typed within the limits (₹8,00,000 over 36 months).
 * - TYPE_TOO_MUCH: an amount over the suggested one and a tenure over the limit typed.
 * - UPDATE / ACCEPT: press Update Loan Offer / Accept Offer.
 * - CONFIRM / CANCEL: the confirmation dialog's buttons.
 */
export const offerModel = createMachine({
  id: 'offerModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'The offer is on its way: a spinner, no table.',
      on: {
        SERVER_ANSWERS_APPROVED: 'offerShown',
        SERVER_ANSWERS_ACCEPTED: 'accepted',
        SERVER_ANSWERS_REJECTED: 'rejected',
        CONNECTION_DROPS: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'Why the offer could not be fetched, with Try again.',
      on: { RETRY: 'loading' },
    },
    offerShown: {
      description: 'The table with the offer’s figures; the fields hold the offer; no message.',
      on: { TYPE_EDIT: 'editedQuiet', TYPE_TOO_MUCH: 'tooMuchShown', ACCEPT: 'confirmingOffer' },
    },
    editedQuiet: {
      description: 'The edit typed: EMI and fees already follow it; no message.',
      on: { TYPE_TOO_MUCH: 'tooMuchShown', UPDATE: 'updating', ACCEPT: 'confirmingEdit' },
    },
    tooMuchShown: {
      description:
        'Over the limits as typed: each limit’s message beside its field at once; the table and its EMI stay on the last valid figures; nothing sent.',
      on: {
        TYPE_TOO_MUCH: 'tooMuchShown',
        UPDATE: 'issueShown',
        ACCEPT: 'issueShown',
        TYPE_EDIT: 'editedQuiet',
      },
    },
    issueShown: {
      description:
        'A press refused on the device: every field’s message, focus on the first; nothing sent.',
      on: { TYPE_EDIT: 'editedLive' },
    },
    editedLive: {
      description: 'Fixed after a refused press: no message; a new mistake shows at once.',
      on: { TYPE_TOO_MUCH: 'tooMuchLive', UPDATE: 'updating', ACCEPT: 'confirmingEdit' },
    },
    tooMuchLive: {
      description:
        'Over the limits again after a refused press: the messages at once, focus where typed, the last valid figures kept.',
      on: { UPDATE: 'issueShown', TYPE_EDIT: 'editedLive' },
    },
    updating: {
      description: 'Update Loan Offer busy: the edit is sent; the fields wait.',
      on: {
        SERVER_ACCEPTS: 'updatedShown',
        SERVER_REFUSES: 'updateRefused',
        CONNECTION_DROPS: 'updateFailed',
        SERVER_ANSWERS_REJECTED: 'rejected',
      },
    },
    updatedShown: {
      description: '‘Loan offer updated successfully!’; the table and fields hold the new offer.',
      on: { TYPE_EDIT: 'editedQuiet', ACCEPT: 'confirmingOffer' },
    },
    updateRefused: {
      description: 'The server’s words on the message line; the edit kept.',
      on: { TYPE_EDIT: 'editedLive', ACCEPT: 'confirmingEdit' },
    },
    updateFailed: {
      description: '‘Failed to update loan offer.’; the edit kept.',
      on: { UPDATE: 'updating' },
    },
    confirmingOffer: {
      description: '‘Confirm Loan Acceptance’ with the offer’s own figures.',
      on: { CANCEL: 'offerShown', CONFIRM: 'acceptingOffer' },
    },
    confirmingEdit: {
      description: '‘Confirm Loan Acceptance’ with the edited figures.',
      on: { CANCEL: 'editedQuiet', CONFIRM: 'acceptingEdit' },
    },
    acceptingOffer: {
      description: 'Accepting as offered: nothing else sent.',
      on: { SERVER_ACCEPTS: 'accepted', CONNECTION_DROPS: 'acceptFailed' },
    },
    acceptingEdit: {
      description: 'Accepting with the edit sent along.',
      on: { SERVER_ACCEPTS: 'accepted', SERVER_REFUSES: 'acceptRefused' },
    },
    acceptFailed: {
      description: '‘Failed to accept loan offer. Please try again.’; Accept Offer again.',
      on: { ACCEPT: 'confirmingOffer' },
    },
    acceptRefused: {
      description: 'The server’s refusal (the offer is locked) on the message line.',
      on: { TYPE_EDIT: 'editedLive' },
    },
    accepted: {
      type: 'final',
      description: 'Accepted: the figures read-only, no Update or Accept; on to final submit.',
    },
    rejected: {
      type: 'final',
      description: '‘Application Rejected!’; on to the rejection screen.',
    },
  },
});

export const offerTestModel = createCoverageModel(offerModel);

/** Every leaf state of the model; each must have an assertion wherever the paths run. */
export const OFFER_MODEL_STATES = leafStateKeys(offerModel);

/**
 * The states only the chart reaches: accepting figures typed but not updated. On the screen,
 * Accept Offer waits for the Key Fact Statement's acknowledgement and for Update (issue 21): the
 * statement is the answered offer's, so typed figures are never accepted from the screen.
 */
const CHART_ONLY: ReadonlySet<string> = new Set([
  'confirmingEdit',
  'acceptingEdit',
  'acceptRefused',
]);

type ModelStates = Record<string, { on?: Record<string, string> }>;

/** The offer model's states without what only the chart does (CHART_ONLY, and ACCEPT while typed figures wait). */
function screenStates(): ModelStates {
  const states = offerModel.config.states as ModelStates;
  const typedWaits = (state: string) => state.startsWith('tooMuch');
  return Object.fromEntries(
    Object.entries(states)
      .filter(([key]) => !CHART_ONLY.has(key))
      .map(([key, state]) => {
        const on = Object.entries(state.on ?? {}).filter(
          ([event, target]) => !(event === 'ACCEPT' && (CHART_ONLY.has(target) || typedWaits(key))),
        );
        return [key, { ...state, on: Object.fromEntries(on) }];
      }),
  );
}

/**
 * The offer step as the browser suite drives it: the offer model, where ACCEPT first has the
 * borrower acknowledge the statement, and accepting typed figures is left to the chart's suite.
 */
export const offerScreenModel = createMachine({
  id: 'offerScreenModel',
  initial: 'loading',
  states: screenStates(),
});

export const offerScreenTestModel = createCoverageModel(offerScreenModel);

export const OFFER_SCREEN_STATES = leafStateKeys(offerScreenModel);
