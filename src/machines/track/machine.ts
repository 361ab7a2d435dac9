import { and, assign, setup } from 'xstate';
import { TrackerIdSchema } from '../../domain/application-ids';
import { NO_INCOMPLETE_APPLICATION, resumeRouteFor, type ResumeStep } from '../../domain/resume';
import { validate } from '../../domain/validation';
import { failureText, type FailureTexts } from '../failure';
import { missingAction, missingActor } from '../missing';
import { otpMachine } from '../otp/machine';
import type {
  FindApplicationInput,
  FoundApplication,
  OtpOutput,
  ResumedApplication,
  TrackAnswer,
  TrackContext,
  TrackEvent,
  TrackInput,
  TrackAudience,
  TrackRequest,
  TrackTag,
} from './types';

/** Said when tracking failed and the server gave no words of its own (or was not reached). */
export const TRACK_FAILED = 'Failed to track the application. Please try again.';

/**
 * The statuses of an application needing completing: the server's message says "Remarks" for
 * exactly these (partner-portal §2: "If the message contains the word Remarks, a Complete
 * Application link appears"). The chart reads the status, never the words (issue 32): the
 * message is in the reader's language.
 */
export const COMPLETABLE_STATUSES: readonly string[] = ['DRAFT', 'INCOMPLETE'];

/** The tracker id as it is sent: trimmed (partner-portal §5). */
const trimmed = (trackerId: string) => trackerId.trim();

/** The message asks for completing, and names the application to complete. */
export function canComplete(
  answer: TrackAnswer | null,
): answer is TrackAnswer & { applicationId: string } {
  return (
    answer !== null &&
    answer.applicationId !== null &&
    answer.status !== null &&
    COMPLETABLE_STATUSES.includes(answer.status)
  );
}

/**
 * Where Complete Application leads: the wizard's resume mode for an INCOMPLETE application, else
 * the step it resumes at (the first step until the application is found to open).
 */
export function resumedApplication(
  answer: TrackAnswer & { applicationId: string },
  step: ResumeStep = 'mobile',
): ResumedApplication {
  const status = answer.status === 'INCOMPLETE' ? 'INCOMPLETE' : null;
  return { id: answer.applicationId, status, step: status ? 'mobile' : step };
}

/**
 * The step an application found for this person resumes at: where its stages lead (the same
 * rule as a mobile lookup's), or the first step when they lead nowhere the lookup knows.
 */
function resumeStepOf(answer: TrackAnswer | null, found: FoundApplication): ResumeStep {
  const route = resumeRouteFor({ ...found, status: answer?.status ?? null });
  return route.kind === 'route' ? route.step : 'mobile';
}

/**
 * A borrower verified a mobile the application does not open with (issue 18 §7): said so,
 * without saying which mobile it was made with (the tracking answer names nobody). A partner's
 * application opens with no guest's mobile, the borrower's own included, and the tracking answer
 * does not say whose it is: the second sentence keeps that case from looping on the OTP.
 */
export const NOT_THIS_MOBILE =
  'This application does not open with the mobile number you verified: verify the mobile number it was made with. If a partner made it for you, ask them to complete it.';

/**
 * Why Complete Application cannot open the application, per audience: not found with the
 * person's token (404), or the check failed. A partner's login does not open a borrower's own
 * application: the spec's 'No Incomplete Application Found'. A borrower's guest token opens the
 * applications of the mobile just verified, so for them it is the mobile that is not the one.
 */
const OPEN_FAILURE_TEXTS: Record<TrackAudience, FailureTexts> = {
  partner: { fallback: TRACK_FAILED, byStatus: { 404: NO_INCOMPLETE_APPLICATION } },
  borrower: { fallback: TRACK_FAILED, byStatus: { 404: NOT_THIS_MOBILE } },
};

const TRACK_FAILURE_TEXTS: FailureTexts = { fallback: TRACK_FAILED };

