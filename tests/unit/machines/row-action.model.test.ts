import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { i18n } from '../../../src/i18n/runtime';
import { expect, it } from 'vitest';
import {
  EMAIL_FAILED,
  EMAIL_SENT,
  EMAIL_SENT_WORDS,
  emailToLenderMachine,
  filesSentText,
  sendToLenderMachine,
  uploadFilesMachine,
} from '../../../src/machines/lenders/actions';
import {
  selectActionFailure,
  selectIsDone,
  selectIsWorking,
  selectRefusal,
} from '../../../src/machines/row-action/selectors';
import type {
  RowActionInput,
  RowActionNotice,
  RowActionRequest,
} from '../../../src/machines/row-action/types';
import { lenderActionRefusal } from '../../../src/domain/lenders/actions';
import { ApiError } from '../../../src/services/api/api-error';
import { describeModel } from '../../models/model-suite';
import { rowActionModel } from '../../models/row-action.model';

const APPLICATION = 'a'.repeat(32);
const REFERENCE = 'PRT-0001';
const REFUSAL = 'Protium could not find the lead.';
const NETWORK_TEXT = 'Something went wrong!';

/** Protium's Upload Files on an approved application, before Protium itself approved. */
const PROTIUM_UPLOAD: RowActionInput = {
  applicationId: APPLICATION,
  lenderName: 'Protium',
  reference: REFERENCE,
  facts: {
    decision: 'APPROVED',
    applicationStatus: 'SUBMITTED',
    lenderStatus: 'PENDING',
    action: 'UPLOAD_FILES',
    lenderId: 'protium',
  },
};

interface Pending {
  input: RowActionRequest;
  resolve: (status: { status: string }) => void;
  reject: (error: unknown) => void;
}

/** The real Upload Files chart, its server answers given by the test, its toasts kept. */
function start(input: RowActionInput = PROTIUM_UPLOAD) {
  const asks: Pending[] = [];
  const notices: RowActionNotice[] = [];
  const actor = createActor(
    uploadFilesMachine.provide({
      actors: {
        work: fromPromise<{ status: string }, RowActionRequest>(
          ({ input: request }) =>
            new Promise((resolve, reject) => asks.push({ input: request, resolve, reject })),
        ),
      },
      actions: { notify: (_, notice) => notices.push(notice) },
    }),
    { input },
  ).start();
  return { actor, asks, notices };
}

type Harness = ReturnType<typeof start>;

const PROTIUM_REFUSAL = lenderActionRefusal({ ...PROTIUM_UPLOAD.facts, lenderStatus: null });

/** The button disabled with the rule's words, nothing on its way. */
function disabled(h: Harness) {
  const s = h.actor.getSnapshot();
  expect(selectRefusal(s)).toBe(PROTIUM_REFUSAL);
  expect(selectIsWorking(s)).toBe(false);
}

const states: Record<string, (h: Harness) => void> = {
  disabled: (h) => {
    disabled(h);
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(selectActionFailure(h.actor.getSnapshot())).toBeNull();
  },
  ready: (h) => {
    const s = h.actor.getSnapshot();
    expect(selectRefusal(s)).toBeNull();
    expect(selectIsWorking(s)).toBe(false);
    expect(selectActionFailure(s)).toBeNull();
    expect(h.asks).toEqual([]);
  },
  working: (h) => {
    const s = h.actor.getSnapshot();
    expect(selectIsWorking(s)).toBe(true);
    expect(selectActionFailure(s)).toBeNull();
    expect(h.asks.at(-1)?.input).toEqual({
      applicationId: APPLICATION,
      lenderId: 'protium',
      reference: REFERENCE,
    });
  },
  done: (h) => {
    const s = h.actor.getSnapshot();
    expect(selectIsDone(s)).toBe(true);
    expect(selectRefusal(s)).toBeNull();
    expect(s.context.result).toEqual({ status: 'RECEIVED' });
    expect(h.notices.at(-1)).toEqual({ tone: 'success', message: filesSentText('Protium') });
    expect(i18n._(filesSentText('Protium'))).toBe('Files sent to Protium');
  },
  doneDisabled: (h) => {
    disabled(h);
    expect(selectIsDone(h.actor.getSnapshot())).toBe(true);
  },
  refused: (h) => {
    const s = h.actor.getSnapshot();
    expect(selectActionFailure(s)).toBe(REFUSAL);
    expect(selectIsWorking(s)).toBe(false);
    expect(h.notices.at(-1)).toEqual({ tone: 'error', message: REFUSAL });
  },
  failed: (h) => {
    const s = h.actor.getSnapshot();
    expect(selectActionFailure(s)).toBe(NETWORK_TEXT);
    expect(selectRefusal(s)).toBeNull();
    expect(h.notices.at(-1)).toEqual({ tone: 'error', message: NETWORK_TEXT });
  },
  failedDisabled: (h) => {
    disabled(h);
    expect(selectActionFailure(h.actor.getSnapshot())).toBe(NETWORK_TEXT);
  },
};

