import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NO_INCOMPLETE_APPLICATION } from '../../../src/domain/resume';
import { NOT_THIS_MOBILE, TRACK_FAILED, trackMachine } from '../../../src/machines/track/machine';
import {
  selectCanComplete,
  selectFailure,
  selectFieldError,
  selectIsOpening,
  selectIsTracking,
  selectMessage,
  selectOpenFailure,
  selectOtp,
  selectResumed,
  selectTrackerId,
} from '../../../src/machines/track/selectors';
import type {
  FindApplicationInput,
  FoundApplication,
  ResumedApplication,
  TrackAnswer,
  TrackAudience,
  TrackRequest,
} from '../../../src/machines/track/types';
import type {
  SendCodeInput,
  SendCodeOutput,
  VerifyCodeInput,
  VerifyCodeOutput,
} from '../../../src/machines/otp/types';
import { otpMachine } from '../../../src/machines/otp/machine';
import { ApiError } from '../../../src/services/api/api-error';
import { recordedChecks, uncoveredTransitions } from '../../models/coverage';
import {
  BORROWER_TRACK_MODEL_STATES,
  borrowerTrackModel,
  borrowerTrackTestModel,
  PARTNER_TRACK_MODEL_STATES,
  partnerTrackModel,
  partnerTrackTestModel,
} from '../../models/track.model';

const INVALID_ID = '12345';
const UNKNOWN_ID = '55555555';
const SUBMITTED_ID = '12345678';
const INCOMPLETE_ID = '87654321';
/** A returned application that is not the person's to complete. */
const OTHERS_ID = '13572468';
const OTHERS_APP = 'o'.repeat(32);
const OTHER_MOBILE = '9898989898';
const NOT_FOUND = 'No application found for this tracker id.';
const INCOMPLETE_APP = 'a'.repeat(32);
const BORROWER_MOBILE = '9812345678';
const CODE = '246810';
const GUEST_TOKEN = 'guest-token-of-the-borrower';

/** What the server says of each tracker id (GET /v1/track), as the service hands it on. */
const ANSWERS: Record<string, TrackAnswer> = {
  [SUBMITTED_ID]: {
    message: 'Application 12345678 is submitted and being reviewed by our lending partners.',
    applicationId: null,
    status: 'SUBMITTED',
  },
  [INCOMPLETE_ID]: {
    message: 'Your application needs completing. Remarks: Please upload a clearer PAN.',
    applicationId: INCOMPLETE_APP,
    status: 'INCOMPLETE',
  },
  [OTHERS_ID]: {
    message: 'Application 13572468 needs corrections. Remarks: Please sign the form.',
    applicationId: OTHERS_APP,
    status: 'INCOMPLETE',
  },
};

