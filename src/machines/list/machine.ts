import { assign, setup } from 'xstate';
import { failureText } from '../failure';
import { missingActor } from '../missing';
import type {
  ListChartOptions,
  ListContext,
  ListEvent,
  ListInput,
  ListRequest,
  ListTag,
} from './types';

/** A list with nothing in it: the default emptiness, for data that is an array. */
export function isEmptyArray(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/**
 * The one chart for anything a screen loads and shows: a list (banks, co-applicants, the
 * portal's lists) or one resource (the dashboard's count). Loading, then shown, empty or failed
 * with Try again; another page or a refresh loads again. Each screen makes its instance once,
 * at module level, with its id and words (`createListMachine<Bank[]>({ id: 'bankList', … })`);
 * its service provides the `load` actor (a fromPromise reading the API). Run as an invoked
 * child, a parent may provide `reportLoaded` and `reportFailed` (sendParent) to keep what was
 * loaded, or show why not, in states of its own.
 */
export function createListMachine<TData, TQuery = void>(options: ListChartOptions<TData>) {
  const isEmpty = options.isEmpty ?? isEmptyArray;
  return setup({
    types: {
      context: {} as ListContext<TData, TQuery>,
      events: {} as ListEvent<TQuery>,
      input: {} as ListInput<TQuery>,
      tags: {} as ListTag,
    },
    actors: {
      load: missingActor<TData, ListRequest<TQuery>>(options.id, 'load'),
    },
    guards: {
      isEmpty: (_, params: { data: TData }) => isEmpty(params.data),
    },
    actions: {
      keepData: assign((_, params: { data: TData }) => ({ data: params.data, error: null })),
      showFailure: assign((_, params: { error: unknown }) => ({
        data: null,
        error: failureText(params.error, options.texts),
      })),
      clearFailure: assign({ error: null }),
      setPage: assign((_, params: { page: number }) => ({ page: params.page })),
      setQuery: assign((_, params: { query: TQuery }) => ({ query: params.query, page: 1 })),
      /** Nothing by default; a parent that invokes the list provides it to hear of each load. */
      reportLoaded: (_, _params: { data: TData }) => {},
      /** Nothing by default; a parent that invokes the list provides it to hear of a failure. */
      reportFailed: (_, _params: { error: string }) => {},
    },
  }).createMachine({
    id: options.id,
    description: options.description,
    context: ({ input }) => ({
      // Without input, TQuery admits undefined (ListInput says so).
      query: input?.query as TQuery,
      page: input?.page ?? 1,
      data: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      'list.page': {
        target: '.loading',
        actions: { type: 'setPage', params: ({ event }) => ({ page: event.page }) },
        description: 'Another page loads at once, from any state (a load on its way is dropped).',
      },
      'list.query': {
        target: '.loading',
        actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) },
        description: 'Something else is asked for: its first page loads.',
      },
    },
    states: {
      loading: {
        tags: 'busy',
        description: 'The page is on its way; the data last loaded (if any) stays until it comes.',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ query: context.query, page: context.page }),
          onDone: [
            {
              guard: { type: 'isEmpty', params: ({ event }) => ({ data: event.output }) },
              target: 'empty',
              actions: [
                { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
                { type: 'reportLoaded', params: ({ event }) => ({ data: event.output }) },
              ],
            },
            {
              target: 'shown',
              actions: [
                { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
                { type: 'reportLoaded', params: ({ event }) => ({ data: event.output }) },
              ],
            },
          ],
          onError: {
            target: 'failed',
            actions: [
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              // After showFailure: the sentence it kept, not a second reading of the failure.
              { type: 'reportFailed', params: ({ context }) => ({ error: context.error ?? '' }) },
            ],
          },
        },
      },
      shown: {
        description: 'What was loaded.',
        on: { 'list.refresh': { target: 'loading' } },
      },
      empty: {
        tags: 'empty',
        description: 'The load gave nothing to show.',
        on: { 'list.refresh': { target: 'loading' } },
      },
      failed: {
        tags: 'error',
        description: 'The failure’s text with Try again.',
        on: { 'list.retry': { target: 'loading', actions: 'clearFailure' } },
      },
    },
  });
}

/** The chart itself, as `npm run charts` draws it: a list of anything, asked for anything. */
export const listMachine = createListMachine<unknown[], unknown>({
  id: 'list',
  description:
    'The one chart for a list or resource a screen loads and shows (copy it for every list): loading, then shown, empty or failed with Try again; another page, another query or a refresh loads again.',
});

/** Any instance of the chart, for code that works with every list (selectors, views). */
export type ListMachine<TData, TQuery = void> = ReturnType<typeof createListMachine<TData, TQuery>>;
