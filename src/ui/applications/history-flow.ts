import { createApplicationHistoryMachine } from '../../services/application-history';
import { createFlow } from '../app/flow';

/** The History panel of one expanded row: the list chart for its audit trail. */
export const ApplicationHistoryFlow = createFlow(createApplicationHistoryMachine);
