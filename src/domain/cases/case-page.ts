/*
 * The cases list's query (partner-portal §7, §9): the page, zero-based on the wire, and its
 * size, ten by default. One reading for the server's 400s and the screen's URL.
 */

/** §9: ten cases a page. */
export const CASES_PAGE_SIZE = 10;
export const MAX_CASES_PAGE_SIZE = 100;

export const INVALID_CASES_PAGE = 'Invalid page: a whole number from 0';
export const INVALID_CASES_SIZE = `Invalid size: a whole number from 1 to ${MAX_CASES_PAGE_SIZE}`;

export interface CasePageQuery {
  page: number;
  size: number;
}

export type CasePageReading = { ok: true; value: CasePageQuery } | { ok: false; message: string };

/** Digits only (no sign, point or spaces), small enough to be an exact number; else null. */
function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * The query parameters as sent (each name's values; a repeated one is refused, as is any other
 * name): the page and size, or the first wrong one's message.
 */
export function readCasePageQuery(query: Record<string, readonly string[]>): CasePageReading {
  for (const name of Object.keys(query)) {
    if (name !== 'page' && name !== 'size') {
      return { ok: false, message: `Unknown query parameter: ${name.slice(0, 40)}` };
    }
  }
  const one = (values: readonly string[] | undefined) =>
    values === undefined ? undefined : values.length === 1 ? wholeNumber(values[0]) : null;
  const page = one(query['page']) ?? (query['page'] === undefined ? 0 : null);
  if (page === null) return { ok: false, message: INVALID_CASES_PAGE };
  const size = one(query['size']) ?? (query['size'] === undefined ? CASES_PAGE_SIZE : null);
  if (size === null || size < 1 || size > MAX_CASES_PAGE_SIZE) {
    return { ok: false, message: INVALID_CASES_SIZE };
  }
  return { ok: true, value: { page, size } };
}
