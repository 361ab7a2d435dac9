import type { Context } from 'hono';
import type * as v from 'valibot';
import { validate } from '../../src/domain/validation';
import { ApiError } from '../usecases/errors';

export const INVALID_JSON = 'Request body must be valid JSON';

/** The parsed JSON body; anything unparsable (including an empty body) is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, INVALID_JSON);
  }
}

/** Validates with the same valibot schema the forms use; the first failing field's message. */
export function valid<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.ok) throw new ApiError(400, result.message);
  return result.value;
}

/** Query parameters as a plain object (first value of each), ready for a schema. */
export function queryObject(c: Context): Record<string, string> {
  return c.req.query();
}
