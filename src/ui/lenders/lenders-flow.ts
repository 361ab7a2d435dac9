import { createLendersMachine } from '../../services/lenders';
import { createFlow } from '../app/flow';

/**
 * The lenders page's flow: the list chart loading one application's lenders, each row's action
 * charts under it. LendersScreen hosts it; the chart in src/machines/lenders, provided in
 * src/services.
 */
export const LendersFlow = createFlow(createLendersMachine);
