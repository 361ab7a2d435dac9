import * as v from 'valibot';

/*
 * Building blocks of the section body schemas: the contract's JSON types with the spec's
 * messages. A type check carries the field's message, so a missing or mistyped value reads
 * like a wrong one (fieldsObject reports a missing key with it too).
 */

/** Text that must not be blank once trimmed. */
export const requiredText = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message));

/** Text of at least `min` characters once trimmed. */
export const textOfAtLeast = (min: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message));

/** Free text, trimmed. */
export const text = (message: string) => v.pipe(v.string(message), v.trim());

/** The id of one uploaded file. */
export const fileId = (message: string) => requiredText(message);

/** A list of uploaded files' ids, at least one. */
export const fileIds = (message: string) =>
  v.pipe(v.array(fileId(message), message), v.minLength(1, message));

/** A number greater than 0 (years of residence, a credit limit). */
export const positiveNumber = (message: string) =>
  v.pipe(
    v.number(message),
    v.check((value) => Number.isFinite(value) && value > 0, message),
  );

/** A number from `min` to `max`, whole when `whole` (counts, years, percentages). */
export const numberBetween = (
  message: string,
  {
    min,
    max = Number.MAX_SAFE_INTEGER,
    whole = false,
  }: { min: number; max?: number; whole?: boolean },
) =>
  v.pipe(
    v.number(message),
    v.check(
      (value) =>
        Number.isFinite(value) &&
        value >= min &&
        value <= max &&
        (!whole || Number.isInteger(value)),
      message,
    ),
  );

/**
 * A field that is required when `required` holds and optional otherwise (the brand relaxes it,
 * or another value makes it optional). Typed as optional: some values leave it out.
 */
export function requiredWhen<TSchema extends v.GenericSchema>(
  required: boolean,
  schema: TSchema,
): v.OptionalSchema<TSchema, undefined> {
  return (required ? schema : v.optional(schema)) as v.OptionalSchema<TSchema, undefined>;
}

/**
 * The entries without the hidden fields: a hidden field is not shown, not checked and not
 * kept (v.object drops keys it has no entry for). Hidden fields are typed as optional entries.
 */
export function withoutFields<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  hidden: readonly string[],
): TEntries {
  if (hidden.length === 0) return entries;
  return Object.fromEntries(
    Object.entries(entries).filter(([field]) => !hidden.includes(field)),
  ) as TEntries;
}
