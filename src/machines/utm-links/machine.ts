import { createListMachine } from '../list/machine';

/** A link as My QR Codes shows it (GET /v1/utm/link): its parameters, date and count. */
export interface LinkRow {
  id: string;
  /** The application source the link says (NORMAL or DIRECT_LEADS). */
  applicationSource: string;
  loanType: string | null;
  source: string;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
  /** The tracking URL the link's QR encodes. */
  url: string;
  createdAt: string;
  /** How many applications the link brought. */
  applicationCount: number;
}

/** One page of the partner's links, with the totals the pager shows. */
export interface LinksPage {
  rows: readonly LinkRow[];
  totalPages: number;
  totalElements: number;
}

/**
 * My QR Codes on the profile's Links tab (partner-portal §2, §9): the list chart, ten links a
 * page, newest first; a page with none is empty (the screen says what is missing, with Create link). The service asks the server for
 * page − 1: its pages are zero-based.
 */
export const utmLinksMachine = createListMachine<LinksPage>({
  id: 'utmLinks',
  description:
    'The partner’s tracking links, a page at a time (the list chart): loading, then the page, the empty state, or the failure with Try again; another page loads at once, and a refresh after a link is made or deleted.',
  isEmpty: (page) => page.rows.length === 0,
});

export type UtmLinksMachine = typeof utmLinksMachine;
