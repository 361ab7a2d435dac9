import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { isCompleteEnvelopeAnswer, isEnvelopeAnswer } from './answer-mark';
import { SIGNED_FILES_PATH } from '../storage/signed-links';
import { requestHeader } from './request-header';

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
 * config's throughput, measured. The API's JSON answers carry them from the envelope, which
 * builds its headers as one plain object (server/http/envelope.ts); every other answer gets
 * them from securityHeaders() below.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
});

/** The same with HSTS, for a request that came over TLS. */
export const SECURITY_HEADERS_TLS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'strict-transport-security': HSTS,
});

/**
 * Headers for every answer, and HSTS when the request came over TLS: the URL says https, or a
 * trusted proxy says so in X-Forwarded-Proto (c.var.viaTls). Added once the route has answered,
 * to any answer that lacks them; the envelope's answers already hold them and are left alone
 * (reading a response's headers makes the Node adapter build a fetch Headers for them). A route
 * may set its own CSP (a page, the API docs): what the route sets wins.
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: { viaTls: boolean } }> {
  return async (c, next) => {
    await next();
    const viaTls = c.get('viaTls') === true;
    if (isCompleteEnvelopeAnswer(c.res, viaTls)) return;
    const headers = c.res.headers;
    const wanted = viaTls ? SECURITY_HEADERS_TLS : SECURITY_HEADERS;
    for (const name in wanted) {
      if (!headers.has(name)) headers.set(name, wanted[name] as string);
    }
  };
}

/**
 * Every API answer that carries or depends on a token is never stored by a browser or a proxy:
 * a shared cache must not hand one partner's profile, or a fresh token, to the next person.
 * Only the public reference answers (tenant config, banks, pincodes) may be kept. The envelope
 * applies the same rule to the answers it builds (isPrivateAnswer).
 */
export function noStoreForPrivateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isEnvelopeAnswer(c.res)) return;
    if (isPrivateAnswer(c)) c.res.headers.set('cache-control', 'no-store');
  };
}

/**
 * Anything but a GET without a token, and anything about a signed document link (its signature
 * is its token): its answer must never be stored.
 */
export function isPrivateAnswer(c: Context): boolean {
  return (
    c.req.method !== 'GET' ||
    Boolean(requestHeader(c, 'token')) ||
    c.req.path.startsWith(`${SIGNED_FILES_PATH}/`)
  );
}
