import { createListMachine } from '../list/machine';

/** The partner's home count: an instance of the list chart, empty when there are none yet. */
export const dashboardMachine = createListMachine<number>({
  id: 'dashboard',
  description:
    "The partner's home (the list chart): how many applications they have, fetched from the server; View Applications is enabled only when the count is above zero.",
  isEmpty: (count) => count === 0,
});

export type DashboardMachine = typeof dashboardMachine;
