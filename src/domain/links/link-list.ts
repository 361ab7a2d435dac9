import { readPageQuery, type PageQuery } from '../paging';

/*
 * GET /v1/utm/link's query (partner-portal §7): the page and size as every list reads them
 * (src/domain/paging.ts), plus sort_by (createdAt, the only order) and order_by (desc, newest
 * first, by default).
 */

export const LINK_SORT_BY_INVALID = 'Invalid sort_by: createdAt';
export const LINK_ORDER_BY_INVALID = 'Invalid order_by: asc or desc';

export interface LinkListQuery extends PageQuery {
  order: 'asc' | 'desc';
}

export type LinkListReading = { ok: true; value: LinkListQuery } | { ok: false; message: string };

/** The query parameters as sent (each name's values); a repeated or unknown one is refused. */
export function readLinkListQuery(query: Record<string, readonly string[]>): LinkListReading {
  const { sort_by: sortBy, order_by: orderBy, ...paging } = query;
  if (sortBy !== undefined && (sortBy.length !== 1 || sortBy[0] !== 'createdAt')) {
    return { ok: false, message: LINK_SORT_BY_INVALID };
  }
  if (orderBy !== undefined && (orderBy.length !== 1 || !isOrder(orderBy[0]))) {
    return { ok: false, message: LINK_ORDER_BY_INVALID };
  }
  const page = readPageQuery(paging);
  if (!page.ok) return page;
  const order = orderBy?.[0];
  return { ok: true, value: { ...page.value, order: isOrder(order) ? order : 'desc' } };
}

const isOrder = (value: string | undefined): value is 'asc' | 'desc' =>
  value === 'asc' || value === 'desc';
