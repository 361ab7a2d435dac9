import { createJoinUsTrackMachine } from '../../services/join-us-track';
import { createFlow } from '../app/flow';

/**
 * `/join-us/track`: the tracking chart's Join Us instance (src/machines/join-us-track), provided
 * in src/services with GET /v1/join-us/track.
 */
export const JoinUsTrackFlow = createFlow(createJoinUsTrackMachine);
