import { createTrackMachine } from '../../services/track';
import { createFlow } from '../app/flow';

/**
 * The tracking flow: tracker id → the server's message → Complete Application (the borrower's
 * OTP first). TrackView hosts it; the chart in src/machines/track, provided in src/services.
 */
export const TrackFlow = createFlow(createTrackMachine);
