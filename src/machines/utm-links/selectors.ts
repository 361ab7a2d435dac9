import type { SnapshotFrom } from 'xstate';
import { selectData } from '../list/selectors';
import type { LinkRow, UtmLinksMachine } from './machine';

/*
 * My QR Codes' own facts; busy, empty, failed and the page are the list chart's selectors
 * (src/machines/list/selectors.ts), read as they are.
 */

type LinksSnapshot = SnapshotFrom<UtmLinksMachine>;

const NO_ROWS: readonly LinkRow[] = [];

/** The links of the page shown (kept while the next page loads). */
export const selectLinkRows = (s: LinksSnapshot) => selectData(s)?.rows ?? NO_ROWS;
/** How many pages there are (0 before the first answer). */
export const selectLinksPages = (s: LinksSnapshot) => selectData(s)?.totalPages ?? 0;
