import { createActor, fromPromise, waitFor } from 'xstate';
import {
  JOIN_US_APPROVED_MESSAGE,
  JOIN_US_NOT_FOUND,
  JOIN_US_PENDING_MESSAGE,
  joinUsRejectedMessage,
} from '../../../src/domain/join-us/review';
import {
  JOIN_US_TRACK_FAILED,
  joinUsTrackMachine,
} from '../../../src/machines/join-us-track/machine';
import {
  selectCanComplete,
  selectFailure,
  selectFieldError,
  selectIsTracking,
  selectMessage,
  selectTrackerId,
} from '../../../src/machines/track/selectors';
import type { TrackAnswer, TrackRequest } from '../../../src/machines/track/types';
import { ApiError } from '../../../src/services/api/api-error';
import { describeModel } from '../../models/model-suite';
import { joinUsTrackModel } from '../../models/join-us-track.model';
import { expect, it } from 'vitest';

const INVALID = '981234567';
const UNKNOWN = '9000000001';
const PENDING = '9000000002';
const APPROVED = '9000000003';
const REJECTED = '9000000004';
const REASON = 'The PAN card could not be read.';

/** What the server says of each mobile (GET /v1/join-us/track), as the service hands it on. */
const ANSWERS: Record<string, TrackAnswer> = {
  [PENDING]: { message: JOIN_US_PENDING_MESSAGE, applicationId: null, status: 'PENDING' },
  [APPROVED]: { message: JOIN_US_APPROVED_MESSAGE, applicationId: null, status: 'APPROVED' },
  [REJECTED]: { message: joinUsRejectedMessage(REASON), applicationId: null, status: 'REJECTED' },
};

function startTracking() {
  const harness = { offline: false, asked: [] as string[] };
  const actor = createActor(
    joinUsTrackMachine.provide({
      actors: {
        track: fromPromise<TrackAnswer, TrackRequest>(async ({ input }) => {
          harness.asked.push(input.trackerId);
          if (harness.offline) throw new ApiError(0, 'Something went wrong!');
          const answer = ANSWERS[input.trackerId];
          if (!answer) throw new ApiError(404, JOIN_US_NOT_FOUND);
          return answer;
        }),
      },
    }),
    { input: { audience: 'borrower' } },
  ).start();
  return Object.assign(harness, { actor });
}

type Harness = ReturnType<typeof startTracking>;

const typed = (mobile: string) => (h: Harness) => {
  const s = h.actor.getSnapshot();
  expect(selectTrackerId(s).trim()).toBe(mobile);
  expect(selectMessage(s)).toBeNull();
  expect(selectFailure(s)).toBeNull();
  expect(selectFieldError(s)).toBeNull();
};

/** A message shown, and never Complete Application: a request is no application. */
const shows = (message: string) => (h: Harness) => {
  const s = h.actor.getSnapshot();
  expect(selectMessage(s)).toBe(message);
  expect(selectCanComplete(s)).toBe(false);
  expect(selectFailure(s)).toBeNull();
};

const states: Record<string, (h: Harness) => void> = {
  'editing.blank': typed(''),
  'editing.invalidTyped': typed(INVALID),
  'editing.unknownTyped': typed(UNKNOWN),
  'editing.pendingTyped': typed(PENDING),
  'editing.approvedTyped': typed(APPROVED),
  'editing.rejectedTyped': typed(REJECTED),
  invalidShown: (h) => {
    expect(selectFieldError(h.actor.getSnapshot())).toBe('Invalid mobile');
    expect(selectMessage(h.actor.getSnapshot())).toBeNull();
    // Nothing was asked of the server for what is not a mobile.
    expect(h.asked.filter((asked) => asked.length !== 10)).toEqual([]);
  },
  notFoundShown: (h) => {
    expect(selectFailure(h.actor.getSnapshot())).toBe(JOIN_US_NOT_FOUND);
    expect(selectMessage(h.actor.getSnapshot())).toBeNull();
  },
  offlineShown: (h) => {
    expect(selectFailure(h.actor.getSnapshot())).toBe(JOIN_US_TRACK_FAILED);
    expect(selectMessage(h.actor.getSnapshot())).toBeNull();
  },
  pendingShown: shows(JOIN_US_PENDING_MESSAGE),
  approvedShown: shows(JOIN_US_APPROVED_MESSAGE),
  rejectedShown: shows(joinUsRejectedMessage(REASON)),
};

function eventsFor(h: Harness) {
  const type = (mobile: string) => () => {
    h.actor.send({ type: 'tracker.change', trackerId: mobile });
  };
  const track = (offline: boolean) => async () => {
    h.offline = offline;
    h.actor.send({ type: 'tracker.submit' });
    await waitFor(h.actor, (s) => !selectIsTracking(s));
  };
  return {
    TYPE_INVALID_MOBILE: type(INVALID),
    TYPE_UNKNOWN_MOBILE: type(UNKNOWN),
    // Spaces around a pasted mobile are trimmed before it is checked and sent.
    TYPE_PENDING_MOBILE: type(` ${PENDING} `),
    TYPE_APPROVED_MOBILE: type(APPROVED),
    TYPE_REJECTED_MOBILE: type(REJECTED),
    TRACK: track(false),
    TRACK_OFFLINE: track(true),
  };
}

describeModel(
  'Join Us tracking model: its paths run against the tracking chart’s Join Us instance',
  joinUsTrackModel,
  states,
  async (path, checks) => {
    const harness = startTracking();
    await path.test({ states: checks(() => harness), events: eventsFor(harness) });
  },
  () => {
    it('sends the mobile trimmed', async () => {
      const h = startTracking();
      await eventsFor(h).TYPE_PENDING_MOBILE();
      await eventsFor(h).TRACK();
      expect(h.asked).toEqual([PENDING]);
    });
  },
);
