/** Shown when an answer carries no usable message, and when the server could not be reached. */
export const FALLBACK_ERROR_TEXT = 'Something went wrong!';

/** Shown when a message embeds a JSON fragment that does not parse. */
export const UNREADABLE_ERROR_TEXT = 'Something went wrong while processing the response.';

function messageField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function innerText(fragment: unknown): string | null {
  if (typeof fragment !== 'object' || fragment === null) return null;
  for (const key of ['message', 'detail'] as const) {
    const value = (fragment as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * The text of the error toast for a failed answer (partner-portal spec §8): the answer's
 * `message`, else the fallback. Upstream systems (lenders, bureaus) sometimes answer with their
 * own JSON, which our server passes on inside the message, e.g.
 * `Lender said: {"message":"PAN mismatch"}`: the user sees the inner `message` or `detail`.
 */
export function errorTextFrom(body: unknown): string {
  const message = messageField(body);
  if (message === null) return FALLBACK_ERROR_TEXT;
  const start = message.indexOf('{');
  const end = message.lastIndexOf('}');
  if (start === -1) return message;
  if (end < start) return UNREADABLE_ERROR_TEXT;
  let fragment: unknown;
  try {
    fragment = JSON.parse(message.slice(start, end + 1));
  } catch {
    return UNREADABLE_ERROR_TEXT;
  }
  // A fragment without message/detail says nothing better than the message around it.
  return innerText(fragment) ?? message;
}
