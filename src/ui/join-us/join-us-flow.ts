import { createJoinUsMachine } from '../../services/join-us';
import { createFlow } from '../app/flow';

/**
 * Partner Registration: the form chart's Join Us instance (src/machines/join-us), provided in
 * src/services with the registration's save, the pincode lookup and Join Us's uploads.
 */
export const JoinUsFlow = createFlow(createJoinUsMachine);
