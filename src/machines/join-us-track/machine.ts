import { assign } from 'xstate';
import { FormMobileSchema } from '../../domain/contact';
import { validate } from '../../domain/validation';
import { failureText } from '../failure';
import { trackMachine } from '../track/machine';

/** Said when tracking a Join Us request failed and the server gave no words of its own. */
export const JOIN_US_TRACK_FAILED = 'Failed to track the request. Please try again.';

/** The mobile as it is sent: trimmed, like a tracker id. */
const trimmed = (mobile: string) => mobile.trim();

/**
 * `/join-us/track` (partner-portal §2, §5): the tracking chart again, a second instance rather
 * than a copy. A Join Us request is tracked by the mobile it was made with ('Invalid mobile'
 * before asking), and the server's message is shown (PENDING, APPROVED, or REJECTED with the
 * reason). Its answers never name an application, so Complete Application is never offered and
 * the chart's completing states stay out of reach.
 */
export const joinUsTrackMachine = trackMachine.provide({
  guards: {
    isTrackerIdValid: ({ context }) => validate(FormMobileSchema, trimmed(context.trackerId)).ok,
  },
  actions: {
    rejectTrackerId: assign(({ context }) => {
      const result = validate(FormMobileSchema, trimmed(context.trackerId));
      return { error: result.ok ? null : result.message };
    }),
    showFailure: assign((_, params: { error: unknown }) => ({
      answer: null,
      error: failureText(params.error, { fallback: JOIN_US_TRACK_FAILED }),
    })),
  },
});

export type JoinUsTrackMachine = typeof joinUsTrackMachine;
