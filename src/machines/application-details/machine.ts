import { createListMachine } from '../list/machine';
import type { ApplicationDetails, DetailsQuery } from './types';

/**
 * An expanded row of the applications list: the list chart for one resource, the whole
 * application, loaded when the row opens. Never empty: an application always has its summary.
 */
export const applicationDetailsMachine = createListMachine<ApplicationDetails, DetailsQuery>({
  id: 'applicationDetails',
  description:
    "An expanded row of the applications list (the list chart for one resource): the application's details, documents and lender statuses load when the row opens; a failure shows with Try again.",
  isEmpty: () => false,
});

export type ApplicationDetailsMachine = typeof applicationDetailsMachine;
