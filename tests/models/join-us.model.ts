import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * What a visitor sees of Partner Registration (`/join-us`, partner-portal §3, §5), context-free,
 * on a brand that asks for shop and counter photos. Waiting and the server's answers are events.
 *
 * Events:
 * - SUBMIT: press Submit.
 * - FILL_DETAILS: type every text field right, the pincode last, and wait for its lookup
 *   (city and state filled), and pick the bank.
 * - TYPE_UNKNOWN_PINCODE / TYPE_PINCODE: a pincode the lookup does not know (city and state
 *   cleared) / one it knows (filled again).
 * - CHOOSE_PDF_PHOTO: choose a PDF as the shop photo (images only).
 * - UPLOAD_DOCUMENTS: choose every document and both photos; the server stores each.
 * - SERVER_ACCEPTS / SERVER_SAYS_REGISTERED / CONNECTION_DROPS: the request's answer (201, 409,
 *   no answer).
 * - EDIT_NAME: change the first name (to another right one).
 */
export const joinUsModel = createMachine({
  id: 'joinUsModel',
  initial: 'blank',
  states: {
    blank: {
      description: 'The form, the verified mobile above it, the link’s referral code typed in.',
      on: { SUBMIT: 'issuesShown', FILL_DETAILS: 'detailsTyped' },
    },
    issuesShown: {
      description: 'Every field’s message at once; nothing sent.',
      on: { FILL_DETAILS: 'documentsMissing' },
    },
    detailsTyped: {
      description: 'Every detail right, city and state filled from the pincode; no message yet.',
      on: {
        SUBMIT: 'documentsMissing',
        UPLOAD_DOCUMENTS: 'complete',
        TYPE_UNKNOWN_PINCODE: 'placeCleared',
        CHOOSE_PDF_PHOTO: 'photoRefused',
      },
    },
    placeCleared: {
      description: 'A pincode the lookup does not know: city and state emptied.',
      on: { TYPE_PINCODE: 'detailsTyped' },
    },
    photoRefused: {
      description: 'The shop photo refused before sending: images only.',
      on: { UPLOAD_DOCUMENTS: 'complete' },
    },
    documentsMissing: {
      description: 'Only the missing documents’ messages.',
      on: { UPLOAD_DOCUMENTS: 'complete' },
    },
    complete: {
      description: 'Everything right and uploaded; no message.',
      on: { SUBMIT: 'sending' },
    },
    sending: {
      description: 'Submit busy until the server answers.',
      on: {
        SERVER_ACCEPTS: 'received',
        SERVER_SAYS_REGISTERED: 'registeredShown',
        CONNECTION_DROPS: 'offlineShown',
      },
    },
    registeredShown: {
      description: 'The mobile is registered already, said plainly; the values kept.',
      on: { EDIT_NAME: 'complete' },
    },
    offlineShown: {
      description: 'The registration could not be sent; Submit again.',
      on: { SUBMIT: 'sending' },
    },
    received: { type: 'final', description: 'Registration Received, with the way to track it.' },
  },
});

export const joinUsTestModel = createCoverageModel(joinUsModel);
export const JOIN_US_MODEL_STATES = leafStateKeys(joinUsModel);
