import { APPLICATION_STATUSES, type ApplicationStatus } from './enums';

/*
 * The applications list's query (partner-portal §2, §7, §9): which applications (ALL or one
 * status), the page (zero-based on the wire) and its size. One reading for the server's 400s
 * and the screen's URL, so both accept exactly the same words.
 */

export const LIST_SCOPES = ['ALL', ...APPLICATION_STATUSES] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

/** §9: ten applications a page. */
export const APPLICATIONS_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const INVALID_SCOPE_MESSAGE = `Invalid status: use ALL or one of ${APPLICATION_STATUSES.join(', ')}`;
export const INVALID_PAGE_MESSAGE = 'Invalid page: a whole number from 0';
export const INVALID_SIZE_MESSAGE = `Invalid size: a whole number from 1 to ${MAX_PAGE_SIZE}`;

export function isListScope(value: unknown): value is ListScope {
  return typeof value === 'string' && (LIST_SCOPES as readonly string[]).includes(value);
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Digits only (no sign, point or spaces), and small enough to be an exact number. */
function wholeNumber(text: string): number | null {
  if (!/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

export interface ListPageQuery {
  scope: ListScope;
  page: number;
  size: number;
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
  for (const name of Object.keys(query)) {
    if (name !== 'page' && name !== 'size') {
      return { ok: false, message: `Unknown query parameter: ${name.slice(0, 40)}` };
    }
  }
  const page = numberParameter(query.page, 0, Number.MAX_SAFE_INTEGER, 0);
  if (page === null) return { ok: false, message: INVALID_PAGE_MESSAGE };
  const size = numberParameter(query.size, 1, MAX_PAGE_SIZE, APPLICATIONS_PAGE_SIZE);
  if (size === null) return { ok: false, message: INVALID_SIZE_MESSAGE };
  return { ok: true, value: { scope: status, page, size } };
}

/** A parameter's one value within bounds, the default when absent, else null (refused). */
function numberParameter(
  values: readonly string[] | undefined,
  min: number,
  max: number,
  absent: number,
): number | null {
  if (values === undefined) return absent;
  const value = values.length === 1 ? wholeNumber(values[0] ?? '') : null;
  return value === null || value < min || value > max ? null : value;
}

/** Pages of `size` for `total` applications (0 when there are none). */
export function totalPages(total: number, size: number): number {
  return Math.ceil(total / size);
}

/** A status as the list shows it: underscores as spaces (§2). */
export function statusWords(status: string): string {
  return status.replaceAll('_', ' ');
}
