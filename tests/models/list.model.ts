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
