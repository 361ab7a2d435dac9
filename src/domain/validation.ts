import * as v from 'valibot';
import { isBlank } from './sections/typed-values';

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

/** Used when a schema has no message of its own to give (the spec's generic form message). */
export const GENERIC_INVALID = 'Invalid input';

type IssueLike = { readonly message: string };

/** The message of the first issue, or null when the result succeeded (the spec shows only one). */
export function firstIssueMessage(result: {
  readonly success: boolean;
  readonly issues?: readonly IssueLike[] | undefined;
}): string | null {
  if (result.success) return null;
  return result.issues?.[0]?.message ?? GENERIC_INVALID;
}

export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Validated<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, message: firstIssueMessage(result) ?? GENERIC_INVALID };
}

/** The one error a form shows (spec §5): which field, and what to tell the user. */
export interface FieldIssue {
  /** Dot path of the field ("bank.account_type"); null when the input as a whole is wrong. */
  field: string | null;
  message: string;
}

/**
 * The first issue in the schema's entry order (screen order), or null when the input is valid:
 * the form machines show it and move focus to its field.
 */
export function firstIssue(schema: v.GenericSchema, input: unknown): FieldIssue | null {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return null;
  const issue = result.issues[0];
  return {
    field: v.getDotPath(issue) ?? null,
    message: issue.message || GENERIC_INVALID,
  };
}

/**
 * Every field's first issue, in the schema's entry order (screen order), or [] when the input is
 * valid: a form shows them all at once and moves focus to the first (issue 18, GOV.UK's error
 * pattern). Checks across fields run once the fields themselves pass, as valibot runs them. An
 * empty field says what to do when `promptOf` has words for it ("Enter the borrower's PAN").
 */
export function allIssues(
  schema: v.GenericSchema,
  input: unknown,
  promptOf: (field: string) => string | null = () => null,
): FieldIssue[] {
  const result = v.safeParse(schema, input, { abortEarly: false, abortPipeEarly: true });
  if (result.success) return [];
  const byField = new Map<string | null, FieldIssue>();
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? null;
    if (byField.has(field)) continue;
    const prompt = field !== null && isBlank(issue.input) ? promptOf(field) : null;
    byField.set(field, { field, message: prompt ?? (issue.message || GENERIC_INVALID) });
  }
  return [...byField.values()];
}

function messageOnUndefined(schema: v.GenericSchema | undefined): string | null {
  if (!schema) return null;
  return firstIssueMessage(v.safeParse(schema, undefined, { abortEarly: true }));
}

/**
 * v.object, except that a missing key reports that field's own message ("Invalid mobile number")
 * instead of valibot's "Invalid key: Expected "mobile"…", and a value that is not an object at all
 * reports the first required field's message. Unknown keys are dropped, as with v.object.
 */
export function fieldsObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  fallback: string = GENERIC_INVALID,
) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') return messageOnUndefined(entries[key]) ?? fallback;
    for (const schema of Object.values(entries)) {
      const message = messageOnUndefined(schema);
      if (message !== null) return message;
    }
    return fallback;
  });
}
