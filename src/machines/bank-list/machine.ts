import { createListMachine } from '../list/machine';
import type { Bank } from './types';

/** The spec's text when the bank list cannot be loaded (capture-app §8). */
export const BANK_LIST_FAILED = 'Failed to load bank list';
/**
 * The same words as a descriptor (issue 32), its Hindi in the catalog. failureText keeps the
 * English sentence until failures travel as codes (a marked descriptor's `message` is compiled
 * at build time, so it is not a string in the browser).
 */
export const BANK_LIST_FAILURE = /*i18n*/ {
  id: 'bank-list.failed',
  message: 'Failed to load bank list',
};

/** A step's bank list: an instance of the list chart, failing in the spec's one sentence. */
export const bankListMachine = createListMachine<Bank[]>({
  id: 'bankList',
  description:
    'The searchable bank list of a step’s bank fields (spec §3, the list chart): loaded when the step shows; when it fails, ‘Failed to load bank list’ with Retry, and the rest of the step can be filled.',
  texts: { fallback: BANK_LIST_FAILED, fixed: true },
});

export type BankListMachine = typeof bankListMachine;
