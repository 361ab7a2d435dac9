import { normaliseDate } from '../dates';

/*
 * The forms keep values as typed: digit strings, 'DD-MM-YYYY', '' for a blank field or an empty
 * single upload, lists of file ids. The API bodies are the contract's JSON: numbers, YYYY-MM-DD,
 * absent keys for what is unset. These pure functions turn the one into the other, so each
 * section's rules live once, in its body schema. What cannot be converted is left as typed and
 * the body schema refuses it with the field's own message.
 */

/** A form's values: field name → value as typed. */
export type TypedValues = Readonly<Record<string, unknown>>;

/**
 * How a field's typed value becomes its body value. Fields not listed are text: a blank string
 * is left out, anything else is kept (the body schema trims and checks it).
 */
export type FieldKind = 'number' | 'date' | 'files' | ((typed: unknown) => unknown);

const NUMBER = /^-?\d+(\.\d+)?$/;

export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** '250000' → 250000, '-1200' → -1200, '12.5' → 12.5; anything else as typed. */
export function numberFrom(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const text = typed.trim();
  return NUMBER.test(text) ? Number(text) : typed;
}

/** 'DD-MM-YYYY' (or another accepted format) → 'YYYY-MM-DD'; anything else as typed. */
export function dateFrom(typed: unknown): unknown {
  return typeof typed === 'string' ? (normaliseDate(typed) ?? typed) : typed;
}

/** A list of file ids without blanks. */
export function filesFrom(typed: unknown): unknown {
  return Array.isArray(typed)
    ? typed.filter((id) => !(typeof id === 'string' && id.trim() === ''))
    : typed;
}

const CONVERT: Record<
  Exclude<FieldKind, (typed: unknown) => unknown>,
  (typed: unknown) => unknown
> = {
  number: numberFrom,
  date: dateFrom,
  files: filesFrom,
};

/** The body of a form's values: blanks left out, each field converted by its kind. */
export function bodyFrom(
  kinds: Readonly<Record<string, FieldKind>>,
  values: TypedValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, typed] of Object.entries(values)) {
    if (isBlank(typed)) continue;
    const kind = kinds[field];
    const value =
      kind === undefined ? typed : (typeof kind === 'function' ? kind : CONVERT[kind])(typed);
    if (!isBlank(value)) body[field] = value;
  }
  return body;
}

/** Whatever the form machine hands over, as a record (anything else has no fields). */
export const asValues = (input: unknown): TypedValues =>
  input !== null && typeof input === 'object' && !Array.isArray(input)
    ? (input as TypedValues)
    : {};
