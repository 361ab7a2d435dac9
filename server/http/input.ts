import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { unstorableTextAt, unstorableTextMessage } from '../../src/domain/text';
import { validate } from '../../src/domain/validation';
import { ApiError, type ServerText } from '../errors';
import { withValues } from '../i18n/texts';

export const INVALID_JSON = /*i18n*/ {
  id: 'INVALID_JSON',
  message: 'Request body must be valid JSON',
};

/**
 * The request's Node stream when nothing has read from it yet: @hono/node-server hands it to the
 * app as c.env.incoming. Anything else (Hono's app.request in tests, a body another middleware
 * has started reading or replaced) gives undefined.
 */
function unreadIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return undefined;
  const untouched =
    !incoming.readableDidRead && !incoming.readableEnded && incoming.listenerCount('data') === 0;
  return untouched ? incoming : undefined;
}

async function textOf(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  // As fetch's Request.text(): UTF-8, a byte order mark dropped, bad bytes replaced.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The body as text. Under Node it is read straight from the request's stream: through the
 * fetch Request, every body cost a web stream, an AbortController and a Request object
 * (a sixth to a fifth of a section save's time in a profile). Hono's body cache gets the text either
 * way, so c.req.text() and c.req.json() still answer it afterwards.
 */
export function bodyText(c: Context): Promise<string> {
  const incoming = unreadIncoming(c);
  if (!incoming) return c.req.text();
  const text = textOf(incoming);
  // Hono keeps the promise of each body it has read here (its type says the value).
  (c.req.bodyCache as { text?: Promise<string> }).text = text;
  return text;
}

/** The parsed JSON body; anything unparsable (including an empty body) is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await bodyText(c);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, INVALID_JSON);
  }
}

/**
 * Validates with the same valibot schema the forms use; the first failing field's message.
 * Every text field's schema refuses NUL and lone surrogates with its own message (textField);
 * what passes is still searched for them, so a string no text field checks (a new field built
 * without textField) answers 400 instead of reaching the database, which refuses NUL in text
 * and jsonb (a 500) and stores a lone surrogate as U+FFFD. The output is searched, not the
 * body: unknown keys are dropped, never stored, so they need not be refused.
 */
export function valid<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.ok) throw new ApiError(400, result.message);
  const unstorable = unstorableTextAt(result.value);
  if (unstorable !== null) throw new ApiError(400, unstorableTextMessage(unstorable));
  return result.value;
}

/** The message for a query parameter the operation does not have (its name cut at 40). */
const UNKNOWN_QUERY_PARAMETER = /*i18n*/ {
  id: 'UNKNOWN_QUERY_PARAMETER',
  message: 'Unknown query parameter: {name}',
};
export const unknownQueryParameter = (name: string): ServerText =>
  withValues(UNKNOWN_QUERY_PARAMETER, { name: name.slice(0, 40) });

/** The message for a query parameter sent more than once. */
const REPEATED_QUERY_PARAMETER = /*i18n*/ {
  id: 'REPEATED_QUERY_PARAMETER',
  message: '{name} must be given once',
};
export const repeatedQueryParameter = (name: string): ServerText =>
  withValues(REPEATED_QUERY_PARAMETER, { name });

/**
 * The query as the operation has it (openapi/openapi.yaml): every parameter name must be one of
 * `names` (else 400 'Unknown query parameter: <name>'), each given once (else 400 '<name> must
 * be given once'); the parameters as a plain object, ready for a schema or a reader. Every
 * operation with a query reads it here (issue 29 item 12), as the lists always refused both: a
 * name the server does not read, or a value that a proxy, a cache and the server might each
 * take differently (the first, the last, both), is a mistake to say, not to ignore.
 */
export function strictQuery<const TName extends string>(
  c: Context,
  names: readonly TName[],
): Partial<Record<TName, string>> {
  const query = c.req.queries();
  const read: Partial<Record<TName, string>> = {};
  for (const [name, values] of Object.entries(query)) {
    if (!(names as readonly string[]).includes(name)) {
      throw new ApiError(400, unknownQueryParameter(name));
    }
    if (values.length !== 1) throw new ApiError(400, repeatedQueryParameter(name));
    read[name as TName] = values[0];
  }
  return read;
}

/** strictQuery's answer in the shape the list readers take (each name's values, one each). */
export function strictQueryValues(
  c: Context,
  names: readonly string[],
): Record<string, readonly string[]> {
  const read = strictQuery(c, names);
  return Object.fromEntries(Object.entries(read).map(([name, value]) => [name, [value as string]]));
}
