import { createListMachine } from '../list/machine';
import type { ApplicationHistory, HistoryQuery } from './types';

/**
 * The History panel of an expanded row of the applications list (issue 21 item 5): the list
 * chart for the application's audit trail, loaded when the row opens. Empty for an application
 * last written before the trail began.
 */
export const applicationHistoryMachine = createListMachine<ApplicationHistory, HistoryQuery>({
  id: 'applicationHistory',
  description:
    "The History panel of an expanded row of the applications list (the list chart for the application's audit trail): each write in order with who made it and when, loaded when the row opens; none recorded shows as empty; a failure shows with Try again.",
});

export type ApplicationHistoryMachine = typeof applicationHistoryMachine;
