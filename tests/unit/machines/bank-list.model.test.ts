import { waitFor } from 'xstate';
import { expect, it } from 'vitest';
import { BANK_LIST_FAILED, bankListMachine } from '../../../src/machines/bank-list/machine';
import {
  selectBanks,
  selectBanksError,
  selectIsLoadingBanks,
} from '../../../src/machines/bank-list/selectors';
import type { Bank } from '../../../src/machines/bank-list/types';
import { ApiError } from '../../../src/services/api/api-error';
import { bankListModel } from '../../models/bank-list.model';
import { describeModel } from '../../models/model-suite';
import { startList } from './support/list-harness';

const BANKS: Bank[] = [
  { id: 'b1', name: 'HDFC Bank' },
  { id: 'b2', name: 'State Bank of India' },
];

/** The real bank-list chart (a list chart) whose requests wait until the test answers them. */
const startBankList = () => startList(bankListMachine);

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

describeModel(
  'bank-list model: its generated paths run against the real bank-list machine',
  bankListModel,
  states,
  async (path, checks) => {
    const harness = startBankList();
    await path.test({
      states: checks(() => harness.actor.getSnapshot()),
      events: {
        LIST_ARRIVES: async () => {
          harness.next().resolve(BANKS);
          await waitFor(harness.actor, (snapshot) => !snapshot.hasTag('busy'));
        },
        CONNECTION_DROPS: async () => {
          harness.next().reject(new ApiError(0, 'Something went wrong!'));
          await waitFor(harness.actor, (snapshot) => snapshot.hasTag('error'));
        },
        RETRY: () => harness.actor.send({ type: 'list.retry' }),
      },
    });
  },
  () => {
    it("says the spec's sentence whatever the server said", async () => {
      const harness = startBankList();
      harness.next().reject(new ApiError(503, 'Bank directory is down'));
      const snapshot = await waitFor(harness.actor, (s) => s.hasTag('error'));
      expect(selectBanksError(snapshot)).toBe(BANK_LIST_FAILED);
    });
  },
);
