import { fromPromise } from 'xstate';
import { dashboardMachine } from '../machines/dashboard/machine';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

/** The dashboard with its count read from the server (the home screen's flow). */
export function createDashboardMachine({ homeCount }: Pick<Runtime, 'homeCount'>) {
  return dashboardMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }): Promise<number> => {
        const { data } = await unwrap(homeCount.take(signal));
        return data.count;
      }),
    },
  });
}
