import { assign, setup } from 'xstate';
import { missingActor } from '../missing';
import type { Bank, BankListContext, BankListEvent } from './types';

/** The spec's text when the bank list cannot be loaded (capture-app §8). */
export const BANK_LIST_FAILED = 'Failed to load bank list';

export const bankListMachine = setup({
  types: {
    context: {} as BankListContext,
    events: {} as BankListEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadBanks: missingActor<Bank[]>('bankList', 'loadBanks'),
  },
  actions: {
    keepBanks: assign((_, params: { banks: Bank[] }) => ({ banks: params.banks, error: null })),
    showFailure: assign({ error: BANK_LIST_FAILED }),
  },
}).createMachine({
  id: 'bankList',
  description:
    'The searchable bank list of a step’s bank fields (spec §3): loaded when the step shows, with Retry when it fails.',
  context: { banks: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadBanks',
        src: 'loadBanks',
        onDone: {
          target: 'ready',
          actions: { type: 'keepBanks', params: ({ event }) => ({ banks: event.output }) },
        },
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    ready: { description: 'The banks to choose from.' },
    failed: {
      tags: 'error',
      description: "'Failed to load bank list' with Retry; the rest of the step can be filled.",
      on: { 'banks.retry': { target: 'loading' } },
    },
  },
});

export type BankListMachine = typeof bankListMachine;
