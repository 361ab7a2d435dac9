import { fromPromise } from 'xstate';
import { dashboardMachine } from '../machines/dashboard/machine';
import type { Runtime } from './runtime';

/** The dashboard with its count read from the server (the home screen's flow). */
export function createDashboardMachine({ homeCount }: Pick<Runtime, 'homeCount'>) {
  return dashboardMachine.provide({
    actors: {
      load: fromPromise(({ signal }): Promise<number> => homeCount.take(signal)),
    },
  });
}
