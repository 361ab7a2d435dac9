import { createMachine } from 'xstate';

/**
 * The lenders page of one application as the partner sees it (partner-portal §2), context-free:
 * the load, client paging at 10 (twelve lenders: two pages), and Send to Lender's answer in its
 * row. Server answers are explicit events.
 *
 * Events:
 * - LENDERS_ARRIVE: the server answers twelve lenders. NONE_ARRIVE: it answers none.
 *   CONNECTION_DROPS: no answer came. RETRY: Try again.
 * - NEXT_PAGE / PREVIOUS_PAGE: the pager.
 * - SEND: Send to Lender on the first row, the server answering its status and reference.
 */
export const lendersModel = createMachine({
  id: 'lendersModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading lenders.',
      on: { LENDERS_ARRIVE: 'firstPage', NONE_ARRIVE: 'empty', CONNECTION_DROPS: 'failed' },
    },
    firstPage: {
      description: 'Rows 1–10, preferred first, with Next.',
      on: { NEXT_PAGE: 'secondPage', SEND: 'sent' },
    },
    secondPage: {
      description: 'Rows 11–12, with Previous.',
      on: { PREVIOUS_PAGE: 'firstPage' },
    },
    sent: {
      description: 'The first row shows the lender’s status and the lead’s reference.',
      on: { NEXT_PAGE: 'secondPage' },
    },
    empty: { description: "'No lenders found'." },
    failed: { description: "'Something went wrong!' with Try again.", on: { RETRY: 'loading' } },
  },
});
