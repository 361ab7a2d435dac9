import type { ListContext, ListTag } from './types';

/*
 * The list chart's selectors, for every instance: busy, failed and empty come from the chart's
 * tags, never its state names. A screen may wrap them in narrower names (selectBanks...).
 */

/** What every instance's snapshot offers the selectors. */
export interface ListSnapshot<TData, TQuery = unknown> {
  context: ListContext<TData, TQuery>;
  hasTag(tag: ListTag): boolean;
}

/** A load is on its way (the first, another page, a refresh or a retry). */
export const selectIsLoading = <TData>(snapshot: ListSnapshot<TData>) => snapshot.hasTag('busy');
/** The failure's text, while Try again is offered. */
export const selectFailure = <TData>(snapshot: ListSnapshot<TData>) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
/** The load gave nothing to show. */
export const selectIsEmpty = <TData>(snapshot: ListSnapshot<TData>) => snapshot.hasTag('empty');
/** The data last loaded: null before the first answer and after a failure. */
export const selectData = <TData>(snapshot: ListSnapshot<TData>) => snapshot.context.data;
/** The page shown, or loading (from 1). */
export const selectPage = <TData>(snapshot: ListSnapshot<TData>) => snapshot.context.page;
