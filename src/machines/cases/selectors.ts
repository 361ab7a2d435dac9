import type { SnapshotFrom } from 'xstate';
import {
  selectData,
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
  selectPage,
} from '../list/selectors';
import type { CaseRow, CasesMachine } from './machine';

type CasesSnapshot = SnapshotFrom<CasesMachine>;

const NO_ROWS: readonly CaseRow[] = [];

/** The rows of the page shown (kept while the next page loads). */
export const selectCaseRows = (snapshot: CasesSnapshot) => selectData(snapshot)?.list ?? NO_ROWS;
/** The page shown, from 1. */
export const selectCasePage = (snapshot: CasesSnapshot) => selectPage(snapshot);
export const selectCasePages = (snapshot: CasesSnapshot) => selectData(snapshot)?.total_pages ?? 0;
export const selectCaseTotal = (snapshot: CasesSnapshot) =>
  selectData(snapshot)?.total_elements ?? 0;
export const selectCasesLoading = (snapshot: CasesSnapshot) => selectIsLoading(snapshot);
export const selectCasesEmpty = (snapshot: CasesSnapshot) => selectIsEmpty(snapshot);
export const selectCasesFailure = (snapshot: CasesSnapshot) => selectFailure(snapshot);
