import { createMachine } from 'xstate';
import type { TrackAudience } from '../../src/machines/track/types';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * What a person sees of a tracking screen (partner-portal §2), context-free: the partner's /track
 * and the visitor's /apply-loan/track, one model each (the borrower's Complete Application opens
 * the OTP sheet first). The server's answers are those of real applications made for the test.
 *
 * Events, as a person performs them:
 * - TYPE_INVALID_ID: type something that is not a tracker id (five digits).
 * - TYPE_UNKNOWN_ID: type an 8-digit tracker id nobody holds.
 * - TYPE_SUBMITTED_ID: type the tracker id of a submitted application (its message has no
 *   Remarks: nothing to complete).
 * - TYPE_INCOMPLETE_ID: type the tracker id of an application returned for correction.
 * - TYPE_OTHERS_ID: (partner) type the tracker id of a borrower's own application returned for
 *   correction: its message has Remarks, but it is not the partner's to complete.
 * - TRACK: press Track and wait for what it shows.
 * - TRACK_OFFLINE: press Track while the connection is down.
 * - COMPLETE: press Complete Application.
 * - VERIFY_MOBILE: (borrower) in the OTP sheet, type the application's mobile, send, type the
 *   code texted and verify.
 * - VERIFY_OTHER_MOBILE: (borrower) the same with another mobile than the application's.
 * - CLOSE_SHEET: (borrower) close the OTP sheet.
 *
 * Typing is modelled from the states where the field shows no pending value (blank, or a
 * message shown): retyping over a typed value looks the same as typing it. Each message state
 * has one way of typing again, enough to see that a change clears what was shown.
 */
export function createTrackModel(audience: TrackAudience) {
  const partner = audience === 'partner';
  const completed = partner
    ? { COMPLETE: '#trackModel.resumed' }
    : { COMPLETE: '#trackModel.otpSheet' };
  /** Complete Application refused: the partner's for another's application, the borrower's for another mobile. */
  const refusedShown = {
    description: partner
      ? "The message, and 'No Incomplete Application Found' under it."
      : 'The message, and under it that the mobile verified is not the application’s (not which is).',
    on: partner ? { TYPE_INCOMPLETE_ID: 'editing.incompleteTyped' } : { COMPLETE: 'otpSheet' },
  };
  return createMachine({
    id: 'trackModel',
    initial: 'editing',
    states: {
      editing: {
        description: 'The Tracker ID field and Track; no message.',
        initial: 'blank',
        states: {
          blank: {
            description: 'Nothing typed.',
            on: {
              TYPE_INVALID_ID: 'invalidTyped',
              TYPE_UNKNOWN_ID: 'unknownTyped',
              TYPE_SUBMITTED_ID: 'submittedTyped',
              TYPE_INCOMPLETE_ID: 'incompleteTyped',
              ...(partner ? { TYPE_OTHERS_ID: 'othersTyped' } : {}),
              TRACK: '#trackModel.invalidShown',
            },
          },
          invalidTyped: {
            description: 'Five digits typed, no message yet.',
            on: { TRACK: '#trackModel.invalidShown' },
          },
          unknownTyped: {
            description: 'An unknown tracker id typed, no message yet.',
            on: { TRACK: '#trackModel.notFoundShown' },
          },
          submittedTyped: {
            description: 'The submitted application’s tracker id typed, no message yet.',
            on: { TRACK: '#trackModel.submittedShown', TRACK_OFFLINE: '#trackModel.offlineShown' },
          },
          incompleteTyped: {
            description: 'The returned application’s tracker id typed, no message yet.',
            on: { TRACK: '#trackModel.remarksShown' },
          },
          ...(partner
            ? {
                othersTyped: {
                  description: 'A borrower’s own returned application’s tracker id typed.',
                  on: { TRACK: '#trackModel.othersShown' },
                },
              }
            : {}),
        },
      },
      invalidShown: {
        description: "'Invalid tracker id' under the field.",
        on: { TYPE_SUBMITTED_ID: 'editing.submittedTyped' },
      },
      notFoundShown: {
        description: 'The server’s refusal: no application has that tracker id.',
        on: { TYPE_INCOMPLETE_ID: 'editing.incompleteTyped' },
      },
      offlineShown: {
        description: "'Failed to track the application. Please try again.'",
        on: { TRACK: 'submittedShown' },
      },
      submittedShown: {
        description: 'The server’s message for the submitted application; no Complete Application.',
        on: { TYPE_INVALID_ID: 'editing.invalidTyped' },
      },
      remarksShown: {
        description: 'The server’s message with the Remarks, and Complete Application.',
        on: { ...completed, TYPE_UNKNOWN_ID: 'editing.unknownTyped' },
      },
      ...(partner
        ? {
            othersShown: {
              description:
                'The borrower’s application’s message with Remarks, and Complete Application.',
              on: { COMPLETE: 'refusedShown' },
            },
          }
        : {
            otpSheet: {
              description: 'The OTP sheet over the message, asking for the mobile.',
              on: {
                VERIFY_MOBILE: 'resumed',
                VERIFY_OTHER_MOBILE: 'refusedShown',
                CLOSE_SHEET: 'remarksShown',
              },
            },
          }),
      refusedShown,
      resumed: {
        type: 'final' as const,
        description:
          'The capture wizard’s first step with the application loaded, in resume mode (its remarks shown).',
      },
    },
  });
}

export const partnerTrackModel = createTrackModel('partner');
export const borrowerTrackModel = createTrackModel('borrower');
export const partnerTrackTestModel = createCoverageModel(partnerTrackModel);
export const borrowerTrackTestModel = createCoverageModel(borrowerTrackModel);

/** Every leaf state of each model; each must have an assertion wherever the paths run. */
export const PARTNER_TRACK_MODEL_STATES = leafStateKeys(partnerTrackModel);
export const BORROWER_TRACK_MODEL_STATES = leafStateKeys(borrowerTrackModel);
