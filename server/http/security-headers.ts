import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * The browser's rules for every answer. Scripts only from this origin, never inline. Styles
 * from this origin; a page adds its own nonce for the inline <style> elements it allows: the
 * branded first paint's theme block, and the scroll lock Radix injects while a sheet is open
 * (it reads the nonce through get-nonce, src/ui/kit/csp-nonce.ts). Style attributes are not
 * allowed: React sets styles through the CSSOM, which CSP does not govern.
 */
function policy(styleSources: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSources}`,
    "style-src-attr 'none'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For every answer that is not a page: fixed, so no request pays for a nonce it cannot use. */
export const CONTENT_SECURITY_POLICY = policy("'self'");

/** A fresh nonce (128 random bits) and the page policy that allows it. */
export function pagePolicy(): { nonce: string; policy: string } {
  const nonce = randomBytes(16).toString('base64');
  return { nonce, policy: policy(`'self' 'nonce-${nonce}'`) };
}

/** A year, sent only over HTTPS (browsers ignore it over HTTP, and a wrong one locks a site out). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The capture wizard will take document photos with the camera; nothing else is used. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  ...[
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'bluetooth',
    'midi',
    'magnetometer',
    'gyroscope',
    'accelerometer',
    'display-capture',
    'browsing-topics',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * The headers the issue asks for, and only those: each header costs every request. Written out
 * rather than using hono's secure-headers, which sets each one on the finished response and
 * added five legacy ones (IE, Flash, the old XSS filter): together about a third of the tenant
 * config's throughput, measured. Handed to the context before the route answers, they ride
 * along with the response it builds.
 */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['permissions-policy', PERMISSIONS_POLICY],
];

/**
 * Headers for every answer, and HSTS when the request came over TLS: the URL says https, or a
 * trusted proxy says so in X-Forwarded-Proto (c.var.viaTls). A route may set its own CSP (a
 * page, the API docs): what the route sets wins.
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: { viaTls: boolean } }> {
  return async (c, next) => {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    if (c.var.viaTls) c.header('strict-transport-security', HSTS);
    await next();
    // A response built elsewhere (a sub-router's) did not take them along: add them now.
    const headers = c.res.headers;
    if (!headers.has('x-content-type-options')) {
      for (const [name, value] of SECURITY_HEADERS) {
        if (!headers.has(name)) headers.set(name, value);
      }
      if (c.var.viaTls) headers.set('strict-transport-security', HSTS);
    }
  };
}

/**
 * Every API answer that carries or depends on a token is never stored by a browser or a proxy:
 * a shared cache must not hand one partner's profile, or a fresh token, to the next person.
 * Only the public reference answers (tenant config, banks, pincodes) may be kept.
 */
export function noStoreForPrivateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const isPublicRead = c.req.method === 'GET' && !c.req.header('token');
    if (!isPublicRead) c.res.headers.set('cache-control', 'no-store');
  };
}
