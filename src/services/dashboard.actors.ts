import { fromPromise } from 'xstate';
import { dashboardMachine } from '../machines/dashboard/machine';
import type { ApiClient } from './api/client';
import { unwrap } from './api/unwrap';

/** The dashboard with its count read from the server. */
export function createDashboardMachine(client: ApiClient) {
  return dashboardMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }): Promise<number> => {
        const { data } = await unwrap(client.GET('/v1/loan-application/count', { signal }));
        return data.count;
      }),
    },
  });
}
