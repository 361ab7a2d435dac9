import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header, read from Node's own parsed headers when the request came through the Node
 * adapter. c.req.header() builds a fetch Headers of every header the request carries on first
 * use (each name and value validated again): measured, that was a sizeable share of a small
 * answer. In-process requests (tests' app.request) have no Node request and use c.req.header().
 * Only for headers Node joins as fetch does (', '): not content-length, host and the other
 * single-valued ones Node keeps the first of.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const headers = (c.env as { incoming?: { headers?: IncomingHttpHeaders } } | undefined)?.incoming
    ?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
