/**
 * The extra banks of the personal and business sections (spec §3, §5): bank fields repeated
 * with the suffixes 1 and 2. An extra bank is there once its `bank_name<n>` is in the values
 * (Add Bank puts it there empty); the section schemas check its fields only then.
 */

/** The bank fields, without suffix, in screen order. */
export const BANK_FIELDS = [
  'bank_name',
  'statement_bank_id',
  'bank_statement',
  'bank_statement_pwd',
  'bank_account_type',
  'credit_limit',
] as const;

/** Personal info allows one extra bank; business info two ("Extra banks: max 2"). */
export const MAX_EXTRA_BANKS = { personal: 1, business: 2 } as const;

/** The bank fields of the bank with this suffix ('' for the primary bank). */
export function bankFields(suffix: '' | number): string[] {
  return BANK_FIELDS.map((field) => `${field}${suffix}`);
}

/** How many extra banks the values hold, counted from suffix 1 without gaps. */
export function extraBankCount(values: Readonly<Record<string, unknown>>, max: number): number {
  let count = 0;
  while (count < max && values[`bank_name${count + 1}`] !== undefined) count += 1;
  return count;
}

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/**
 * Add Bank is offered while fewer than `max` extra banks exist and the primary bank has its
 * name and a statement (spec §5).
 */
export function canAddBank(values: Readonly<Record<string, unknown>>, max: number): boolean {
  return (
    extraBankCount(values, max) < max &&
    isFilled(values['bank_name']) &&
    isFilled(values['bank_statement'])
  );
}
