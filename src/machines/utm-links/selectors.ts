import type { SnapshotFrom } from 'xstate';
import {
  selectData,
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
  selectPage,
} from '../list/selectors';
import type { LinkRow, UtmLinksMachine } from './machine';

type LinksSnapshot = SnapshotFrom<UtmLinksMachine>;

const NO_ROWS: readonly LinkRow[] = [];

/** The links of the page shown (kept while the next page loads). */
export const selectLinkRows = (s: LinksSnapshot) => selectData(s)?.rows ?? NO_ROWS;
/** The page shown or loading, from 1. */
export const selectLinksPage = (s: LinksSnapshot) => selectPage(s);
/** How many pages there are (0 before the first answer). */
export const selectLinksPages = (s: LinksSnapshot) => selectData(s)?.totalPages ?? 0;
export const selectLinksLoading = (s: LinksSnapshot) => selectIsLoading(s);
/** 'No data': the page came back with nothing. */
export const selectLinksEmpty = (s: LinksSnapshot) => selectIsEmpty(s);
export const selectLinksFailure = (s: LinksSnapshot) => selectFailure(s);
