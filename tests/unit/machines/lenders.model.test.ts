import { createActor, fromPromise, waitFor } from 'xstate';
import { expect, it } from 'vitest';
import { lenderDecisionsMachine } from '../../../src/machines/lenders/decisions';
import { sendToLenderMachine, uploadFilesMachine } from '../../../src/machines/lenders/actions';
import { lendersMachine } from '../../../src/machines/lenders/machine';
import {
  selectApplication,
  selectDecisions,
  selectPage,
  selectPageCount,
  selectRowAction,
  selectShownRows,
} from '../../../src/machines/lenders/selectors';
import type { LeadResult, LenderRow, LendersData } from '../../../src/machines/lenders/types';
import type { ListRequest } from '../../../src/machines/list/types';
import { selectRefusal } from '../../../src/machines/row-action/selectors';
import type { RowActionRequest } from '../../../src/machines/row-action/types';
import { ApiError } from '../../../src/services/api/api-error';
import { describeModel } from '../../models/model-suite';
import { lendersModel } from '../../models/lenders.model';

const APPLICATION = {
  id: 'a'.repeat(32),
  trackerId: '12345678',
  name: 'Meera Nair',
  status: 'SUBMITTED',
  documents: ['PAN Card'],
};
const RANGE = { min: 1, max: 2 };

function row(index: number): LenderRow {
  const protium = index === 0;
  return {
    lenderId: protium ? 'protium' : `lender-${index}`,
    lenderName: protium ? 'Protium' : `Lender ${index}`,
    isPreferred: index < 3,
    amount: { min: 100_000, max: 5_000_000 },
    interestRate: RANGE,
    tenure: RANGE,
    processingFee: RANGE,
    insuranceFee: RANGE,
    decision: 'APPROVED',
    actions: protium ? ['SEND_TO_LENDER', 'UPLOAD_FILES'] : ['EXPORT'],
    message: null,
    reasons: [],
    lenderStatus: null,
    reference: null,
    answeredAt: null,
  };
}

const TWELVE: LendersData = {
  application: APPLICATION,
  rows: Array.from({ length: 12 }, (_, i) => row(i)),
};

interface Pending {
  resolve: (data: LendersData) => void;
  reject: (error: unknown) => void;
}

/** The real lenders page chart: its loads wait for the test; Send answers APPROVED at once. */
function start() {
  const loads: Pending[] = [];
  const sends: RowActionRequest[] = [];
  const actor = createActor(
    lendersMachine.provide({
      actors: {
        decisions: lenderDecisionsMachine.provide({
          actors: {
            load: fromPromise<LendersData, ListRequest<string>>(
              () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
            ),
          },
        }),
        SEND_TO_LENDER: sendToLenderMachine.provide({
          actors: {
            work: fromPromise<LeadResult, RowActionRequest>(async ({ input }) => {
              sends.push(input);
              return {
                status: 'APPROVED',
                reference: 'PRT-1',
                answeredAt: '2026-11-27T10:00:00.000Z',
              };
            }),
          },
          actions: { notify: () => {} },
        }),
        UPLOAD_FILES: uploadFilesMachine.provide({ actions: { notify: () => {} } }),
      },
    }),
    { input: { applicationId: APPLICATION.id } },
  ).start();
  return { actor, loads, sends };
}

type Harness = ReturnType<typeof start>;
const snap = (h: Harness) => h.actor.getSnapshot();
const decisions = (h: Harness) => selectDecisions(snap(h))?.getSnapshot();
const names = (h: Harness) => selectShownRows(snap(h)).map((r) => r.lenderName);
const uploadRefusal = (h: Harness) => {
  const upload = selectRowAction('UPLOAD_FILES', 'protium')(snap(h));
  return upload ? selectRefusal(upload.getSnapshot()) : 'no chart';
};

const states: Record<string, (h: Harness) => void> = {
  loading: (h) => {
    expect(decisions(h)?.hasTag('busy')).toBe(true);
  },
  firstPage: (h) => {
    expect(selectApplication(snap(h))).toEqual(APPLICATION);
    expect(names(h)).toEqual(TWELVE.rows.slice(0, 10).map((r) => r.lenderName));
    expect([selectPage(snap(h)), selectPageCount(snap(h))]).toEqual([1, 2]);
    expect(selectShownRows(snap(h))[0]?.lenderStatus).toBeNull();
    // Protium takes files only once it has approved: nothing sent yet.
    expect(uploadRefusal(h)).toMatch(/only once it has approved/);
  },
  secondPage: (h) => {
    expect(names(h)).toEqual(['Lender 10', 'Lender 11']);
    expect(selectPage(snap(h))).toBe(2);
    // The rows of the other page keep their actions.
    expect(selectRowAction('SEND_TO_LENDER', 'protium')(snap(h))).toBeDefined();
  },
  sent: (h) => {
    const [protium] = selectShownRows(snap(h));
    expect(protium).toMatchObject({ lenderStatus: 'APPROVED', reference: 'PRT-1' });
    expect(h.sends).toEqual([
      { applicationId: APPLICATION.id, lenderId: 'protium', reference: null },
    ]);
    expect(uploadRefusal(h)).toBeNull();
  },
  empty: (h) => {
    expect(decisions(h)?.hasTag('empty')).toBe(true);
    expect(selectShownRows(snap(h))).toEqual([]);
  },
  failed: (h) => {
    expect(decisions(h)?.context.error).toBe('Something went wrong!');
  },
};

describeModel(
  'lenders page model: its generated paths run against the real lenders page chart',
  lendersModel,
  states,
  async (path, checks) => {
    const h = start();
    // The list chart's own snapshot: a failure changes nothing of the page's.
    const loaded = async () => {
      const list = selectDecisions(snap(h));
      if (list) await waitFor(list, (s) => !s.hasTag('busy'));
    };
    await path.test({
      states: checks(() => h),
      events: {
        LENDERS_ARRIVE: async () => {
          h.loads.shift()?.resolve(TWELVE);
          await loaded();
        },
        NONE_ARRIVE: async () => {
          h.loads.shift()?.resolve({ application: APPLICATION, rows: [] });
          await loaded();
        },
        CONNECTION_DROPS: async () => {
          h.loads.shift()?.reject(new ApiError(0, 'Something went wrong!'));
          await loaded();
        },
        RETRY: () => selectDecisions(snap(h))?.send({ type: 'list.retry' }),
        NEXT_PAGE: () => h.actor.send({ type: 'lenders.page', page: selectPage(snap(h)) + 1 }),
        PREVIOUS_PAGE: () => h.actor.send({ type: 'lenders.page', page: selectPage(snap(h)) - 1 }),
        SEND: async () => {
          selectRowAction('SEND_TO_LENDER', 'protium')(snap(h))?.send({ type: 'action.start' });
          await waitFor(h.actor, (s) => selectShownRows(s)[0]?.reference === 'PRT-1');
        },
      },
    });
  },
  () => {
    it('refuses a page that is not there', async () => {
      const h = start();
      h.loads.shift()?.resolve(TWELVE);
      await waitFor(h.actor, () => !decisions(h)?.hasTag('busy'));
      for (const page of [0, 3, 1.5]) h.actor.send({ type: 'lenders.page', page });
      expect(selectPage(snap(h))).toBe(1);
    });
  },
);
