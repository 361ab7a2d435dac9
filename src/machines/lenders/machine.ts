import { assign, enqueueActions, setup } from 'xstate';
import type { SupportedAction } from '../../domain/lenders/policy';
import {
  emailToLenderMachine,
  exportForLenderMachine,
  sendToLenderMachine,
  uploadFilesMachine,
} from './actions';
import { lenderDecisionsMachine } from './decisions';
import type { LenderRow, LendersContext, LendersData, LendersEvent, LendersInput } from './types';

/** The lenders table pages on the device, 10 rows a page (partner-portal §9). */
export const LENDERS_PAGE_SIZE = 10;

/** The id of a row's action child: one per lender and action, e.g. `SEND_TO_LENDER.protium`. */
export function rowActionId(action: SupportedAction, lenderId: string): string {
  return `${action}.${lenderId}`;
}

/** How many pages the rows fill (at least 1). */
export function pageCount(rows: readonly LenderRow[]): number {
  return Math.max(1, Math.ceil(rows.length / LENDERS_PAGE_SIZE));
}

/** What the row's actions read of the application and the row (the lender rule's facts). */
function actionInput(context: LendersContext, row: LenderRow, action: SupportedAction) {
  return {
    applicationId: context.applicationId,
    lenderName: row.lenderName,
    reference: row.reference,
    facts: {
      decision: row.decision,
      applicationStatus: context.application?.status ?? '',
      lenderStatus: row.lenderStatus,
      action,
      lenderId: row.lenderId,
    },
  };
}

/**
 * The lenders page of one application (partner-portal §2): the list chart loads its lenders;
 * each row's actions (per supportedAction) are row-action charts spawned for the page's life,
 * so one still working, or done, keeps its state while another page of rows is shown. Send to
 * Lender's answer updates its row and tells the row's other actions (Upload Files needs the
 * lead, and Protium's its APPROVED).
 */
export const lendersMachine = setup({
  types: {
    context: {} as LendersContext,
    events: {} as LendersEvent,
    input: {} as LendersInput,
  },
  actors: {
    decisions: lenderDecisionsMachine,
    SEND_TO_LENDER: sendToLenderMachine,
    UPLOAD_FILES: uploadFilesMachine,
    EMAIL_TO_LENDER: emailToLenderMachine,
    EXPORT: exportForLenderMachine,
  },
  guards: {
    isPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page <= pageCount(context.rows),
  },
  actions: {
    keepLenders: assign(({ context }, params: { data: LendersData }) => ({
      application: params.data.application,
      rows: params.data.rows,
      page: Math.min(context.page, pageCount(params.data.rows)),
    })),
    /** Each row's actions, started once; a reload tells the ones already there what changed. */
    startRowActions: enqueueActions(({ context, enqueue, self }) => {
      const children = self.getSnapshot().children as Record<string, unknown>;
      for (const row of context.rows) {
        for (const action of row.actions) {
          const id = rowActionId(action, row.lenderId);
          if (children[id]) {
            enqueue.sendTo(id, {
              type: 'row.changed',
              lenderStatus: row.lenderStatus,
              reference: row.reference,
            });
          } else {
            enqueue.spawnChild(action, { id, input: actionInput(context, row, action) });
          }
        }
      }
    }),
    showPage: assign((_, params: { page: number }) => ({ page: params.page })),
    keepLead: assign(
      (
        { context },
        params: { lenderId: string; status: string; reference: string; answeredAt: string },
      ) => ({
        rows: context.rows.map((row) =>
          row.lenderId === params.lenderId
            ? {
                ...row,
                lenderStatus: params.status,
                reference: params.reference,
                answeredAt: params.answeredAt,
              }
            : row,
        ),
      }),
    ),
    /** The row's other actions hear of the lead: Upload Files sends for it. */
    tellRowActions: enqueueActions(({ context, enqueue, self }, params: { lenderId: string }) => {
      const row = context.rows.find((candidate) => candidate.lenderId === params.lenderId);
      if (!row) return;
      const children = self.getSnapshot().children as Record<string, unknown>;
      for (const action of row.actions) {
        const id = rowActionId(action, row.lenderId);
        if (action === 'SEND_TO_LENDER' || !children[id]) continue;
        enqueue.sendTo(id, {
          type: 'row.changed',
          lenderStatus: row.lenderStatus,
          reference: row.reference,
        });
      }
    }),
  },
}).createMachine({
  id: 'lenders',
  description:
    'The lenders page of one application: the list chart loads its lenders, 10 rows a page on the device; each row’s actions are row-action charts, started with the rows and kept while other pages show.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    application: null,
    rows: [],
    page: 1,
  }),
  invoke: {
    id: 'decisions',
    src: 'decisions',
    input: ({ context }) => ({ query: context.applicationId }),
  },
  initial: 'open',
  states: {
    open: {
      description:
        'What the list chart shows (loading, the rows, none, a failure), a page at a time.',
      on: {
        'lenders.loaded': {
          actions: [
            {
              type: 'keepLenders',
              params: ({ event }) => ({ data: event.data }),
            },
            'startRowActions',
          ],
        },
        'lenders.page': {
          guard: { type: 'isPage', params: ({ event }) => ({ page: event.page }) },
          actions: { type: 'showPage', params: ({ event }) => ({ page: event.page }) },
        },
        'lead.sent': {
          actions: [
            {
              type: 'keepLead',
              params: ({ event }) => ({
                lenderId: event.lenderId,
                status: event.status,
                reference: event.reference,
                answeredAt: event.answeredAt,
              }),
            },
            { type: 'tellRowActions', params: ({ event }) => ({ lenderId: event.lenderId }) },
          ],
        },
      },
    },
  },
});

export type LendersMachine = typeof lendersMachine;
