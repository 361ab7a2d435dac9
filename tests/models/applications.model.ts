import { createMachine } from 'xstate';

/**
 * What a partner sees of the Applications screen's list (partner-portal §2), context-free: the
 * server's answers are explicit events. The filter and the pager are used from every state.
 *
 * Events:
 * - ROWS_ARRIVE: the server answers a page with applications.
 * - NOTHING_ARRIVES: the server answers a page with none.
 * - CONNECTION_DROPS: the request fails on a weak network.
 * - RETRY: press Try again.
 * - NEXT_PAGE: press Next (or Back/reload lands on another page).
 * - FILTER_CHANGES: choose another status (back to page 1).
 */
const elsewhere = { NEXT_PAGE: 'loading', FILTER_CHANGES: 'loading' } as const;

export const applicationsModel = createMachine({
  id: 'applicationsModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading applications; no failure shown.',
      on: {
        ROWS_ARRIVE: 'rowsShown',
        NOTHING_ARRIVES: 'noData',
        CONNECTION_DROPS: 'failed',
        ...elsewhere,
      },
    },
    rowsShown: { description: 'The page’s rows and the pager.', on: elsewhere },
    noData: { description: "'No data'.", on: elsewhere },
    failed: {
      description: 'The failure with Try again; no rows.',
      on: { RETRY: 'loading', ...elsewhere },
    },
  },
});
