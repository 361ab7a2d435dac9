import type { Context, MiddlewareHandler, Next } from 'hono';
import { toHonoPath, type LoadedContract } from './contract';
import { failure } from './envelope';

/** A JSON body is a form's worth of fields: far below this. Files go as multipart instead. */
export const JSON_BODY_LIMIT = 64 * 1024;

export const BODY_TOO_LARGE = /*i18n*/ {
  id: 'BODY_TOO_LARGE',
  message: 'The request body is too large (at most 64 KB).',
};
export const JSON_ONLY = /*i18n*/ {
  id: 'JSON_ONLY',
  message: 'The request body must be application/json.',
};

/**
 * How much of a chunked body past the limit is read and dropped before the 413, so the
 * connection stays usable for the client's next request. A body longer still is cut off: the
 * 413 then says `Connection: close`, and the server closes rather than read on.
 */
export const DRAIN_AFTER_LIMIT = 8 * 1024 * 1024;

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}

/** /v1/document/{id}/upload → a test for /api/v1/document/<anything>/upload. */
function pathPattern(template: string): RegExp {
  const escaped = toHonoPath(template)
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^/api${escaped}$`);
}

/**
 * Every /api body is application/json, capped at 64 KB and refused (413) before it is read:
 * from Content-Length when given, counted while streaming otherwise. Anything else is 415, so a
 * third-party page cannot post a "simple" text/plain form to the API without a CORS preflight.
 * The operations whose contract takes multipart/form-data are left to their own per-file cap.
 */
export function requestBodies(contract: LoadedContract | null): MiddlewareHandler {
  const multipart = (contract?.operations ?? [])
    .filter((operation) => operation.bodyTypes.includes('multipart/form-data'))
    .map((operation) => ({
      method: operation.method.toUpperCase(),
      path: pathPattern(operation.path),
    }));
  const takesMultipart = (method: string, path: string) =>
    multipart.some((operation) => operation.method === method && operation.path.test(path));

  return async (c, next) => {
    if (WITHOUT_BODY.has(c.req.method) || !hasBody(c.req.raw.headers)) return next();
    const type = mediaType(c.req.header('content-type'));
    if (type === 'multipart/form-data' && takesMultipart(c.req.method, c.req.path)) return next();
    if (type !== 'application/json') return failure(c, 415, JSON_ONLY);
    // With its length given (and not chunked), what the limit would do, without making the
    // fetch Request it needs to count a stream: the route reads the body from Node's stream.
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.raw.headers.has('transfer-encoding')) {
      return parseInt(length || '0', 10) > JSON_BODY_LIMIT
        ? failure(c, 413, BODY_TOO_LARGE)
        : next();
    }
    return countedBody(c, next);
  };
}

/**
 * A chunked body (no length) is counted as it is read. Over the limit, the 413 waits until the
 * rest of the body has been read and dropped (up to DRAIN_AFTER_LIMIT): answering mid-body and
 * leaving the rest unread would have the connection closed under the client's next request,
 * which it sees as a reset (hono's bodyLimit did that, issue 16 item 4).
 */
async function countedBody(c: Context, next: Next) {
  const body = c.req.raw.body;
  if (!body) return next();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > JSON_BODY_LIMIT + DRAIN_AFTER_LIMIT) {
      // Too much to read through: say the connection ends here, and stop reading.
      reader.releaseLock();
      // On the answer itself: the envelope builds its headers whole, so c.header() before it
      // would not reach it.
      const tooLarge = failure(c, 413, BODY_TOO_LARGE);
      tooLarge.headers.set('connection', 'close');
      return tooLarge;
    }
    if (size <= JSON_BODY_LIMIT) chunks.push(value);
  }
  if (size > JSON_BODY_LIMIT) return failure(c, 413, BODY_TOO_LARGE);
  c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
  return next();
}
