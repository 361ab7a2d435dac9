import { createActor, fromPromise, waitFor, type ActorOptions } from 'xstate';
import { expect } from 'vitest';
import type { ListMachine } from '../../../../src/machines/list/machine';
import type { ListRequest } from '../../../../src/machines/list/types';

/** One load the chart asked for, waiting until the test answers it. */
export interface PendingLoad<TData, TQuery> {
  request: ListRequest<TQuery>;
  signal: AbortSignal;
  resolve: (data: TData) => void;
  reject: (error: unknown) => void;
}

/**
 * An instance of the list chart (src/machines/list/machine.ts) whose loads wait until the test
 * answers them, in the order they were asked for.
 */
export function startList<TData, TQuery>(
  machine: ListMachine<TData, TQuery>,
  options?: ActorOptions<ListMachine<TData, TQuery>>,
) {
  const loads: PendingLoad<TData, TQuery>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        load: fromPromise<TData, ListRequest<TQuery>>(
          ({ input, signal }) =>
            new Promise((resolve, reject) =>
              loads.push({ request: input, signal, resolve, reject }),
            ),
        ),
      },
    }),
    options,
  ).start();
  /** Every load asked for so far, answered or not. */
  const asked = () => [...loads];
  /** The oldest load not yet answered. */
  const next = () => {
    const load = loads.shift();
    if (!load) throw new Error(`no ${machine.id} load is waiting`);
    return load;
  };
  /** The load asked for last (the one a page change started), dropping the ones before it. */
  const latest = () => {
    const load = loads.pop();
    if (!load) throw new Error(`no ${machine.id} load is waiting`);
    loads.length = 0;
    return load;
  };
  return { actor, next, latest, asked };
}

/**
 * The events of the paged list model (tests/models/list.model.ts `pagedListModel`) played on a
 * started list: the server answers `page` (rows), `none` (an empty page) or fails with `failure`.
 */
export function pagedListEvents<TData>(
  harness: ReturnType<typeof startList<TData, void>>,
  answers: { page: TData; none: TData; failure: unknown },
) {
  const { actor } = harness;
  return {
    PAGE_ARRIVES: async () => {
      harness.next().resolve(answers.page);
      await waitFor(actor, (s) => !s.hasTag('busy'));
    },
    NOTHING_ARRIVES: async () => {
      harness.next().resolve(answers.none);
      await waitFor(actor, (s) => !s.hasTag('busy'));
    },
    CONNECTION_DROPS: async () => {
      harness.next().reject(answers.failure);
      await waitFor(actor, (s) => s.hasTag('error'));
    },
    NEXT_PAGE: () => {
      const before = actor.getSnapshot().context.page;
      actor.send({ type: 'list.page', page: before + 1 });
      // The next page is asked for from 1 (the service sends page − 1 on the wire).
      expect(harness.asked().at(-1)?.request.page).toBe(before + 1);
    },
    RETRY: () => actor.send({ type: 'list.retry' }),
  };
}
