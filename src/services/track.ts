import { fromPromise } from 'xstate';
import { stepJobType } from '../domain/resume';
import { trackMachine } from '../machines/track/machine';
import type {
  FindApplicationInput,
  FoundApplication,
  ResumedApplication,
  TrackAnswer,
  TrackRequest,
} from '../machines/track/types';
import { otpMachine } from '../machines/otp/machine';
import { unwrap } from './api/unwrap';
import { guestOtp } from './otp.actors';
import type { Runtime } from './runtime';

/**
 * The tracking chart with the real server behind it: GET /v1/track with the site's hostname
 * (tracking is per brand), and the borrower's guest OTP whose token the public wizard then
 * carries, and a check that the application opens for this person before the wizard is asked
 * to. The screen's router opens the application (the tracking flow's page).
 */
export function createTrackMachine(
  runtime: Pick<Runtime, 'client' | 'tokens' | 'hostname'>,
  page: { openApplication: (resumed: ResumedApplication) => void },
) {
  return trackMachine.provide({
    actors: {
      track: fromPromise<TrackAnswer, TrackRequest>(async ({ input, signal }) => {
        const { data, message } = await unwrap(
          runtime.client.GET('/v1/track', {
            params: { query: { tracker_id: input.trackerId, hostname: runtime.hostname } },
            signal,
          }),
        );
        return { message, applicationId: data.id ?? null, status: data.status };
      }),
      // The wizard's own load: a partner's login sees their applications, a guest token those
      // of its mobile; anything else answers 404. Its stages say where it resumes.
      findApplication: fromPromise<FoundApplication, FindApplicationInput>(
        async ({ input, signal }) => {
          const params = { path: { id: input.id } };
          const { data } = await (input.audience === 'partner'
            ? unwrap(runtime.client.GET('/v1/loan-application/{id}', { params, signal }))
            : unwrap(runtime.client.GET('/v1/apply-loan/{id}', { params, signal })));
          return { stages: data.stage, jobType: stepJobType(data.job_type) };
        },
      ),
      otp: otpMachine.provide({
        actors: guestOtp(runtime.client, {
          hostname: runtime.hostname,
          requestOrigin: 'APPLY_LOAN',
        }),
      }),
    },
    actions: {
      keepVerification: (_, { verified }) => runtime.tokens.setGuestToken(verified.token),
      openApplication: (_, resumed) => page.openApplication(resumed),
    },
  });
}
