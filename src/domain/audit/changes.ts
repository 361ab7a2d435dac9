import { maskTail } from '../identity';

/*
 * What an audit entry says changed (issue 21 item 5): the fields, each with its value before and
 * after where that is useful, PAN, Aadhaar and account numbers masked as every answer masks them
 * (identity.ts maskTail: all but the last four characters). Pure, so the server's appendAudit and
 * the tests use one rule.
 */

/** One field of an entry. `old`/`new` are left out where a value says nothing (a dropped whole section). */
export interface FieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
}

/** Fields holding such a number, wherever they sit (a section, a co-applicant, a bank entry). */
const MASKED_FIELD =
  /(^|_)(pan_number|business_pan|aadhaar_number|aadhaar_no|account_number|account_no)$/;
/** A PAN or a 12-digit Aadhaar number under any name (an unexpected field). */
const PAN_VALUE = /^[A-Za-z]{5}\d{4}[A-Za-z]$/;
const AADHAAR_VALUE = /^\d{4} ?\d{4} ?\d{4}$/;
/** A GSTIN: its characters 3–12 are the holder's PAN. */
const GSTIN_VALUE = /^\d{2}[A-Za-z]{5}\d{4}[A-Za-z][0-9A-Za-z]{3}$/;
/** A PAN or an Aadhaar number inside a sentence (remarks): masked where it stands. */
const PAN_IN_TEXT = /(?<![A-Za-z0-9])[A-Za-z]{5}\d{4}[A-Za-z](?![A-Za-z0-9])/g;
const AADHAAR_IN_TEXT = /(?<!\d)\d{4} ?\d{4} ?\d{4}(?!\d)/g;

/** Whether this field's value is a number to mask. */
export function isMaskedField(field: string): boolean {
  return MASKED_FIELD.test(field);
}

function maskString(value: string, masked: boolean): string {
  const trimmed = value.trim();
  if (masked || PAN_VALUE.test(trimmed) || AADHAAR_VALUE.test(trimmed)) {
    return maskTail(trimmed.replace(/ /g, '').toUpperCase());
  }
  // Its last three characters are the entity number and checks, not the PAN.
  if (GSTIN_VALUE.test(trimmed)) return maskTail(trimmed.toUpperCase(), 3);
  // Only text with spaces is searched: ids (file ids are hex) could hold the shapes by chance.
  if (/\s/.test(trimmed)) {
    return value
      .replace(PAN_IN_TEXT, (pan) => maskTail(pan.toUpperCase()))
      .replace(AADHAAR_IN_TEXT, (number) => maskTail(number.replace(/ /g, '')));
  }
  return value;
}

/**
 * The value with every such number in it masked: under a masked field's name (numbers too, as a
 * form may send digits as a number), and any string that is a PAN or an Aadhaar number.
 */
export function maskValue(value: unknown, field = ''): unknown {
  const masked = isMaskedField(field);
  if (typeof value === 'string') return maskString(value, masked);
  if (masked && typeof value === 'number') return maskString(String(value), true);
  if (Array.isArray(value)) return value.map((item) => maskValue(item, field));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
        key,
        maskValue(inner, key),
      ]),
    );
  }
  return value;
}

/** The change with its values masked (appendAudit stores only this). */
export function maskChange(change: FieldChange): FieldChange {
  return {
    field: change.field,
    ...('old' in change ? { old: maskValue(change.old, change.field) } : {}),
    ...('new' in change ? { new: maskValue(change.new, change.field) } : {}),
  };
}

/** A value's JSON with object keys sorted: two equal values, however their keys are ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The two values are the same (JSON values; undefined and null alike, key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/**
 * The fields whose values differ between two records (null: there was none, or there is none
 * now), in the order of the new record and then the fields it no longer has; each with its old
 * and new value (null for absent), unmasked: appendAudit masks them.
 */
export function fieldChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): FieldChange[] {
  const old = before ?? {};
  const now = after ?? {};
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return fields
    .filter((field) => !sameValue(old[field], now[field]))
    .map((field) => ({ field, old: old[field] ?? null, new: now[field] ?? null }));
}
