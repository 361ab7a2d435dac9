import * as v from 'valibot';
import { textField } from './text';

/** A code of at most `max` letters and digits, uppercased as typed, then matched. */
const upperCode = (pattern: RegExp, max: number, message: string) =>
  v.pipe(textField(message, { max }), v.toUpperCase(), v.regex(pattern, message));

/** PAN fields are uppercased as typed (spec §5), so 'abcde1234f' is a valid PAN. */
export const PanSchema = upperCode(/^[A-Z]{5}\d{4}[A-Z]$/, 10, 'Invalid pan number');

/** The spec's "other ID pattern" gives no message; this one names the field generically. */
export const OTHER_ID_MESSAGE = 'Invalid ID number';
export const OtherIdSchema = upperCode(/^(?:[A-Z]{2})?\d{10}$/, 12, OTHER_ID_MESSAGE);

export const IfscSchema = upperCode(/^[A-Z]{4}0[A-Z0-9]{6}$/, 11, 'Invalid IFSC');

/**
 * GSTIN: state code, the holder's PAN, entity number, 'Z', check character. The spec gives no
 * rule; this is the number's published format, uppercased as typed like PAN.
 */
export const GST_NUMBER_MESSAGE = 'Invalid GST number';
export const GstNumberSchema = upperCode(
  /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  15,
  GST_NUMBER_MESSAGE,
);

export const AccountNumberSchema = v.pipe(
  textField('Invalid account number', { max: 18 }),
  v.regex(/^\d{9,18}$/, 'Invalid account number'),
);

/**
 * Masks all but the last `visible` characters with X, keeping the length, so a person can tell
 * which of their numbers it is without the screen showing the whole of it.
 */
export function maskTail(value: string, visible = 4): string {
  const keep = Math.max(0, Math.min(visible, value.length));
  return 'X'.repeat(value.length - keep) + value.slice(value.length - keep);
}

/** 'ABCDE1234F' → 'XXXXXX234F' (the last four characters stay visible). */
export function maskPan(pan: string): string {
  return maskTail(pan.trim().toUpperCase());
}

/** '123456789012' → 'XXXXXXXX9012'. */
export function maskAccountNumber(accountNumber: string): string {
  return maskTail(accountNumber.trim());
}
