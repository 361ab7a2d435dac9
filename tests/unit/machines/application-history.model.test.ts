import { waitFor } from 'xstate';
import { expect } from 'vitest';
import { HISTORY_MESSAGES } from '../../../src/domain/i18n/history-messages';
import { applicationHistoryMachine } from '../../../src/machines/application-history/machine';
import {
  selectHistory,
  selectHistoryFailure,
  selectIsHistoryEmpty,
  selectIsLoadingHistory,
} from '../../../src/machines/application-history/selectors';
import type { ApplicationHistory } from '../../../src/machines/application-history/types';
import { ApiError } from '../../../src/services/api/api-error';
import { applicationHistoryModel } from '../../models/application-history.model';
import { describeModel } from '../../models/model-suite';
import { startList } from './support/list-harness';

const ID = 'demo0000000000000000000000000003';
const HISTORY: ApplicationHistory = [
  {
    sequence: 1,
    action: 'Application created',
    actor: { ...HISTORY_MESSAGES.BY_PARTNER_NAMED, values: { name: 'Asha Verma' } },
    at: '2026-11-26T08:00:00.000Z',
    sentences: [
      {
        ...HISTORY_MESSAGES.SET,
        values: { who: 'Asha Verma', label: 'PAN Number', now: 'XXXXXX234F' },
      },
    ],
  },
];

const startHistory = () => startList(applicationHistoryMachine, { input: { query: { id: ID } } });
type Harness = ReturnType<typeof startHistory>;

const states: Record<string, (h: Harness) => void> = {
  loading: ({ actor, asked }) => {
    expect(selectIsLoadingHistory(actor.getSnapshot())).toBe(true);
    expect(selectHistoryFailure(actor.getSnapshot())).toBeNull();
    expect(asked().at(-1)?.request).toEqual({ query: { id: ID }, page: 1 });
  },
  stepsShown: ({ actor }) => {
    expect(selectHistory(actor.getSnapshot())).toEqual(HISTORY);
    expect(selectIsHistoryEmpty(actor.getSnapshot())).toBe(false);
    expect(selectIsLoadingHistory(actor.getSnapshot())).toBe(false);
  },
  noSteps: ({ actor }) => {
    expect(selectIsHistoryEmpty(actor.getSnapshot())).toBe(true);
    expect(selectHistoryFailure(actor.getSnapshot())).toBeNull();
  },
  failed: ({ actor }) => {
    expect(selectHistoryFailure(actor.getSnapshot())).toBe('Application not found');
    expect(selectHistory(actor.getSnapshot())).toBeNull();
  },
};

describeModel(
  'application-history model: its generated paths run against the real history chart',
  applicationHistoryModel,
  states,
  async (path, checks) => {
    const harness = startHistory();
    const settled = () => waitFor(harness.actor, (s) => !s.hasTag('busy'));
    await path.test({
      states: checks(() => harness),
      events: {
        STEPS_ARRIVE: async () => {
          harness.next().resolve(HISTORY);
          await settled();
        },
        NOTHING_RECORDED: async () => {
          harness.next().resolve([]);
          await settled();
        },
        CONNECTION_DROPS: async () => {
          harness.next().reject(new ApiError(404, 'Application not found'));
          await settled();
        },
        RETRY: () => harness.actor.send({ type: 'list.retry' }),
      },
    });
  },
);
