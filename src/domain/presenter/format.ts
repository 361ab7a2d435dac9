import { maskValue } from '../audit/changes';
import { formatDate, formatTime } from '../dates';
import { formatRupees, groupIndian } from '../money';

/*
 * How a stored value reads (issue 29 item 2): ₹ with Indian grouping, DD-MM-YYYY, an enum's
 * option label, PAN and Aadhaar masked (audit/changes.ts maskValue: all but the last four),
 * yes or no. One rule for the expanded row, History, the lender's e-mail and the statements.
 */

export type Labels = Readonly<Record<string, string>>;

export type Format =
  /** Free text; PAN, Aadhaar and GSTIN shapes masked wherever they stand. */
  | { kind: 'text' }
  /** Whole rupees: '₹1,23,456'. */
  | { kind: 'amount' }
  /** A calendar date: 'DD-MM-YYYY'. */
  | { kind: 'date' }
  /** An instant: 'DD-MM-YYYY hh:mm AM'. */
  | { kind: 'instant' }
  /** A count or measure, Indian grouping past 999, with its unit when it has one ('12 months'). */
  | { kind: 'number'; unit?: string }
  /** One of an enumeration's values: its option label. */
  | { kind: 'enum'; labels: Labels }
  /** A list of an enumeration's values (the rules' reasons): their labels, joined. */
  | { kind: 'enums'; labels: Labels }
  /** true/false, or TRUE/FALSE as the API sends is_gst_available. */
  | { kind: 'yesNo' }
  /** A list of names (attachments), joined. */
  | { kind: 'list' }
  /** Uploaded files: listed with the documents, never as a value. */
  | { kind: 'files' };

export const TEXT: Format = { kind: 'text' };
export const AMOUNT: Format = { kind: 'amount' };
export const DATE: Format = { kind: 'date' };
export const INSTANT: Format = { kind: 'instant' };
export const NUMBER: Format = { kind: 'number' };
export const YES_NO_FORMAT: Format = { kind: 'yesNo' };
export const FILES: Format = { kind: 'files' };
export const LIST: Format = { kind: 'list' };
export const enumOf = (labels: Labels): Format => ({ kind: 'enum', labels });
export const numberIn = (unit: string): Format => ({ kind: 'number', unit });

/**
 * A code without a label as words: 'SAVINGS_ACCOUNT' → 'Savings account'. Only for a value this
 * build does not know (a newer server's); every known one has its label.
 */
export function codeWords(code: string): string {
  if (!/^[A-Z0-9_]+$/.test(code)) return code.replaceAll('_', ' ');
  const words = code.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const labelOf = (labels: Labels, value: string) => labels[value] ?? codeWords(value);

function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const sign = value < 0 ? '-' : '';
  return `${sign}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The value as a person reads it, or null when there is nothing to show (blank, or a value of
 * a shape the format does not read: an object, files). `field` names it for masking.
 */
export function formatValue(format: Format, value: unknown, field = ''): string | null {
  if (isBlank(value)) return null;
  switch (format.kind) {
    case 'amount': {
      const rupees =
        typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      return typeof rupees === 'number' ? formatRupees(rupees) : textOf(value, field);
    }
    case 'date':
    case 'instant': {
      if (typeof value !== 'string') return null;
      const date = formatDate(value);
      if (date === '') return textOf(value, field);
      return format.kind === 'instant' ? `${date} ${formatTime(value)}` : date;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || !Number.isFinite(number)) return textOf(value, field);
      if (!format.unit) return numberText(number);
      // '%' sits on its number ('40%', '13.5% p.a.'); words are spaced ('36 months').
      return `${numberText(number)}${format.unit.startsWith('%') ? '' : ' '}${format.unit}`;
    }
    case 'enum':
      return typeof value === 'string' ? labelOf(format.labels, value) : textOf(value, field);
    case 'enums': {
      const codes = Array.isArray(value) ? value : String(value).split(/\s*,\s*/);
      return codes.map((code) => labelOf(format.labels, String(code))).join(', ');
    }
    case 'yesNo':
      if (value === true || value === 'TRUE') return 'Yes';
      if (value === false || value === 'FALSE') return 'No';
      return textOf(value, field);
    case 'list':
      return Array.isArray(value)
        ? value.map((item) => textOf(item, field) ?? '').join(', ')
        : textOf(value, field);
    case 'files':
      return null;
    default:
      return textOf(value, field);
  }
}

/** Text, masked as every answer masks (PAN, Aadhaar, account numbers, a GSTIN's PAN). */
function textOf(value: unknown, field: string): string | null {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const masked = maskValue(value, field);
  return typeof masked === 'string' ? masked.trim() : String(masked);
}
