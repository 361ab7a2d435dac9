import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger';
import { logSecurityEvent } from '../log/security-events';
import { TooManyRequests } from '../errors';
import type { AppEnv } from './auth';

/**
 * For routes whose use cases throttle (TooManyRequests): every 429 says in Retry-After when to
 * ask again and is logged as 'request.throttled' with the limit, so an operator sees who hits
 * which limit. Runs after the app's error handler has written the envelope.
 */
export function throttledAnswers(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const error = c.error;
    if (!(error instanceof TooManyRequests)) return;
    const { limit, retryAfterSeconds, mobile } = error.throttle;
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    logSecurityEvent(log, {
      event: 'request.throttled',
      ip: c.var.clientIp,
      ...(mobile !== undefined ? { mobile } : {}),
      limit,
      method: c.req.method,
      path: c.req.path,
      ...(retryAfterSeconds !== undefined ? { retry_after_seconds: retryAfterSeconds } : {}),
    });
  };
}
