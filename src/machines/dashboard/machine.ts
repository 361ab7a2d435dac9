import { assign, setup } from 'xstate';
import { failureText } from '../failure';
import { missingActor } from '../missing';
import type { DashboardContext, DashboardEvent } from './types';

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadApplicationCount: missingActor<number>('dashboard', 'loadApplicationCount'),
  },
  actions: {
    setCount: assign((_, params: { count: number }) => ({
      applicationCount: params.count,
      error: null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error),
    })),
  },
}).createMachine({
  id: 'dashboard',
  description: "The partner's home: how many applications they have, fetched from the server.",
  context: { applicationCount: null, error: null },
  initial: 'loadingCount',
  states: {
    loadingCount: {
      tags: 'busy',
      invoke: {
        id: 'loadApplicationCount',
        src: 'loadApplicationCount',
        onDone: {
          target: 'showingCount',
          actions: { type: 'setCount', params: ({ event }) => ({ count: event.output }) },
        },
        onError: {
          target: 'failedToLoad',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showingCount: {
      description: 'View Applications is enabled only when the count is above zero.',
    },
    failedToLoad: {
      tags: 'error',
      description: 'The count could not be fetched; the partner can retry.',
      on: { 'count.retry': { target: 'loadingCount' } },
    },
  },
});
