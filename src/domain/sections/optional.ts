import * as v from 'valibot';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An optional field: absent, or left blank in the form ('' or spaces), is no value at all and
 * is left out of what is saved; anything else must pass the schema, with the schema's message.
 */
export function blankAsAbsent<TInput, TOutput, TIssue extends v.BaseIssue<unknown>>(
  schema: v.BaseSchema<TInput, TOutput, TIssue>,
): v.GenericSchema<TInput | undefined, TOutput | undefined> {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isBlank(value) ? undefined : value)),
      v.optional(schema),
    ),
  ) as v.GenericSchema<TInput | undefined, TOutput | undefined>;
}
