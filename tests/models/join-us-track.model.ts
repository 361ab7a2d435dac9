import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * What a visitor sees of `/join-us/track` (partner-portal §2, §5), context-free: they type a
 * mobile and press Track; the server's message for the request made with it shows.
 *
 * Events:
 * - TYPE_INVALID_MOBILE: type something that is not a mobile (nine digits).
 * - TYPE_UNKNOWN_MOBILE: type a mobile nobody registered with.
 * - TYPE_PENDING_MOBILE / TYPE_APPROVED_MOBILE / TYPE_REJECTED_MOBILE: type the mobile of a
 *   request waiting for review, approved, or rejected with a reason.
 * - TRACK: press Track and wait for what it shows. TRACK_OFFLINE: the same, the connection down.
 */
export const joinUsTrackModel = createMachine({
  id: 'joinUsTrackModel',
  initial: 'editing',
  states: {
    editing: {
      description: 'The Mobile number field and Track; no message.',
      initial: 'blank',
      states: {
        blank: {
          description: 'Nothing typed.',
          on: {
            TYPE_INVALID_MOBILE: 'invalidTyped',
            TYPE_UNKNOWN_MOBILE: 'unknownTyped',
            TYPE_PENDING_MOBILE: 'pendingTyped',
            TRACK: '#joinUsTrackModel.invalidShown',
          },
        },
        invalidTyped: { on: { TRACK: '#joinUsTrackModel.invalidShown' } },
        unknownTyped: { on: { TRACK: '#joinUsTrackModel.notFoundShown' } },
        pendingTyped: {
          on: {
            TRACK: '#joinUsTrackModel.pendingShown',
            TRACK_OFFLINE: '#joinUsTrackModel.offlineShown',
          },
        },
        approvedTyped: { on: { TRACK: '#joinUsTrackModel.approvedShown' } },
        rejectedTyped: { on: { TRACK: '#joinUsTrackModel.rejectedShown' } },
      },
    },
    invalidShown: {
      description: "'Invalid mobile' under the field; nothing asked of the server.",
      on: { TYPE_APPROVED_MOBILE: 'editing.approvedTyped' },
    },
    notFoundShown: {
      description: 'The server’s refusal: no request was made with that mobile.',
      on: { TYPE_REJECTED_MOBILE: 'editing.rejectedTyped' },
    },
    offlineShown: {
      description: "'Failed to track the request. Please try again.'",
      on: { TRACK: 'pendingShown' },
    },
    pendingShown: {
      description: 'The request is under review.',
      on: { TYPE_INVALID_MOBILE: 'editing.invalidTyped' },
    },
    approvedShown: { description: 'Approved: log in with the mobile.' },
    rejectedShown: { description: 'Rejected, with the ADMIN’s reason.' },
  },
});

export const joinUsTrackTestModel = createCoverageModel(joinUsTrackModel);
export const JOIN_US_TRACK_MODEL_STATES = leafStateKeys(joinUsTrackModel);
