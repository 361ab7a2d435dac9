import { fromPromise } from 'xstate';
import { dashboardMachine } from '../machines/dashboard/machine';
import { unwrap } from './api/unwrap';
import { rememberCount } from './storage/last-count';
import type { Runtime } from './runtime';

/** The dashboard with its count read from the server (the home screen's flow). */
export function createDashboardMachine({
  homeCount,
  tokens,
}: Pick<Runtime, 'homeCount' | 'tokens'>) {
  return dashboardMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }): Promise<number> => {
        const { data } = await unwrap(homeCount.take(signal));
        // Kept for the next cold start's first paint (storage/last-count.ts).
        rememberCount(tokens.getProfile()?.id, data.count);
        return data.count;
      }),
    },
  });
}
