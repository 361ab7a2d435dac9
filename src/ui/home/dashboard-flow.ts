import { createDashboardMachine } from '../../services/dashboard.actors';
import { createFlow } from '../app/flow';

/**
 * The home screen's count: loading → the count | the failure with Try again. HomeScreen hosts
 * it; the chart in src/machines/dashboard, provided in src/services.
 */
export const DashboardFlow = createFlow(createDashboardMachine);
