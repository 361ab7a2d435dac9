import { Hono } from 'hono';
import type { AppEnv } from './auth';
import { specificFirst, toHonoPath, type LoadedContract } from './contract';
import { failure } from './envelope';
import { withValues, type ServerText } from '../i18n/texts';

const ROUTE_NOT_FOUND = /*i18n*/ {
  id: 'ROUTE_NOT_FOUND',
  message: '{method} {path} does not exist.',
};

/** 404 for an /api path no operation has. */
export const routeNotFound = (method: string, path: string): ServerText =>
  withValues(ROUTE_NOT_FOUND, { method, path });

/** 501 until the feature lands; the path is the contract's template, e.g. /api/v1/lender/{id}. */
export function notImplementedMessage(method: string, path: string): string {
  return `${method.toUpperCase()} /api${path} is not implemented yet.`;
}

/**
 * What answers an /api request no route took: 501 for a contract operation not built yet, 404
 * for anything else. A router of its own, consulted only for those requests: in the main
 * router the contract's ~100 operations made every request pay for them (measured: the tenant
 * config served ~20 % fewer requests per second), as two of their paths put differently named
 * parameters in the same place, which forces Hono's slower trie router.
 */
export function unansweredApi(contract: LoadedContract | null): Hono<AppEnv> {
  const unanswered = new Hono<AppEnv>();
  for (const operation of [...(contract?.operations ?? [])].sort(specificFirst)) {
    // Dev helpers are real or absent, never "not implemented".
    if (operation.path.startsWith('/dev/')) continue;
    const message = notImplementedMessage(operation.method, operation.path);
    unanswered.on(operation.method.toUpperCase(), `/api${toHonoPath(operation.path)}`, (c) =>
      failure(c, 501, message),
    );
  }
  unanswered.all('*', (c) => failure(c, 404, routeNotFound(c.req.method, c.req.path)));
  return unanswered;
}
