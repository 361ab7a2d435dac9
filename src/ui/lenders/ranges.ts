import { formatRupees } from '../../domain/money';
import type { Range } from '../../domain/lenders/policy';

/*
 * How a lender row shows its ranges: rupees with Indian grouping, percentages and months as
 * the lender gives them (a range of one value as that value).
 */

function span(range: Range, format: (value: number) => string): string {
  return range.min === range.max
    ? format(range.min)
    : `${format(range.min)} – ${format(range.max)}`;
}

export const rupeeRange = (range: Range) => span(range, formatRupees);
export const percentRange = (range: Range) => span(range, (value) => `${value}%`);
/** The months' figures only: the card says "month" or "months" in the language shown. */
export const monthSpan = (range: Range) => span(range, String);
