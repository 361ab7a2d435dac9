import { sendParent } from 'xstate';
import { createListMachine } from '../list/machine';
import type { LendersData } from './types';

/**
 * The lenders page's load (the list chart): one application's lender decisions and its lead
 * statuses, asked for by the application's id; empty when no lender is listed. It reports what
 * it loaded to the page, which keeps the rows and starts each row's actions.
 */
export const lenderDecisionsMachine = createListMachine<LendersData, string>({
  id: 'lenderDecisions',
  description:
    'One application’s lenders (the list chart): loading, then shown, empty (‘No lenders found’) or failed with Try again.',
  isEmpty: (data) => data.rows.length === 0,
}).provide({
  actions: {
    reportLoaded: sendParent((_, params: { data: LendersData }) => ({
      type: 'lenders.loaded' as const,
      data: params.data,
    })),
  },
});

export type LenderDecisionsMachine = typeof lenderDecisionsMachine;
