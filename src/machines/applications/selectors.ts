import type { SnapshotFrom } from 'xstate';
import {
  selectData,
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
  selectPage,
} from '../list/selectors';
import type { ApplicationsMachine } from './machine';
import type { ApplicationRow } from './types';

type ApplicationsSnapshot = SnapshotFrom<ApplicationsMachine>;

const NO_ROWS: readonly ApplicationRow[] = [];

/** The rows of the page last loaded (kept while the next one loads). */
export const selectRows = (s: ApplicationsSnapshot) => selectData(s)?.rows ?? NO_ROWS;
/** How many pages the filter has (0 before the first answer). */
export const selectTotalPages = (s: ApplicationsSnapshot) => selectData(s)?.totalPages ?? 0;
export const selectTotalElements = (s: ApplicationsSnapshot) => selectData(s)?.totalElements ?? 0;
/** The page shown or loading, from 1. */
export const selectListPage = (s: ApplicationsSnapshot) => selectPage(s);
export const selectListStatus = (s: ApplicationsSnapshot) => s.context.query.status;
export const selectIsLoadingList = (s: ApplicationsSnapshot) => selectIsLoading(s);
export const selectListFailure = (s: ApplicationsSnapshot) => selectFailure(s);
/** The page came back with nothing: the screen says what is missing. */
export const selectIsListEmpty = (s: ApplicationsSnapshot) => selectIsEmpty(s);
