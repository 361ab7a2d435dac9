import * as v from 'valibot';
import { MAX_FILES_PER_FIELD, MAX_LENGTH, textField, type TextRules } from '../text';

/*
 * Building blocks of the section body schemas: the contract's JSON types with the spec's
 * messages. A type check carries the field's message, so a missing or mistyped value reads
 * like a wrong one (fieldsObject reports a missing key with it too). Every text is a textField
 * (src/domain/text.ts): its length, lines and characters are checked there.
 */

export const TOO_MANY_FILES_MESSAGE = `At most ${MAX_FILES_PER_FIELD} files can be attached to one document`;

/** How long a text may be and what it may hold (textField's rules without the minimum). */
export type TextLimits = Omit<TextRules, 'min'>;

/** Text that must not be blank once trimmed. */
export const requiredText = (message: string, limits: TextLimits) =>
  textField(message, { ...limits, min: 1 });

/** Text of at least `min` characters once trimmed. */
export const textOfAtLeast = (min: number, message: string, limits: TextLimits) =>
  textField(message, { ...limits, min });

/** Free text, trimmed; may be blank. */
export const text = (message: string, limits: TextLimits) => textField(message, limits);

/** The id of one uploaded file. */
export const fileId = (message: string) => requiredText(message, { max: MAX_LENGTH.id });

/** A list of uploaded files' ids, at least one, at most MAX_FILES_PER_FIELD. */
export const fileIds = (message: string) =>
  v.pipe(
    v.array(fileId(message), message),
    v.minLength(1, message),
    v.maxLength(MAX_FILES_PER_FIELD, TOO_MANY_FILES_MESSAGE),
  );

/**
 * A number greater than 0 and at most `max` (years of residence, a credit limit); over `max`
 * it answers `tooLarge`, else `message`.
 */
export const positiveNumber = (
  message: string,
  { max = Number.MAX_SAFE_INTEGER, tooLarge = message }: { max?: number; tooLarge?: string } = {},
) =>
  v.pipe(
    v.number(message),
    v.check((value) => Number.isFinite(value) && value > 0, message),
    v.check((value) => value <= max, tooLarge),
  );

/**
 * A number from `min` to `max`, whole when `whole` (counts, years, percentages); under `min` it
 * answers `tooSmall` and over `max` `tooLarge` when given, else `message`.
 */
export const numberBetween = (
  message: string,
  {
    min,
    max = Number.MAX_SAFE_INTEGER,
    whole = false,
    tooSmall = message,
    tooLarge = message,
  }: { min: number; max?: number; whole?: boolean; tooSmall?: string; tooLarge?: string },
) =>
  v.pipe(
    v.number(message),
    v.check((value) => Number.isFinite(value) && (!whole || Number.isInteger(value)), message),
    v.check((value) => value >= min, tooSmall),
    v.check((value) => value <= max, tooLarge),
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
