import { createMachine } from 'xstate';

/**
 * What a screen shows of a list (or one resource) it loads: an abstract, context-free model of
 * the list chart (src/machines/list/machine.ts). The server's answers are explicit events. The
 * chart takes another page and another query in every state, so the model asks for them from
 * each, and the paths prove each state leaves for the new load.
 *
 * Events:
 * - ITEMS_ARRIVE: the server answers with something to show.
 * - NOTHING_ARRIVES: the server answers with nothing (an empty list).
 * - CONNECTION_DROPS: the request fails on a weak network.
 * - RETRY: press Try again.
 * - REFRESH: load the same page again.
 * - NEXT_PAGE: show the next page.
 * - QUERY_CHANGES: ask for something else (back to page 1).
 */
const elsewhere = { NEXT_PAGE: 'loading', QUERY_CHANGES: 'loading' } as const;

export const listModel = createMachine({
  id: 'listModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'Busy: the page is on its way; no failure shown.',
      on: {
        ITEMS_ARRIVE: 'shown',
        NOTHING_ARRIVES: 'empty',
        CONNECTION_DROPS: 'failed',
        ...elsewhere,
      },
    },
    shown: {
      description: 'The page loaded.',
      on: { REFRESH: 'loading', ...elsewhere },
    },
    empty: {
      description: 'Nothing to show.',
      on: { REFRESH: 'loading', ...elsewhere },
    },
    failed: {
      description: 'The failure’s text with Try again; nothing loaded is shown.',
      on: { RETRY: 'loading', ...elsewhere },
    },
  },
});

/**
 * What a partner sees of a paged list screen (the Offline Disbursements, My QR Codes): an
 * instance of the list chart seen from the screen, context-free, its server answers explicit.
 *
 * Events:
 * - PAGE_ARRIVES: the server answers a page with rows on it (12 rows: two pages).
 * - NOTHING_ARRIVES: the server answers an empty page ('No data').
 * - CONNECTION_DROPS: the request fails.
 * - NEXT_PAGE / RETRY: press Next, or Try again.
 */
export const pagedListModel = createMachine({
  id: 'pagedListModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'A spinner while the page loads.',
      on: {
        PAGE_ARRIVES: 'rowsShown',
        NOTHING_ARRIVES: 'noData',
        CONNECTION_DROPS: 'failureShown',
      },
    },
    rowsShown: {
      description: 'The rows of the page; Next while more pages.',
      on: { NEXT_PAGE: 'loading' },
    },
    noData: { description: "'No data'." },
    failureShown: {
      description: "'Something went wrong!' with Try again.",
      on: { RETRY: 'loading' },
    },
  },
});
