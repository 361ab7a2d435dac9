import { fromPromise } from 'xstate';
import { joinUsTrackMachine } from '../machines/join-us-track/machine';
import type { TrackAnswer, TrackRequest } from '../machines/track/types';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

/**
 * `/join-us/track` with the real server behind it: GET /v1/join-us/track by the mobile the
 * request was made with (the spec's tracker_id); the answer's message is what shows.
 */
export function createJoinUsTrackMachine(runtime: Pick<Runtime, 'client'>) {
  return joinUsTrackMachine.provide({
    actors: {
      track: fromPromise<TrackAnswer, TrackRequest>(async ({ input, signal }) => {
        const { data, message } = await unwrap(
          runtime.client.GET('/v1/join-us/track', {
            params: { query: { tracker_id: input.trackerId } },
            signal,
          }),
        );
        // A request is no application: nothing to complete.
        return { message, applicationId: null, status: data.status };
      }),
    },
  });
}
