import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The browser's rules for every answer. Scripts only from this origin, never inline. Styles
 * from this origin, plus inline <style> elements carrying this response's nonce: the branded
 * first paint's theme block, and the scroll lock Radix injects while a sheet is open (it reads
 * the nonce through get-nonce, src/ui/kit/csp-nonce.ts). Style attributes are not allowed: React sets
 * styles through the CSSOM, which CSP does not govern.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", NONCE],
  styleSrcAttr: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** A year, sent only over HTTPS (browsers ignore it over HTTP, and a wrong one locks a site out). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** This response's CSP nonce (set for every request by securityHeaders). */
export function cspNonce(c: Context): string {
  const nonce = (c.var as { secureHeadersNonce?: string }).secureHeadersNonce;
  if (!nonce) throw new Error('securityHeaders must run before a page is served');
  return nonce;
}

/**
 * Headers for every answer (hono's secure-headers), and HSTS when the request came over TLS:
 * the URL says https, or a trusted proxy says so in X-Forwarded-Proto (c.var.viaTls). A route
 * may set its own CSP (the API docs): set headers are kept.
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: { viaTls: boolean } }> {
  const common = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: false,
    // The capture wizard will take document photos with the camera; nothing else is used.
    permissionsPolicy: {
      camera: ['self'],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
    overwrite: false,
  });
  return async (c, next) => {
    await common(c, next);
    if (c.var.viaTls) c.res.headers.set('strict-transport-security', HSTS);
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
