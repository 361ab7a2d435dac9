import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SupportedAction } from '../../domain/lenders/policy';
import type { RowActionMachine } from '../row-action/machine';
import type { LenderDecisionsMachine } from './decisions';
import { LENDERS_PAGE_SIZE, pageCount, rowActionId, type LendersMachine } from './machine';
import type { LenderRow } from './types';

type LendersSnapshot = SnapshotFrom<LendersMachine>;

/** The list chart loading the lenders: its view reads busy, failed and empty there. */
export const selectDecisions = (snapshot: LendersSnapshot) =>
  snapshot.children.decisions as ActorRefFrom<LenderDecisionsMachine> | undefined;

/** The application the page is about; null until the first load. */
export const selectApplication = (snapshot: LendersSnapshot) => snapshot.context.application;

/** The page shown (from 1) and how many there are. */
export const selectPage = (snapshot: LendersSnapshot) => snapshot.context.page;
export const selectPageCount = (snapshot: LendersSnapshot) => pageCount(snapshot.context.rows);

/** The rows of the page shown (same array while nothing changed, for React's comparison). */
const pageRows = new WeakMap<readonly LenderRow[], Map<number, LenderRow[]>>();
export function selectShownRows(snapshot: LendersSnapshot): LenderRow[] {
  const { rows, page } = snapshot.context;
  let pages = pageRows.get(rows);
  if (!pages) {
    pages = new Map();
    pageRows.set(rows, pages);
  }
  let shown = pages.get(page);
  if (!shown) {
    shown = rows.slice((page - 1) * LENDERS_PAGE_SIZE, page * LENDERS_PAGE_SIZE);
    pages.set(page, shown);
  }
  return shown;
}

/** One row's action chart (started with the rows). */
export const selectRowAction =
  (action: SupportedAction, lenderId: string) => (snapshot: LendersSnapshot) =>
    snapshot.children[rowActionId(action, lenderId)] as
      ActorRefFrom<RowActionMachine<unknown>> | undefined;
