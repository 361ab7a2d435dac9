import type { Context, MiddlewareHandler } from 'hono';
import type { Session, User } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError, PARTNER_LOGIN_NEEDED, SESSION_EXPIRED } from '../usecases/errors';
import { findSession, findSessionWithUser } from '../usecases/sessions';

export interface AppEnv {
  Variables: { session: Session; clientIp: string; viaTls: boolean };
}

/** What requirePartner adds: the logged-in partner's own row. */
export interface PartnerEnv {
  Variables: { session: Session; partner: User; clientIp: string; viaTls: boolean };
}

/** What a protected route needs: a partner login, or any live token (login or guest). */
export type TokenNeed = 'login' | 'any';

function tokenOf(c: Context): string | undefined {
  return c.req.header('token')?.trim() || undefined;
}

/** Resolves the `token` header into c.var.session, or answers 401/403. */
export function requireToken(deps: AppDeps, need: TokenNeed): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    const session = token ? await findSession(deps.db, token, deps.clock()) : null;
    if (!session) throw new ApiError(401, SESSION_EXPIRED);
    if (need === 'login' && session.kind !== 'LOGIN') throw new ApiError(403, PARTNER_LOGIN_NEEDED);
    c.set('session', session);
    await next();
  };
}

/**
 * Like requireToken(deps, 'login'), and the partner's row comes in the same query
 * (c.var.partner): for routes that read the account itself, such as /user/me.
 */
export function requirePartner(deps: AppDeps): MiddlewareHandler<PartnerEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    const found = token ? await findSessionWithUser(deps.db, token, deps.clock()) : null;
    if (!found) throw new ApiError(401, SESSION_EXPIRED);
    if (found.session.kind !== 'LOGIN') throw new ApiError(403, PARTNER_LOGIN_NEEDED);
    // The session outlived its account: treat it like any dead session.
    if (!found.user) throw new ApiError(401, SESSION_EXPIRED);
    c.set('session', found.session);
    c.set('partner', found.user);
    await next();
  };
}

/** The logged-in partner's id (only after requireToken(deps, 'login')). */
export function partnerId(session: Session): string {
  if (!session.user_id) throw new ApiError(403, PARTNER_LOGIN_NEEDED);
  return session.user_id;
}
