import { fromPromise } from 'xstate';
import { dashboardMachine } from '../machines/dashboard/machine';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

/** The dashboard with its count read from the server (the home screen's flow). */
export function createDashboardMachine({ client }: Pick<Runtime, 'client'>) {
  return dashboardMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }): Promise<number> => {
        const { data } = await unwrap(client.GET('/v1/loan-application/count', { signal }));
        return data.count;
      }),
    },
  });
}
