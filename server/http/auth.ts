import type { MiddlewareHandler } from 'hono';
import type { Session } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError, PARTNER_LOGIN_NEEDED, SESSION_EXPIRED } from '../usecases/errors';
import { findSession } from '../usecases/sessions';

export interface AppEnv {
  Variables: { session: Session };
}

/** What a protected route needs: a partner login, or any live token (login or guest). */
export type TokenNeed = 'login' | 'any';

/** Resolves the `token` header into c.var.session, or answers 401/403. */
export function requireToken(deps: AppDeps, need: TokenNeed): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('token')?.trim();
    const session = token ? await findSession(deps.db, token, deps.clock()) : null;
    if (!session) throw new ApiError(401, SESSION_EXPIRED);
    if (need === 'login' && session.kind !== 'LOGIN') throw new ApiError(403, PARTNER_LOGIN_NEEDED);
    c.set('session', session);
    await next();
  };
}

/** The logged-in partner's id (only after requireToken(deps, 'login')). */
export function partnerId(session: Session): string {
  if (!session.user_id) throw new ApiError(403, PARTNER_LOGIN_NEEDED);
  return session.user_id;
}
