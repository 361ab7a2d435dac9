import { createActor, fromPromise, waitFor } from 'xstate';
import { expect } from 'vitest';
import {
  AMOUNT_REQUIRED,
  CASE_LOAN_TYPE_REQUIRED,
  CASE_NAME_REQUIRED,
  DISBURSEMENT_DATE_REQUIRED,
  LENDER_REQUIRED,
  NEW_CASE_LENDER,
  NEW_CASE_VALUES,
} from '../../../src/domain/cases/case-schema';
import { NO_CASES_FOR_KIND } from '../../../src/domain/partner-kinds';
import { casesMachine, type CaseRow, type CasesPage } from '../../../src/machines/cases/machine';
import {
  selectCaseRows,
  selectCasesEmpty,
  selectCasesFailure,
  selectCasesLoading,
} from '../../../src/machines/cases/selectors';
import { createCaseMachine } from '../../../src/machines/create-case/machine';
import {
  selectIsSaved,
  selectIsSaving,
  selectIssues,
  selectServerError,
} from '../../../src/machines/form/selectors';
import type { SaveInput } from '../../../src/machines/form/types';
import { ApiError } from '../../../src/services/api/api-error';
import { casesModel, createCaseModel } from '../../models/cases.model';
import { describeModel } from '../../models/model-suite';
import { pagedListEvents, startList } from './support/list-harness';

const NETWORK_TEXT = 'Something went wrong!';

const row = (n: number): CaseRow => ({
  id: `case${n}`,
  caseId: `C${n}`,
  borrower: `Borrower ${n}`,
  lenders: 'Protium',
  amount: 100000 * n,
  disbursementDate: '2026-01-15',
});
const FIRST_PAGE: CasesPage<CaseRow> = {
  list: [row(12), row(11)],
  total_pages: 2,
  total_elements: 12,
};

const startCases = () => startList(casesMachine);
type CasesSnapshot = ReturnType<ReturnType<typeof startCases>['actor']['getSnapshot']>;

describeModel(
  'cases list model: its generated paths run against the real cases chart',
  casesModel,
  {
    loading: (s: CasesSnapshot) => {
      expect(selectCasesLoading(s)).toBe(true);
      expect(selectCasesFailure(s)).toBeNull();
    },
    rowsShown: (s: CasesSnapshot) => {
      expect(selectCasesLoading(s)).toBe(false);
      expect(selectCaseRows(s).map((r) => r.borrower)).toEqual(['Borrower 12', 'Borrower 11']);
    },
    noData: (s: CasesSnapshot) => {
      expect(selectCasesEmpty(s)).toBe(true);
      expect(selectCaseRows(s)).toEqual([]);
    },
    failureShown: (s: CasesSnapshot) => expect(selectCasesFailure(s)).toBe(NETWORK_TEXT),
  },
  async (path, checks) => {
    const harness = startCases();
    await path.test({
      states: checks(() => harness.actor.getSnapshot()),
      events: pagedListEvents(harness, {
        page: FIRST_PAGE,
        none: { list: [], total_pages: 0, total_elements: 0 },
        failure: new ApiError(0, NETWORK_TEXT),
      }),
    });
  },
);

/** A valid case as typed: two lenders, pendency on with its description. */
const FILLED = {
  ...NEW_CASE_VALUES,
  name: 'Meera Iyer',
  loan_type: 'HOME_LOAN',
  required_amount: '2500000',
  lender_info: [
    {
      ...NEW_CASE_LENDER,
      lender_id: 'protium',
      disbursement_date: '15-01-2026',
      is_pendency: true,
      pendency_desc: 'Papers to follow',
    },
    { ...NEW_CASE_LENDER, lender_id: 'kaveri', disbursement_date: '20-01-2026' },
  ],
};

function startCreateCase() {
  const saves: { input: SaveInput; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const actor = createActor(
    createCaseMachine.provide({
      actors: {
        save: fromPromise<void, SaveInput>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { values: { ...NEW_CASE_VALUES, lender_info: [{ ...NEW_CASE_LENDER }] } } },
  ).start();
  return { actor, saves };
}
type CaseHarness = ReturnType<typeof startCreateCase>;
type CaseSnapshot = ReturnType<CaseHarness['actor']['getSnapshot']>;

describeModel(
  'create case model: its generated paths run against the real create case chart',
  createCaseModel,
  {
    empty: (s: CaseSnapshot) => expect(selectIssues(s)).toEqual([]),
    everyIssueShown: (s: CaseSnapshot) =>
      expect(selectIssues(s).map((issue) => issue.message)).toEqual([
        CASE_NAME_REQUIRED,
        CASE_LOAN_TYPE_REQUIRED,
        AMOUNT_REQUIRED,
        LENDER_REQUIRED,
        DISBURSEMENT_DATE_REQUIRED,
      ]),
    filledIn: (s: CaseSnapshot) => expect(selectIssues(s)).toEqual([]),
    sending: (s: CaseSnapshot) => expect(selectIsSaving(s)).toBe(true),
    refusalShown: (s: CaseSnapshot) => expect(selectServerError(s)).toBe(NO_CASES_FOR_KIND),
    recorded: (s: CaseSnapshot) => expect(selectIsSaved(s)).toBe(true),
  },
  async (path, checks) => {
    const harness = startCreateCase();
    const { actor } = harness;
    await path.test({
      states: checks(() => actor.getSnapshot()),
      events: {
        SUBMIT_EMPTY: () => actor.send({ type: 'form.submit' }),
        FILL_IN: () => {
          for (const [field, value] of Object.entries(FILLED)) {
            actor.send({ type: 'field.change', field, value });
          }
        },
        SUBMIT: () => actor.send({ type: 'form.submit' }),
        SERVER_ACCEPTS: async () => {
          const save = harness.saves.shift();
          // What is sent is the contract's body: numbers, ISO dates, both lenders.
          expect(save?.input.values).toMatchObject({
            required_amount: 2500000,
            lender_info: [
              { lender_id: 'protium', disbursement_date: '2026-01-15', is_pendency: true },
              { lender_id: 'kaveri', disbursement_date: '2026-01-20', is_pendency: false },
            ],
          });
          save?.resolve();
          await waitFor(actor, (s) => s.status === 'done');
        },
        SERVER_REFUSES: async () => {
          harness.saves.shift()?.reject(new ApiError(403, NO_CASES_FOR_KIND));
          await waitFor(actor, (s) => !s.hasTag('busy'));
        },
      },
    });
  },
);
