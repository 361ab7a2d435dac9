import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { envelopeAnswerLength } from './answer-mark';
import { requestHeader } from './request-header';

/**
 * API answers of `threshold` bytes or more go gzipped (or deflated) to clients that accept it,
 * through Hono's compress. Its checks read the finished response's headers, which makes the Node
 * adapter build a fetch Headers for every answer, compressed or not; the envelope's answers
 * (answer-mark.ts) say their length, and carry Vary already when large, so one under the
 * threshold, or for a client that sent no Accept-Encoding, is left as it is without a look.
 */
export function compressAnswers(threshold: number): MiddlewareHandler {
  const gzip = compress({ threshold });
  const answered = async () => {};
  return async (c, next) => {
    await next();
    const length = envelopeAnswerLength(c.res);
    if (length !== undefined && (length < threshold || !requestHeader(c, 'accept-encoding'))) {
      return;
    }
    // Hono's compress looks at the response after its `next`: the route has answered already.
    await gzip(c, answered);
  };
}
