/** A bank of the bank list (GET /v1/bank/list). */
export interface Bank {
  id: string;
  name: string;
}

export interface BankListContext {
  banks: Bank[];
  /** 'Failed to load bank list' while the list could not be loaded. */
  error: string | null;
}

export type BankListEvent = { type: 'banks.retry' };
