/*
 * How the portal's lists page (partner-portal §7, §9): a zero-based `page` and a `size`, ten by
 * default, read the same way for every list (applications, cases) so the server's 400s and
 * the screens' addresses accept exactly the same words.
 */

/** §9: ten rows a page. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const INVALID_PAGE_MESSAGE = 'Invalid page: a whole number from 0';
export const INVALID_SIZE_MESSAGE = `Invalid size: a whole number from 1 to ${MAX_PAGE_SIZE}`;

export interface PageQuery {
  page: number;
  size: number;
}

export type PageQueryReading = { ok: true; value: PageQuery } | { ok: false; message: string };

/** Digits only (no sign, point or spaces), and small enough to be an exact number. */
function wholeNumber(text: string): number | null {
  if (!/^\d{1,15}$/.test(text)) return null;
  return Number(text);
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

/**
 * The query parameters as sent (each name's values: a repeated one is refused, as is any name
 * other than page and size): the page and size, or the first wrong one's message.
 */
export function readPageQuery(query: Record<string, readonly string[]>): PageQueryReading {
  for (const name of Object.keys(query)) {
    if (name !== 'page' && name !== 'size') {
      return { ok: false, message: `Unknown query parameter: ${name.slice(0, 40)}` };
    }
  }
  const page = numberParameter(query['page'], 0, Number.MAX_SAFE_INTEGER, 0);
  if (page === null) return { ok: false, message: INVALID_PAGE_MESSAGE };
  const size = numberParameter(query['size'], 1, MAX_PAGE_SIZE, PAGE_SIZE);
  if (size === null) return { ok: false, message: INVALID_SIZE_MESSAGE };
  return { ok: true, value: { page, size } };
}

/** Pages of `size` for `total` rows (0 when there are none). */
export function totalPages(total: number, size: number): number {
  return Math.ceil(total / size);
}