describeModel(
  'row-action model: its generated paths run against the real Upload Files chart',
  rowActionModel,
  states,
  async (path, checks) => {
    const h = start();
    const settled = () => waitFor(h.actor, (s) => !s.hasTag('busy'));
    const rowChanged = (lenderStatus: string) =>
      h.actor.send({ type: 'row.changed', lenderStatus, reference: REFERENCE });
    await path.test({
      states: checks(() => h),
      events: {
        START: () => {
          const asked = h.asks.length;
          const wasRefused = selectRefusal(h.actor.getSnapshot()) !== null;
          h.actor.send({ type: 'action.start' });
          // The guard: a refused press says why and never reaches the server.
          if (wasRefused) {
            expect(h.asks.length).toBe(asked);
            expect(h.notices.at(-1)).toEqual({ tone: 'error', message: PROTIUM_REFUSAL });
          }
        },
        RETRY: () => h.actor.send({ type: 'action.retry' }),
        LENDER_APPROVES: () => rowChanged('APPROVED'),
        LENDER_WITHDRAWS: () => rowChanged('PENDING'),
        SERVER_ANSWERS: async () => {
          h.asks.at(-1)?.resolve({ status: 'RECEIVED' });
          await settled();
        },
        SERVER_REFUSES: async () => {
          h.asks.at(-1)?.reject(new ApiError(400, REFUSAL));
          await settled();
        },
        CONNECTION_DROPS: async () => {
          h.asks.at(-1)?.reject(new ApiError(0, NETWORK_TEXT));
          await settled();
        },
      },
    });
  },
  () => {
    it('Email to Lender says §8’s words, whatever the server said', async () => {
      const notices: RowActionNotice[] = [];
      let fail = true;
      const actor = createActor(
        emailToLenderMachine.provide({
          actors: {
            work: fromPromise<null, RowActionRequest>(async () => {
              if (fail) throw new ApiError(502, 'SMTP said 554');
              return null;
            }),
          },
          actions: { notify: (_, notice) => notices.push(notice) },
        }),
        {
          input: {
            ...PROTIUM_UPLOAD,
            facts: { ...PROTIUM_UPLOAD.facts, action: 'EMAIL_TO_LENDER' },
          },
        },
      ).start();
      actor.send({ type: 'action.start' });
      await waitFor(actor, (s) => s.hasTag('error'));
      expect(notices).toEqual([{ tone: 'error', message: EMAIL_FAILED }]);
      fail = false;
      actor.send({ type: 'action.retry' });
      await waitFor(actor, (s) => s.hasTag('done'));
      expect(notices.at(-1)).toEqual({ tone: 'success', message: EMAIL_SENT_WORDS });
      expect(i18n._(EMAIL_SENT_WORDS)).toBe(EMAIL_SENT);
    });

    it('Send to Lender tells its page the lead and toasts the answer; a REJECTED row refuses it', async () => {
      const told: unknown[] = [];
      const notices: RowActionNotice[] = [];
      const send = sendToLenderMachine.provide({
        actors: {
          work: fromPromise(async () => ({
            status: 'APPROVED',
            reference: REFERENCE,
            answeredAt: '2026-11-27T10:00:00.000Z',
          })),
        },
        actions: { notify: (_, notice) => notices.push(notice) },
      });
      const page = createMachine({
        invoke: {
          id: 'send',
          src: send,
          input: {
            ...PROTIUM_UPLOAD,
            facts: { ...PROTIUM_UPLOAD.facts, action: 'SEND_TO_LENDER' },
          },
        },
        on: { 'lead.sent': { actions: ({ event }) => told.push(event) } },
      });
      const parent = createActor(page).start();
      const child = parent.getSnapshot().children.send;
      child?.send({ type: 'action.start' });
      await waitFor(parent, () => told.length > 0);
      expect(told).toEqual([
        {
          type: 'lead.sent',
          lenderId: 'protium',
          status: 'APPROVED',
          reference: REFERENCE,
          answeredAt: '2026-11-27T10:00:00.000Z',
        },
      ]);
      expect(
        notices.map(({ tone, message }) => ({
          tone,
          message: typeof message === 'string' ? message : i18n._(message),
        })),
      ).toEqual([{ tone: 'success', message: `Protium: Approved · Reference ${REFERENCE}` }]);

      const rejected = start({
        ...PROTIUM_UPLOAD,
        facts: { ...PROTIUM_UPLOAD.facts, lenderStatus: 'APPROVED', decision: 'REJECTED' },
      });
      rejected.actor.send({ type: 'action.start' });
      expect(rejected.asks).toEqual([]);
      expect(selectRefusal(rejected.actor.getSnapshot())).toMatch(/Protium rejected/);
    });
  },
);
