import { fromPromise } from 'xstate';
import { bankListMachine } from '../machines/bank-list/machine';
import type { Bank } from '../machines/bank-list/types';
import type { ApiClient } from './api/client';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

let cached: Promise<Bank[]> | null = null;

/**
 * The searchable bank list of the capture forms (spec §3), asked for once per page load and
 * shared by every step; a failure is not kept, so Retry (or the next step) asks again.
 */
function loadBankList(client: ApiClient): Promise<Bank[]> {
  cached ??= unwrap(client.GET('/v1/bank/list')).then(
    ({ data }) => data.map((bank) => ({ id: bank.id, name: bank.name })),
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}

/** The bank-list chart with the real API call (a step's bank-list flow). */
export function createBankListMachine({ client }: Pick<Runtime, 'client'>) {
  return bankListMachine.provide({
    actors: { load: fromPromise(() => loadBankList(client)) },
  });
}
