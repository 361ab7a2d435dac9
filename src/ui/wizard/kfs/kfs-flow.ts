import { createKfsMachine } from '../../../services/kfs';
import { createFlow } from '../../app/flow';

/** The offer's Key Fact Statement: read, switched, downloaded, acknowledged by code. */
export const KfsFlow = createFlow(createKfsMachine);
