import * as v from 'valibot';
import { lastThreeFinancialYears } from '../financial-years';
import { AMOUNT_MESSAGE, RupeesSchema } from '../money';
import { textField } from '../text';
import { fieldsObject } from '../validation';
import { numberBetween } from './field-schemas';
import { isBlank, numberFrom } from './typed-values';

/*
 * Turnover and profit for the last three completed financial years (spec §3; the contract's
 * business_financials { data: FinancialYearFigures[] }).
 */

export const FINANCIAL_YEAR_MESSAGE = 'Invalid financial year';
export const FINANCIALS_MESSAGE =
  'Enter turnover and profit for each of the last three financial years';

/** A row as the form holds it: digit strings (a loss with a leading minus). */
interface TypedRow {
  fy?: unknown;
  turnover?: unknown;
  profit?: unknown;
}

const rowsOf = (value: unknown): TypedRow[] => {
  const data = (value as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data)
    ? data.filter((row): row is TypedRow => row !== null && typeof row === 'object')
    : [];
};

/**
 * The form's financials → the body's: one row per year of the last three, newest first (the
 * rows the form shows, so an issue's row index is the row on screen), each with what was typed
 * for that year as numbers; a blank figure is left out, so it is refused with its own message.
 * Nothing typed for any year: no financials at all.
 */
export function financialsFrom(typed: unknown, today: Date): unknown {
  const rows = rowsOf(typed);
  const figures = lastThreeFinancialYears(today).map((fy) => {
    const row = rows.find((item) => item.fy === fy);
    const figure = (value: unknown) => (isBlank(value) ? {} : { value: numberFrom(value) });
    const turnover = figure(row?.turnover);
    const profit = figure(row?.profit);
    return {
      fy,
      ...('value' in turnover ? { turnover: turnover.value } : {}),
      ...('value' in profit ? { profit: profit.value } : {}),
    };
  });
  return figures.some((row) => 'turnover' in row || 'profit' in row)
    ? { data: figures }
    : undefined;
}

/**
 * The body's financials: each of the last three completed years (by `today`) once, with a
 * turnover (whole rupees, not negative) and a profit (whole rupees; negative is a loss).
 */
export function financialsSchema(today: () => Date) {
  const row = fieldsObject(
    {
      fy: v.pipe(
        textField(FINANCIAL_YEAR_MESSAGE, { max: 7 }),
        v.check((fy) => lastThreeFinancialYears(today()).includes(fy), FINANCIAL_YEAR_MESSAGE),
      ),
      turnover: RupeesSchema,
      profit: numberBetween(AMOUNT_MESSAGE, { min: -Number.MAX_SAFE_INTEGER, whole: true }),
    },
    FINANCIALS_MESSAGE,
  );
  return v.pipe(
    fieldsObject({ data: v.array(row, FINANCIALS_MESSAGE) }, FINANCIALS_MESSAGE),
    v.check(
      ({ data }) => new Set(data.map((item) => item.fy)).size === 3 && data.length === 3,
      FINANCIALS_MESSAGE,
    ),
  );
}
