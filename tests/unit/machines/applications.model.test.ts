import { waitFor } from 'xstate';
import { expect, it } from 'vitest';
import { applicationsMachine } from '../../../src/machines/applications/machine';
import {
  selectIsListEmpty,
  selectIsLoadingList,
  selectListFailure,
  selectListPage,
  selectListStatus,
  selectRows,
  selectTotalPages,
} from '../../../src/machines/applications/selectors';
import type {
  ApplicationRow,
  ApplicationsPage,
  ApplicationsQuery,
} from '../../../src/machines/applications/types';
import { ApiError } from '../../../src/services/api/api-error';
import { applicationsModel } from '../../models/applications.model';
import { describeModel } from '../../models/model-suite';
import { startList } from './support/list-harness';

/** A page of one row naming the filter and page it was asked for. */
function pageOf(query: ApplicationsQuery, page: number): ApplicationsPage {
  const row: ApplicationRow = {
    id: `${query.status}-${page}`.padEnd(32, '0'),
    trackerId: '90000001',
    name: `${query.status} p${page}`,
    loanType: 'PERSONAL_LOAN',
    jobType: 'SALARIED',
    amount: 500000,
    status: 'DRAFT',
    stage: ['CREATE_APPLICATION'],
    remarks: null,
    createdAt: '2026-01-05T04:30:00.000Z',
    source: 'PARTNER',
  };
  return { rows: [row], totalPages: 9, totalElements: 90 };
}

function startApplications() {
  const harness = startList(applicationsMachine, { input: { query: { status: 'ALL' } } });
  const expected: { query: ApplicationsQuery; page: number } = {
    query: { status: 'ALL' },
    page: 1,
  };
  return { ...harness, expected };
}

type Harness = ReturnType<typeof startApplications>;

const states: Record<string, (h: Harness) => void> = {
  loading: ({ actor, asked, expected }) => {
    const s = actor.getSnapshot();
    expect(selectIsLoadingList(s)).toBe(true);
    expect(selectListFailure(s)).toBeNull();
    expect(selectListPage(s)).toBe(expected.page);
    expect(selectListStatus(s)).toBe(expected.query.status);
    expect(asked().at(-1)?.request).toEqual(expected);
  },
  rowsShown: ({ actor, expected }) => {
    const s = actor.getSnapshot();
    expect(selectIsLoadingList(s)).toBe(false);
    expect(selectRows(s)).toEqual(pageOf(expected.query, expected.page).rows);
    expect(selectTotalPages(s)).toBe(9);
    expect(selectIsListEmpty(s)).toBe(false);
  },
  noData: ({ actor }) => {
    const s = actor.getSnapshot();
    expect(selectIsListEmpty(s)).toBe(true);
    expect(selectRows(s)).toEqual([]);
    expect(selectListFailure(s)).toBeNull();
  },
  failed: ({ actor }) => {
    const s = actor.getSnapshot();
    expect(selectListFailure(s)).toBe('Something went wrong!');
    expect(selectRows(s)).toEqual([]);
    expect(selectIsLoadingList(s)).toBe(false);
  },
};

describeModel(
  'applications model: its generated paths run against the real applications chart',
  applicationsModel,
  states,
  async (path, checks) => {
    const harness = startApplications();
    const { actor, expected, latest } = harness;
    const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
    await path.test({
      states: checks(() => harness),
      events: {
        ROWS_ARRIVE: async () => {
          latest().resolve(pageOf(expected.query, expected.page));
          await settled();
        },
        NOTHING_ARRIVES: async () => {
          latest().resolve({ rows: [], totalPages: 0, totalElements: 0 });
          await settled();
        },
        CONNECTION_DROPS: async () => {
          latest().reject(new ApiError(0, 'Something went wrong!'));
          await settled();
        },
        RETRY: () => actor.send({ type: 'list.retry' }),
        NEXT_PAGE: () => {
          expected.page += 1;
          actor.send({ type: 'list.page', page: expected.page });
        },
        FILTER_CHANGES: () => {
          expected.query = { status: expected.query.status === 'ALL' ? 'DRAFT' : 'ALL' };
          expected.page = 1;
          actor.send({ type: 'list.query', query: expected.query });
        },
      },
    });
  },
  () => {
    it('starts on the filter and page the address names', () => {
      const { actor, next } = startList(applicationsMachine, {
        input: { query: { status: 'REJECTED' }, page: 2 },
      });
      expect(next().request).toEqual({ query: { status: 'REJECTED' }, page: 2 });
      expect(selectListStatus(actor.getSnapshot())).toBe('REJECTED');
    });
  },
);
