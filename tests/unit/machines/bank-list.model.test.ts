import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BANK_LIST_FAILED, bankListMachine } from '../../../src/machines/bank-list/machine';
import {
  selectBanks,
  selectBanksError,
  selectIsLoadingBanks,
} from '../../../src/machines/bank-list/selectors';
import type { Bank } from '../../../src/machines/bank-list/types';
import { ApiError } from '../../../src/services/api/api-error';
import { recordedChecks, uncoveredTransitions } from '../../models/coverage';
import {
  BANK_LIST_MODEL_STATES,
  bankListModel,
  bankListTestModel,
} from '../../models/bank-list.model';

const BANKS: Bank[] = [
  { id: 'b1', name: 'HDFC Bank' },
  { id: 'b2', name: 'State Bank of India' },
];

/** The real bank-list machine whose requests wait until the test answers them. */
function startBankList() {
  const pending: Array<{ resolve: (banks: Bank[]) => void; reject: (error: unknown) => void }> = [];
  const actor = createActor(
    bankListMachine.provide({
      actors: {
        loadBanks: fromPromise<Bank[]>(
          () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
        ),
      },
    }),
  ).start();
  const next = () => {
    const request = pending.shift();
    if (!request) throw new Error('no bank-list request is waiting');
    return request;
  };
  return { actor, next };
}

type Harness = ReturnType<typeof startBankList>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

const states: Record<string, (snapshot: Snapshot) => void> = {
  loading: (s) => {
    expect(selectIsLoadingBanks(s)).toBe(true);
    expect(selectBanksError(s)).toBeNull();
  },
  listShown: (s) => {
    expect(selectIsLoadingBanks(s)).toBe(false);
    expect(selectBanks(s)).toEqual(BANKS);
    expect(selectBanksError(s)).toBeNull();
  },
  failureShown: (s) => {
    expect(selectBanksError(s)).toBe(BANK_LIST_FAILED);
    expect(selectBanks(s)).toEqual([]);
  },
};

const paths = bankListTestModel.getShortestPaths();
const asserted = new Set<string>();

describe('bank-list model: its generated paths run against the real bank-list machine', () => {
  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(states).sort()).toEqual([...BANK_LIST_MODEL_STATES].sort());
    expect(uncoveredTransitions(bankListModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const harness = startBankList();
    await path.test({
      states: recordedChecks(states, asserted, () => harness.actor.getSnapshot()),
      events: {
        LIST_ARRIVES: async () => {
          harness.next().resolve(BANKS);
          await waitFor(harness.actor, (snapshot) => snapshot.matches('ready'));
        },
        CONNECTION_DROPS: async () => {
          harness.next().reject(new ApiError(0, 'Something went wrong!'));
          await waitFor(harness.actor, (snapshot) => snapshot.matches('failed'));
        },
        RETRY: () => harness.actor.send({ type: 'banks.retry' }),
      },
    });
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...BANK_LIST_MODEL_STATES].sort());
  });
});