export const trackMachine = setup({
  types: {
    context: {} as TrackContext,
    events: {} as TrackEvent,
    input: {} as TrackInput,
    tags: {} as TrackTag,
  },
  actors: {
    track: missingActor<TrackAnswer, TrackRequest>('track', 'track'),
    /** Loads the application with the person's token: it resolves only if they may open it. */
    findApplication: missingActor<FoundApplication, FindApplicationInput>(
      'track',
      'findApplication',
    ),
    /** The borrower's guest OTP (public tracking only), the same chart as everywhere. */
    otp: otpMachine,
  },
  guards: {
    isTrackerIdValid: ({ context }) => validate(TrackerIdSchema, trimmed(context.trackerId)).ok,
    canComplete: ({ context }) => canComplete(context.answer),
    isPartner: ({ context }) => context.audience === 'partner',
  },
  actions: {
    /** Opens the capture wizard on the application (the screen's router). */
    openApplication: (_, _params: ResumedApplication) => missingAction('track', 'openApplication'),
    /** The borrower's verified token becomes the guest token the wizard's calls carry. */
    keepVerification: (_, _params: { verified: OtpOutput }) =>
      missingAction('track', 'keepVerification'),
    setTrackerId: assign((_, params: { trackerId: string }) => ({
      trackerId: params.trackerId,
      answer: null,
      error: null,
      resumeStep: null,
    })),
    rejectTrackerId: assign(({ context }) => {
      const result = validate(TrackerIdSchema, trimmed(context.trackerId));
      return { error: result.ok ? null : result.message };
    }),
    keepAnswer: assign((_, params: { answer: TrackAnswer }) => ({
      answer: params.answer,
      error: null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      answer: null,
      error: failureText(params.error, TRACK_FAILURE_TEXTS),
    })),
    refuseOpening: assign(({ context }, params: { error: unknown }) => ({
      error: failureText(params.error, OPEN_FAILURE_TEXTS[context.audience]),
    })),
    clearFailure: assign({ error: null }),
    keepResumeStep: assign(({ context }, params: { found: FoundApplication }) => ({
      resumeStep: resumeStepOf(context.answer, params.found),
    })),
  },
}).createMachine({
  id: 'track',
  description:
    'Tracking an application by its tracker id (partner-portal §2): the server’s message is shown; when it contains Remarks, Complete Application resumes the application (a borrower proves their mobile by OTP first).',
  context: ({ input }) => ({
    audience: input.audience,
    trackerId: input.trackerId ?? '',
    answer: null,
    error: null,
    resumeStep: null,
  }),
  initial: 'editing',
  on: {
    'tracker.change': {
      target: '.editing',
      actions: { type: 'setTrackerId', params: ({ event }) => ({ trackerId: event.trackerId }) },
      description: 'Typing drops the answer or the failure shown (and a call on its way).',
    },
  },
  states: {
    editing: {
      description: 'The tracker id field and Track.',
      initial: 'typing',
      on: {
        'tracker.submit': [
          { guard: 'isTrackerIdValid', target: 'tracking' },
          { target: '.invalid', actions: 'rejectTrackerId' },
        ],
      },
      states: {
        typing: {},
        invalid: {
          tags: ['error', 'invalidId'],
          description: "'Invalid tracker id' under the field.",
        },
      },
    },
    tracking: {
      tags: ['busy', 'tracking'],
      entry: 'clearFailure',
      invoke: {
        id: 'track',
        src: 'track',
        input: ({ context }) => ({ trackerId: trimmed(context.trackerId) }),
        onDone: {
          target: 'shown',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      tags: 'answered',
      description:
        'The server’s message; Complete Application when it contains Remarks. Track asks again.',
      initial: 'offered',
      on: {
        'tracker.submit': { target: 'tracking' },
        'application.complete': [
          {
            guard: and(['canComplete', 'isPartner']),
            target: 'checking',
            actions: 'clearFailure',
            description: 'A partner: their login opens their own applications.',
          },
          {
            guard: 'canComplete',
            target: 'verifying',
            actions: 'clearFailure',
            description: 'A borrower: the guest OTP first, as the public wizard needs its token.',
          },
        ],
      },
      states: {
        offered: {},
        refused: {
          tags: ['error', 'refused'],
          description:
            "Under the message, why it is not this person's to complete: 'No Incomplete Application Found' (a partner), or that the mobile verified is not the application's (a borrower).",
        },
      },
    },
    failed: {
      tags: ['error', 'trackFailed'],
      description: 'The server’s refusal (not found…), or that tracking failed; Track tries again.',
      on: { 'tracker.submit': { target: 'tracking' } },
    },
    verifying: {
      tags: 'answered',
      description: 'The borrower proves the application’s mobile in the OTP sheet.',
      invoke: {
        id: 'otp',
        src: 'otp',
        input: () => ({}),
        onDone: {
          target: 'checking',
          actions: {
            type: 'keepVerification',
            params: ({ event }) => ({ verified: event.output }),
          },
        },
      },
      on: { 'otp.cancel': { target: 'shown' } },
    },
    checking: {
      tags: ['busy', 'opening', 'answered'],
      description:
        'Does the application open with this person’s token? (Else the wizard would say it cannot find it.)',
      invoke: {
        id: 'findApplication',
        src: 'findApplication',
        input: ({ context }) => ({
          audience: context.audience,
          id: context.answer?.applicationId ?? '',
        }),
        onDone: {
          target: 'opening',
          actions: { type: 'keepResumeStep', params: ({ event }) => ({ found: event.output }) },
        },
        onError: {
          target: 'shown.refused',
          actions: { type: 'refuseOpening', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    opening: {
      type: 'final',
      description: 'On to the capture wizard with the application loaded.',
      entry: {
        type: 'openApplication',
        params: ({ context }) =>
          canComplete(context.answer)
            ? resumedApplication(context.answer, context.resumeStep ?? 'mobile')
            : { id: '', status: null, step: 'mobile' as const },
      },
    },
  },
});

export type TrackMachine = typeof trackMachine;
