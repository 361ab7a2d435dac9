import { APPLICATION_STATUSES, type ApplicationStatus } from './enums';
import { readPageQuery, type PageQuery } from './paging';

/*
 * The applications list's query (partner-portal §2, §7, §9): which applications (ALL or one
 * status), and the page and its size as every list reads them (paging.ts). One reading for the
 * server's 400s and the screen's URL, so both accept exactly the same words.
 */

export const LIST_SCOPES = ['ALL', ...APPLICATION_STATUSES] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

export const INVALID_SCOPE_MESSAGE = `Invalid status: use ALL or one of ${APPLICATION_STATUSES.join(', ')}`;

export function isListScope(value: unknown): value is ListScope {
  return typeof value === 'string' && (LIST_SCOPES as readonly string[]).includes(value);
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export interface ListPageQuery extends PageQuery {
  scope: ListScope;
}

export type ListQueryReading = { ok: true; value: ListPageQuery } | { ok: false; message: string };

/**
 * The list's path status and query parameters as sent (each parameter's values: a repeated one
 * is refused, as is any other parameter): the query, or the first wrong field's message.
 */
export function readListQuery(
  status: string,
  query: Record<string, readonly string[]>,
): ListQueryReading {
  if (!isListScope(status)) return { ok: false, message: INVALID_SCOPE_MESSAGE };
  const paging = readPageQuery(query);
  return paging.ok ? { ok: true, value: { scope: status, ...paging.value } } : paging;
}

/**
 * A status as the list shows it: underscores as spaces (§2), in sentence case, so a draft reads
 * "Draft" and a lender's "Pending", not the stored word ("DRAFT").
 */
export function statusWords(status: string): string {
  const words = status.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
