import * as v from 'valibot';

/** Indian grouping: the last three digits, then groups of two ('12345678' → '1,23,45,678'). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/**
 * Whole rupees with Indian grouping: 12345678 → '₹1,23,45,678', -1234 → '-₹1,234'.
 * Fractions round half away from zero (2.5 → ₹3, -2.5 → -₹3), the usual rule for money on paper.
 * Written out rather than Intl so every runtime and ICU build prints the same. '' for NaN/∞.
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const rupees = Math.round(Math.abs(amount));
  const sign = amount < 0 && rupees !== 0 ? '-' : '';
  return `${sign}₹${groupIndian(BigInt(rupees).toString())}`;
}

export const AMOUNT_MESSAGE = 'Must be a valid number';

/**
 * A whole, non-negative rupee amount typed as digits (or already a number, as API bodies send it)
 * → number. Amounts beyond 2^53 are refused rather than silently rounded.
 */
export const AmountSchema = v.pipe(
  v.union([v.string(AMOUNT_MESSAGE), v.number(AMOUNT_MESSAGE)], AMOUNT_MESSAGE),
  v.check(
    (value) => (typeof value === 'number' ? true : /^\d+$/.test(value.trim())),
    AMOUNT_MESSAGE,
  ),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim()))),
  v.check((value) => Number.isSafeInteger(value) && value >= 0, AMOUNT_MESSAGE),
);

/**
 * An amount as an API body sends it (the contract's Amount): a whole, non-negative number of
 * rupees. Strings are refused: the form turns its digits into a number before this check.
 */
export const RupeesSchema = v.pipe(
  v.number(AMOUNT_MESSAGE),
  v.check((value) => Number.isSafeInteger(value) && value >= 0, AMOUNT_MESSAGE),
);

/** What an amount field keeps of a keystroke or paste: digits, without leading zeros ('0' stays). */
export function amountDigitsOnly(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * How an amount field shows the digits typed so far: '' while empty, else rupees with Indian
 * grouping ('123456' → '₹1,23,456'). Works on the digit string, so no length is rounded.
 */
export function formatAmountDigits(digits: string): string {
  return digits === '' ? '' : `₹${groupIndian(digits)}`;
}
