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

interface Mark {
  length: number;
  /** Whether HSTS is among its headers (the context that built it knew the request used TLS). */
  hsts: boolean;
}

interface Marked {
  [ANSWER]?: Mark;
}

/** Marks a response as the envelope's, with its body's length in bytes. */
export function markEnvelopeAnswer(response: Response, length: number, hsts: boolean): Response {
  (response as Marked)[ANSWER] = { length, hsts };
  return response;
}

/**
 * Whether the envelope built this response with every header the request needs: the security
 * headers, and HSTS when the request came over TLS. A sub-router's context (the 501s and 404s)
 * does not know about TLS, so its answer may still lack HSTS.
 */
export function isCompleteEnvelopeAnswer(response: Response, viaTls: boolean): boolean {
  const mark = (response as Marked)[ANSWER];
  return mark !== undefined && (mark.hsts || !viaTls);
}

/** Whether the envelope built this response (its cache rule is set). */
export function isEnvelopeAnswer(response: Response): boolean {
  return (response as Marked)[ANSWER] !== undefined;
}

/** The body length of an envelope answer; undefined for any other response. */
export function envelopeAnswerLength(response: Response): number | undefined {
  return (response as Marked)[ANSWER]?.length;
}
