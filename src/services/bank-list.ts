import type { ApiClient } from './api/client';
import { unwrap } from './api/unwrap';

export interface Bank {
  id: string;
  name: string;
}

export const BANK_LIST_FAILED = 'Failed to load bank list';

let cached: Promise<Bank[]> | null = null;

/**
 * The searchable bank list of the capture forms (spec §3), asked for once per page load and
 * shared by every step; a failure is not kept, so the next step asks again.
 */
export function loadBankList(client: ApiClient): Promise<Bank[]> {
  cached ??= unwrap(client.GET('/v1/bank/list')).then(
    ({ data }) => data.map((bank) => ({ id: bank.id, name: bank.name })),
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
