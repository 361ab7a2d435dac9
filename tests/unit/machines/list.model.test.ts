import { waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createListMachine } from '../../../src/machines/list/machine';
import {
  selectData,
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
  selectPage,
} from '../../../src/machines/list/selectors';
import { ApiError } from '../../../src/services/api/api-error';
import { listModel } from '../../models/list.model';
import { describeModel } from '../../models/model-suite';
import { startList } from './support/list-harness';

const FAILED = 'Failed to load the applications';

interface Query {
  status: string;
}

/** A paged list asked for by status, as the portal's lists will be. */
const thingsMachine = createListMachine<string[], Query>({
  id: 'things',
  description: 'A test list.',
  texts: { fallback: FAILED },
});

/** What the server has on a page of a query: one row naming both. */
const rowsOf = ({ query, page }: { query: Query; page: number }) => [`${query.status} p${page}`];

function startThings() {
  const harness = startList(thingsMachine, { input: { query: { status: 'ALL' } } });
  // What the chart should be asking for, as the path's events change it.
  const expected = { query: { status: 'ALL' }, page: 1 };
  return { ...harness, expected };
}

type Harness = ReturnType<typeof startThings>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

const states: Record<string, (h: Harness) => void> = {
  loading: ({ actor, asked, expected }) => {
    const s: Snapshot = actor.getSnapshot();
    expect(selectIsLoading(s)).toBe(true);
    expect(selectFailure(s)).toBeNull();
    expect(selectIsEmpty(s)).toBe(false);
    expect(selectPage(s)).toBe(expected.page);
    // The page asked for is the one shown next; a load it replaced was dropped.
    const loads = asked();
    expect(loads.at(-1)?.request).toEqual(expected);
    expect(loads.slice(0, -1).every((load) => load.signal.aborted)).toBe(true);
  },
  shown: ({ actor, expected }) => {
    const s: Snapshot = actor.getSnapshot();
    expect(selectIsLoading(s)).toBe(false);
    expect(selectData(s)).toEqual(rowsOf(expected));
    expect(selectPage(s)).toBe(expected.page);
    expect(selectFailure(s)).toBeNull();
    expect(selectIsEmpty(s)).toBe(false);
  },
  empty: ({ actor }) => {
    const s: Snapshot = actor.getSnapshot();
    expect(selectIsEmpty(s)).toBe(true);
    expect(selectData(s)).toEqual([]);
    expect(selectIsLoading(s)).toBe(false);
    expect(selectFailure(s)).toBeNull();
  },
  failed: ({ actor }) => {
    const s: Snapshot = actor.getSnapshot();
    expect(selectFailure(s)).toBe(FAILED);
    expect(selectData(s)).toBeNull();
    expect(selectIsLoading(s)).toBe(false);
    expect(selectIsEmpty(s)).toBe(false);
  },
};

describe('list chart: its words, its input and its parent', () => {
  it("shows the server's words when it gave some, the screen's when it did not", async () => {
    const { actor, next } = startThings();
    next().reject(new ApiError(503, 'The list is resting'));
    expect(selectFailure(await waitFor(actor, (s) => s.hasTag('error')))).toBe(
      'The list is resting',
    );
    actor.send({ type: 'list.retry' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    next().reject(new ApiError(500, ''));
    expect(selectFailure(await waitFor(actor, (s) => s.hasTag('error')))).toBe(FAILED);
  });

  it("without texts of its own, shows the server's words or 'Something went wrong!'", async () => {
    const plain = createListMachine<number>({ id: 'count', description: 'A count.' });
    const { actor, next } = startList(plain);
    next().reject(new Error('boom'));
    expect(selectFailure(await waitFor(actor, (s) => s.hasTag('error')))).toBe('boom');
    actor.send({ type: 'list.retry' });
    next().reject(null);
    expect(selectFailure(await waitFor(actor, (s) => s.hasTag('error')))).toBe(
      'Something went wrong!',
    );
  });

  it('asked for nothing, starts without input on page 1', async () => {
    const plain = createListMachine<string[]>({ id: 'banks', description: 'Banks.' });
    const { actor, next } = startList(plain);
    expect(next().request).toEqual({ query: undefined, page: 1 });
    expect(selectPage(actor.getSnapshot())).toBe(1);
  });

  it('starts on the page its input names', () => {
    const { actor, next } = startList(thingsMachine, {
      input: { query: { status: 'DRAFT' }, page: 3 },
    });
    expect(next().request).toEqual({ query: { status: 'DRAFT' }, page: 3 });
    expect(selectPage(actor.getSnapshot())).toBe(3);
  });

  it('an instance says what counts as empty: a count of none', async () => {
    const count = createListMachine<number>({
      id: 'count',
      description: 'A count.',
      isEmpty: (n) => n === 0,
    });
    const { actor, next } = startList(count);
    next().resolve(0);
    const s = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(selectIsEmpty(s)).toBe(true);
    expect(selectData(s)).toBe(0);
  });

  it('tells a parent that provides reportLoaded what each load gave, empty or not', async () => {
    const reported = vi.fn();
    const { actor, next } = startList(
      thingsMachine.provide({
        actions: { reportLoaded: (_, params: { data: string[] }) => reported(params.data) },
      }),
      { input: { query: { status: 'ALL' } } },
    );
    next().resolve(['a']);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    actor.send({ type: 'list.refresh' });
    next().resolve([]);
    await waitFor(actor, (s) => s.hasTag('empty'));
    expect(reported.mock.calls).toEqual([[['a']], [[]]]);
  });

  it('tells a parent that provides reportFailed the failure as it shows it', async () => {
    const failed = vi.fn();
    const { actor, next } = startList(
      thingsMachine.provide({
        actions: { reportFailed: (_, params: { error: string }) => failed(params.error) },
      }),
      { input: { query: { status: 'ALL' } } },
    );
    next().reject(new ApiError(0, 'Something went wrong!'));
    const s = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(failed.mock.calls).toEqual([[selectFailure(s)]]);
  });
});

describeModel(
  'list model: its generated paths run against the real list chart',
  listModel,
  states,
  async (path, checks) => {
    const { actor, expected, latest, ...loads } = startThings();
    const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
    await path.test({
      states: checks(() => ({ actor, expected, latest, ...loads })),
      events: {
        ITEMS_ARRIVE: async () => {
          latest().resolve(rowsOf(expected));
          await settled();
        },
        NOTHING_ARRIVES: async () => {
          latest().resolve([]);
          await settled();
        },
        CONNECTION_DROPS: async () => {
          latest().reject(new ApiError(0, 'Something went wrong!'));
          await settled();
        },
        RETRY: () => actor.send({ type: 'list.retry' }),
        REFRESH: () => actor.send({ type: 'list.refresh' }),
        NEXT_PAGE: () => {
          expected.page += 1;
          actor.send({ type: 'list.page', page: expected.page });
        },
        QUERY_CHANGES: () => {
          expected.query = { status: expected.query.status === 'ALL' ? 'DRAFT' : 'ALL' };
          expected.page = 1;
          actor.send({ type: 'list.query', query: expected.query });
        },
      },
    });
  },
);
