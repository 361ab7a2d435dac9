import { createListMachine } from '../list/machine';

/** One page of the partner's cases, as the server answers it (the contract's CasePage). */
export interface CasesPage<TCase> {
  list: readonly TCase[];
  total_pages: number;
  total_elements: number;
}

/** A case as the list shows it: Case ID, borrower, lender(s), amount, disbursement date. */
export interface CaseRow {
  id: string;
  caseId: string | null;
  borrower: string;
  lenders: string;
  amount: number;
  disbursementDate: string;
}

/**
 * The Offline Disbursements list (`/disbursment-cases`): the list chart, ten a page, newest
 * first; a page with nothing on it is empty (the screen says what is missing, with the action that fills it).
 */
export const casesMachine = createListMachine<CasesPage<CaseRow>>({
  id: 'cases',
  description:
    'The partner’s offline disbursement cases, a page at a time (the list chart): loading, then the page, the empty state, or the failure with Try again; Previous and Next load another page.',
  isEmpty: (page) => page.list.length === 0,
});

export type CasesMachine = typeof casesMachine;
