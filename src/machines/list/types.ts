import type { FailureTexts } from '../failure';

/*
 * The list chart's types, generic over what one load gives (`TData`: a page of items, or one
 * resource such as a count) and what it is asked for (`TQuery`: a filter, an application id, or
 * nothing). The page is the chart's own: every list pages the same way.
 */

/** What the loader is asked: the screen's query and the page to show (from 1). */
export interface ListRequest<TQuery> {
  query: TQuery;
  page: number;
}

/**
 * How a list starts: its query and first page (default 1). A list asked for nothing
 * (`TQuery` void or undefined) may start without input.
 */
export type ListInput<TQuery> =
  { query: TQuery; page?: number } | (undefined extends TQuery ? undefined : never);

export interface ListContext<TData, TQuery> {
  query: TQuery;
  page: number;
  /** The last data loaded; kept while the next page or a refresh loads, dropped by a failure. */
  data: TData | null;
  /** The one failure shown, as `failureText` words it; null unless the state is tagged `error`. */
  error: string | null;
}

export type ListEvent<TQuery> =
  /** Try again, after a failure. */
  | { type: 'list.retry' }
  /** Load the same page again (pull to refresh, after an action changed the list). */
  | { type: 'list.refresh' }
  /** Show another page: it loads at once, also while a load is on its way (that one is dropped). */
  | { type: 'list.page'; page: number }
  /** Ask for something else (a filter changed): back to the first page. */
  | { type: 'list.query'; query: TQuery };

/**
 * `busy` while loading, `error` while a failure is shown, `empty` when the load gave nothing to
 * show: views read these through the selectors, never the state names.
 */
export type ListTag = 'busy' | 'error' | 'empty';

/** What an instance of the chart is: its id, its words, and what counts as nothing to show. */
export interface ListChartOptions<TData> {
  id: string;
  description: string;
  /** The screen's words for a failure; without them, the server's words (failureText). */
  texts?: FailureTexts;
  /** True when the data holds nothing to show (default: an empty array). */
  isEmpty?: (data: TData) => boolean;
}
