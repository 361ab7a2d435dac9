/** Indian financial years run 1 April – 31 March and are written '2025-26'. */
export const FINANCIAL_YEAR_COUNT = 3;

/** April is month 3 in JavaScript's zero-based months. */
const APRIL = 3;

function label(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The three most recent COMPLETED financial years, newest first: turnover and profit are filed
 * only for years that have ended. On 22 Nov 2026 (FY 2026-27 running) → 2025-26, 2024-25, 2023-24.
 * "Today" is the local calendar date of the instant.
 */
export function lastThreeFinancialYears(today: Date): string[] {
  const year = today.getFullYear();
  const currentStart = today.getMonth() >= APRIL ? year : year - 1;
  return Array.from({ length: FINANCIAL_YEAR_COUNT }, (_, i) => label(currentStart - 1 - i));
}