/** The real tracking chart with a server that answers from ANSWERS (or is unreachable). */
function startTracking(audience: TrackAudience) {
  const harness = {
    offline: false,
    opened: [] as ResumedApplication[],
    keptTokens: [] as string[],
    sentTo: [] as string[],
    /** The mobile the guest token was verified for (the borrower's). */
    verifiedMobile: null as string | null,
  };
  const machine = trackMachine.provide({
    actors: {
      track: fromPromise<TrackAnswer, TrackRequest>(async ({ input }) => {
        if (harness.offline) throw new ApiError(0, 'Something went wrong!');
        const answer = ANSWERS[input.trackerId];
        if (!answer) throw new ApiError(404, NOT_FOUND);
        return answer;
      }),
      // The partner owns INCOMPLETE_APP; a guest token opens it only for the borrower's mobile.
      findApplication: fromPromise<FoundApplication, FindApplicationInput>(async ({ input }) => {
        const mayOpen =
          input.id === INCOMPLETE_APP &&
          (input.audience === 'partner' || harness.verifiedMobile === BORROWER_MOBILE);
        if (!mayOpen) throw new ApiError(404, 'Application not found');
        // Returned after its KYC: still resumed on the first step, where the remarks are.
        return { stages: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'], jobType: 'SALARIED' };
      }),
      otp: otpMachine.provide({
        actors: {
          sendCode: fromPromise<SendCodeOutput, SendCodeInput>(async ({ input }) => {
            harness.sentTo.push(input.mobile);
            return { sessionId: 'session-1' };
          }),
          verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(async ({ input }) => {
            if (input.code !== CODE) throw new ApiError(400, 'Invalid OTP. Please try again.');
            harness.verifiedMobile = input.mobile;
            return { token: GUEST_TOKEN };
          }),
        },
      }),
    },
    actions: {
      openApplication: (_, params) => harness.opened.push(params),
      keepVerification: (_, params) => harness.keptTokens.push(params.verified.token),
    },
  });
  const actor = createActor(machine, { input: { audience } }).start();
  return Object.assign(harness, { actor });
}

type Harness = ReturnType<typeof startTracking>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

function nothingShown(s: Snapshot) {
  expect(selectMessage(s)).toBeNull();
  expect(selectFailure(s)).toBeNull();
  expect(selectFieldError(s)).toBeNull();
  expect(selectCanComplete(s)).toBe(false);
  expect(selectIsTracking(s)).toBe(false);
  expect(selectOpenFailure(s)).toBeNull();
}

const typed = (trackerId: string) => (h: Harness) => {
  const s = h.actor.getSnapshot();
  // As typed: a pasted id's spaces stay in the field until it is sent.
  expect(selectTrackerId(s).trim()).toBe(trackerId);
  nothingShown(s);
};

function statesFor(audience: TrackAudience): Record<string, (h: Harness) => void> {
  const common: Record<string, (h: Harness) => void> = {
    'editing.blank': typed(''),
    'editing.invalidTyped': typed(INVALID_ID),
    'editing.unknownTyped': typed(UNKNOWN_ID),
    'editing.submittedTyped': typed(SUBMITTED_ID),
    'editing.incompleteTyped': typed(INCOMPLETE_ID),
    refusedShown: (h) => {
      const s = h.actor.getSnapshot();
      // A partner's login does not open a borrower's own; a borrower's mobile is not the one.
      expect(selectOpenFailure(s)).toBe(
        audience === 'partner' ? NO_INCOMPLETE_APPLICATION : NOT_THIS_MOBILE,
      );
      expect(selectMessage(s)).toBe(
        ANSWERS[audience === 'partner' ? OTHERS_ID : INCOMPLETE_ID]?.message,
      );
      expect(selectCanComplete(s)).toBe(true);
      expect(selectOtp(s)).toBeUndefined();
      expect(h.opened).toEqual([]);
    },
    invalidShown: (h) => {
      const s = h.actor.getSnapshot();
      expect(selectFieldError(s)).toBe('Invalid tracker id');
      expect(selectMessage(s)).toBeNull();
    },
    notFoundShown: (h) => {
      const s = h.actor.getSnapshot();
      expect(selectFailure(s)).toBe(NOT_FOUND);
      expect(selectMessage(s)).toBeNull();
      expect(selectFieldError(s)).toBeNull();
    },
    offlineShown: (h) => {
      const s = h.actor.getSnapshot();
      expect(selectFailure(s)).toBe(TRACK_FAILED);
      expect(selectMessage(s)).toBeNull();
    },
    submittedShown: (h) => {
      const s = h.actor.getSnapshot();
      expect(selectMessage(s)).toBe(ANSWERS[SUBMITTED_ID]?.message);
      expect(selectCanComplete(s)).toBe(false);
      expect(selectFailure(s)).toBeNull();
    },
    remarksShown: (h) => {
      const s = h.actor.getSnapshot();
      expect(selectMessage(s)).toBe(ANSWERS[INCOMPLETE_ID]?.message);
      expect(selectCanComplete(s)).toBe(true);
      expect(selectOtp(s)).toBeUndefined();
      expect(selectOpenFailure(s)).toBeNull();
      expect(h.opened).toEqual([]);
    },
    resumed: (h) => {
      expect(h.actor.getSnapshot().status).toBe('done');
      expect(h.opened).toEqual([{ id: INCOMPLETE_APP, status: 'INCOMPLETE', step: 'mobile' }]);
      // Only the borrower's OTP gives a token to keep; a partner's login is already there.
      expect(h.keptTokens.at(-1)).toBe(audience === 'borrower' ? GUEST_TOKEN : undefined);
      expect(h.sentTo.at(-1)).toBe(audience === 'borrower' ? BORROWER_MOBILE : undefined);
    },
  };
  if (audience === 'partner') {
    return {
      ...common,
      'editing.othersTyped': typed(OTHERS_ID),
      othersShown: (h) => {
        const s = h.actor.getSnapshot();
        expect(selectMessage(s)).toBe(ANSWERS[OTHERS_ID]?.message);
        expect(selectCanComplete(s)).toBe(true);
        expect(selectOpenFailure(s)).toBeNull();
      },
    };
  }
  return {
    ...common,
    otpSheet: (h) => {
      const s = h.actor.getSnapshot();
      expect(selectOtp(s)).toBeDefined();
      // The message stays behind the sheet.
      expect(selectMessage(s)).toBe(ANSWERS[INCOMPLETE_ID]?.message);
      expect(h.opened).toEqual([]);
    },
  };
}

/**
 * Each state's check, and that the chart holds one failure: `context.error` is set exactly while
 * a state tagged `error` shows it (a failure left over from before is never in context).
 */
function withOneFailure(
  states: Record<string, (h: Harness) => void>,
): Record<string, (h: Harness) => void> {
  return Object.fromEntries(
    Object.entries(states).map(([key, check]) => [
      key,
      (h: Harness) => {
        check(h);
        const s = h.actor.getSnapshot();
        expect(s.context.error !== null).toBe(s.hasTag('error'));
      },
    ]),
  );
}

/** Nothing on its way: neither the tracking call nor Complete Application's check. */
const settled = (h: Harness) =>
  waitFor(h.actor, (s) => !selectIsTracking(s) && !selectIsOpening(s)).then(() => undefined);

function eventsFor(h: Harness) {
  const verify = async (mobile: string) => {
    const otp = selectOtp(h.actor.getSnapshot());
    if (!otp) throw new Error('the OTP sheet is not open');
    otp.send({ type: 'mobile.change', mobile });
    otp.send({ type: 'mobile.submit' });
    await waitFor(otp, (s) => s.matches('enteringCode'));
    otp.send({ type: 'otp.change', code: CODE });
    otp.send({ type: 'otp.submit' });
    await waitFor(h.actor, (s) => s.status === 'done' || s.matches({ shown: 'refused' }));
  };
  const type = (trackerId: string) => () => {
    h.actor.send({ type: 'tracker.change', trackerId });
  };
  return {
    TYPE_INVALID_ID: type(INVALID_ID),
    TYPE_UNKNOWN_ID: type(UNKNOWN_ID),
    TYPE_SUBMITTED_ID: type(SUBMITTED_ID),
    // Spaces around a pasted id are trimmed (partner-portal §5).
    TYPE_INCOMPLETE_ID: () => {
      h.actor.send({ type: 'tracker.change', trackerId: ` ${INCOMPLETE_ID} ` });
    },
    TRACK: async () => {
      h.offline = false;
      h.actor.send({ type: 'tracker.submit' });
      await settled(h);
    },
    TRACK_OFFLINE: async () => {
      h.offline = true;
      h.actor.send({ type: 'tracker.submit' });
      await settled(h);
    },
    COMPLETE: async () => {
      h.actor.send({ type: 'application.complete' });
      await settled(h);
    },
    TYPE_OTHERS_ID: type(OTHERS_ID),
    VERIFY_MOBILE: () => verify(BORROWER_MOBILE),
    VERIFY_OTHER_MOBILE: () => verify(OTHER_MOBILE),
    CLOSE_SHEET: () => h.actor.send({ type: 'otp.cancel' }),
  };
}

describe.each([
  ['partner', partnerTrackModel, partnerTrackTestModel, PARTNER_TRACK_MODEL_STATES],
  ['borrower', borrowerTrackModel, borrowerTrackTestModel, BORROWER_TRACK_MODEL_STATES],
] as const)(
  'track model (%s): its paths run against the real tracking chart',
  (audience, model, testModel, modelStates) => {
    const states = statesFor(audience);
    const paths = testModel.getShortestPaths();
    const asserted = new Set<string>();

    it('has an assertion for every model state and its paths cover every transition', () => {
      expect(Object.keys(states).sort()).toEqual([...modelStates].sort());
      expect(uncoveredTransitions(model, paths)).toEqual([]);
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const harness = startTracking(audience);
      await path.test({
        states: recordedChecks(withOneFailure(states), asserted, () => harness),
        events: eventsFor(harness),
      });
    });

    it('ran every state assertion on some path', () => {
      expect([...asserted].sort()).toEqual([...modelStates].sort());
    });
  },
);

describe('tracking chart', () => {
  /** Tracks a partner's DRAFT and completes it: what the wizard is asked to open. */
  async function completeDraft(found: FoundApplication) {
    const seen: string[] = [];
    const opened: ResumedApplication[] = [];
    const draftWithRemarks: TrackAnswer = {
      message: 'Remarks: finish the KYC step.',
      applicationId: 'e'.repeat(32),
      status: 'DRAFT',
    };
    const actor = createActor(
      trackMachine.provide({
        actors: {
          track: fromPromise<TrackAnswer, TrackRequest>(async ({ input }) => {
            seen.push(input.trackerId);
            return draftWithRemarks;
          }),
          findApplication: fromPromise<FoundApplication, FindApplicationInput>(async () => found),
        },
        actions: { openApplication: (_, params) => opened.push(params) },
      }),
      { input: { audience: 'partner' } },
    ).start();
    actor.send({ type: 'tracker.change', trackerId: '  11223344 ' });
    actor.send({ type: 'tracker.submit' });
    await waitFor(actor, (s) => s.matches('shown'));
    // Before the application is found, the link names its first step.
    expect(selectResumed(actor.getSnapshot())).toEqual({
      id: 'e'.repeat(32),
      status: null,
      step: 'mobile',
    });
    actor.send({ type: 'application.complete' });
    await waitFor(actor, (s) => s.status === 'done');
    return { seen, opened };
  }

  it('sends the tracker id trimmed, and a partner’s DRAFT resumes where its stages lead', async () => {
    const salaried = await completeDraft({
      stages: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
      jobType: 'SALARIED',
    });
    expect(salaried.seen).toEqual(['11223344']);
    expect(salaried.opened).toEqual([{ id: 'e'.repeat(32), status: null, step: 'employment' }]);
    const justCreated = await completeDraft({ stages: ['CREATE_APPLICATION'], jobType: null });
    expect(justCreated.opened).toEqual([{ id: 'e'.repeat(32), status: null, step: 'kyc' }]);
  });

  it('opens a DRAFT whose stages lead nowhere the lookup knows on its first step', async () => {
    const { opened } = await completeDraft({ stages: ['SOMETHING_ELSE'], jobType: null });
    expect(opened).toEqual([{ id: 'e'.repeat(32), status: null, step: 'mobile' }]);
  });

  it('offers no Complete Application without Remarks, or without the application’s id', async () => {
    const answers: TrackAnswer[] = [
      { message: 'Submitted on 01-04-2025.', applicationId: 'f'.repeat(32), status: 'SUBMITTED' },
      { message: 'Remarks: call us.', applicationId: null, status: 'INCOMPLETE' },
    ];
    for (const answer of answers) {
      const actor = createActor(
        trackMachine.provide({
          actors: { track: fromPromise<TrackAnswer, TrackRequest>(async () => answer) },
        }),
        { input: { audience: 'borrower', trackerId: '11223344' } },
      ).start();
      actor.send({ type: 'tracker.submit' });
      await waitFor(actor, (s) => s.matches('shown'));
      expect(selectMessage(actor.getSnapshot())).toBe(answer.message);
      expect(selectCanComplete(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'application.complete' });
      expect(actor.getSnapshot().matches('shown')).toBe(true);
    }
  });

  it('a refusal without words, and an unreachable server, say that tracking failed', async () => {
    for (const error of [new ApiError(500, 'Something went wrong!'), new ApiError(0, 'x')]) {
      const actor = createActor(
        trackMachine.provide({
          actors: {
            track: fromPromise<TrackAnswer, TrackRequest>(async () => {
              throw error;
            }),
          },
        }),
        { input: { audience: 'partner', trackerId: '11223344' } },
      ).start();
      actor.send({ type: 'tracker.submit' });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(selectFailure(actor.getSnapshot())).toBe(TRACK_FAILED);
    }
  });

  it('holds one failure: tracking again drops the failure shown before, while it asks', async () => {
    const { actor } = startTracking('partner');
    const trackingAgain = async () => {
      actor.send({ type: 'tracker.submit' });
      const s = actor.getSnapshot();
      expect(selectIsTracking(s)).toBe(true);
      expect(s.context.error).toBeNull();
      await waitFor(actor, (snapshot) => !selectIsTracking(snapshot));
    };
    // After 'Invalid tracker id' (typing a valid id clears it).
    actor.send({ type: 'tracker.change', trackerId: INVALID_ID });
    actor.send({ type: 'tracker.submit' });
    expect(selectFieldError(actor.getSnapshot())).toBe('Invalid tracker id');
    actor.send({ type: 'tracker.change', trackerId: UNKNOWN_ID });
    await trackingAgain();
    // After the server's refusal.
    expect(selectFailure(actor.getSnapshot())).toBe(NOT_FOUND);
    await trackingAgain();
    // After Complete Application was refused.
    actor.send({ type: 'tracker.change', trackerId: OTHERS_ID });
    await trackingAgain();
    actor.send({ type: 'application.complete' });
    await waitFor(actor, (s) => !selectIsOpening(s));
    expect(selectOpenFailure(actor.getSnapshot())).toBe(NO_INCOMPLETE_APPLICATION);
    await trackingAgain();
  });
});
