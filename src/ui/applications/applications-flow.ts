import {
  createApplicationDetailsMachine,
  createApplicationsMachine,
} from '../../services/applications.actors';
import { createFlow } from '../app/flow';

/** The applications list: the list chart asked for a status, paged; the screen hosts it. */
export const ApplicationsFlow = createFlow(createApplicationsMachine);

/** One expanded row: the list chart for the whole application, hosted while the row is open. */
export const ApplicationDetailsFlow = createFlow(createApplicationDetailsMachine);
