/*
 * The envelope's JSON answers are built whole: security headers, type, length, Vary and the
 * cache rule in one plain object, which the Node adapter writes as it is. The middlewares that
 * would otherwise add headers after the route (security, no-store, compression) see this mark
 * and leave such an answer alone: reading or changing a response's headers makes the adapter
 * build a fetch Headers for them and copy them back out, which cost the tenant config about a
 * fifth of its throughput (measured). A response rebuilt later (gzipped, or a header added by
 * c.header()) is a new object without the mark, and gets the usual treatment.
 */
const ANSWER = Symbol('rinn.envelope-answer');

interface Marked {
  [ANSWER]?: { length: number };
}

/** Marks a response as the envelope's, with its body's length in bytes. */
export function markEnvelopeAnswer(response: Response, length: number): Response {
  (response as Marked)[ANSWER] = { length };
  return response;
}

/** Whether the envelope built this response (and so it has every header it needs). */
export function isEnvelopeAnswer(response: Response): boolean {
  return (response as Marked)[ANSWER] !== undefined;
}

/** The body length of an envelope answer; undefined for any other response. */
export function envelopeAnswerLength(response: Response): number | undefined {
  return (response as Marked)[ANSWER]?.length;
}
