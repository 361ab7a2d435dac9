import { createListMachine } from '../list/machine';
import type { ApplicationsPage, ApplicationsQuery } from './types';

/**
 * The partner's applications (partner-portal §2, issue 19): an instance of the list chart, asked
 * for a status filter, paged from 1 (the service asks the server for page − 1: its pages are
 * zero-based). A page with no rows is `empty` (the screen says what is missing, with Create Application).
 */
export const applicationsMachine = createListMachine<ApplicationsPage, ApplicationsQuery>({
  id: 'applications',
  description:
    "The partner's applications list (the list chart): ALL or one status, ten a page, newest first; the empty state when a page has none; another filter goes back to the first page, another page loads at once.",
  isEmpty: (page) => page.rows.length === 0,
});

export type ApplicationsMachine = typeof applicationsMachine;
