import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Session, User } from '../db/schema';
import type { AppDeps } from '../deps';
import type { KeyedRequest } from './keyed-request';
import { logSecurityEvent } from '../log/security-events';
import { brandOf } from './brand';
import { requestHeader } from './request-header';
import { ApiError, PARTNER_LOGIN_NEEDED, SESSION_EXPIRED } from '../errors';
import { findSession, findSessionWithUser } from '../usecases/sessions';

export interface AppEnv {
  Variables: {
    session: Session;
    clientIp: string;
    viaTls: boolean;
    /** A create's Idempotency-Key, when sent (server/http/idempotency.ts). */
    idempotency?: KeyedRequest;
  };
}

/** What requirePartner adds: the logged-in partner's own row. */
export interface PartnerEnv {
  Variables: {
    session: Session;
    partner: User;
    clientIp: string;
    viaTls: boolean;
    idempotency?: KeyedRequest;
  };
}

/** What a protected route needs: a partner login, or any live token (login or guest). */
export type TokenNeed = 'login' | 'any';

/** The `token` header; undefined when it is absent or blank. */
export function tokenOf(c: Context): string | undefined {
  return requestHeader(c, 'token')?.trim() || undefined;
}

/**
 * The route's pattern as people read it: a param's own pattern (`:id{…}`, see BY_ID in
 * routes/application-routes.ts) is left out, so every route of an id logs as `…/:id`.
 */
function routeName(c: Context): string {
  return routePath(c).replace(/:(\w+)\{[^}]*\}/g, ':$1');
}

/** Why a token was refused, as the 'token.refused' event says (never the token itself). */
type Refusal =
  'missing' | 'unknown-or-expired' | 'account-removed' | 'not-a-partner-login' | 'other-brand';

/**
 * Logs the refusal and answers it: 401 for a token that logs nobody in (a guessed or stolen
 * one shows up here), 403 for a live guest token used where a partner login is needed.
 */
function refuse(deps: AppDeps, c: Context, ip: string, reason: Refusal, mobile?: string): ApiError {
  const status = reason === 'not-a-partner-login' ? 403 : 401;
  logSecurityEvent(deps.log, {
    event: 'token.refused',
    ip,
    ...(mobile !== undefined ? { mobile } : {}),
    reason,
    status,
    method: c.req.method,
    // The route's pattern, not the path: some paths hold a mobile (…/lookup/:mobile).
    route: routeName(c),
  });
  return new ApiError(status, status === 403 ? PARTNER_LOGIN_NEEDED : SESSION_EXPIRED);
}

/**
 * After a partner's request that may write (any method but GET and HEAD) has answered, this
 * process reads the partner's home count afresh: a create or a status change shows on the very
 * next count here, without waiting for the database's notice (session-cache.ts); other
 * processes drop it when the notice arrives. A middleware of the whole API, so the routes that
 * read their session themselves (the create, the one-statement saves) are covered too.
 */
export function recountAfterWrites(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    try {
      await next();
    } finally {
      const userId = c.var.session?.user_id;
      if (userId) deps.sessionCache?.forgetCount(userId);
    }
  };
}

/** Resolves the `token` header into c.var.session, or answers 401/403. */
export function requireToken(deps: AppDeps, need: TokenNeed): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    if (!token) throw refuse(deps, c, c.var.clientIp, 'missing');
    admitSession(deps, c, need, await findSession(deps.db, token, deps.clock(), deps.sessionCache));
    await next();
  };
}

/**
 * What requireToken decides about the live session found for a present token (null: none):
 * 401 or 403, logged, or the session, then in c.var.session. Also for routes that read the
 * session in the same query as their data (routes/application-routes.ts).
 */
export function admitSession(
  deps: AppDeps,
  c: Context<AppEnv>,
  need: TokenNeed,
  session: Session | null,
): Session {
  if (!session) throw refuse(deps, c, c.var.clientIp, 'unknown-or-expired');
  refuseOtherBrand(deps, c, c.var.clientIp, session);
  if (need === 'login' && session.kind !== 'LOGIN') {
    throw refuse(deps, c, c.var.clientIp, 'not-a-partner-login', session.mobile);
  }
  c.set('session', session);
  return session;
}

/**
 * A token works only on the brand it was issued on: used on another brand's site it answers
 * as a dead one (401), so a partner cannot carry a session to a site whose rules are looser.
 */
function refuseOtherBrand(deps: AppDeps, c: Context, ip: string, session: Session): void {
  if (session.brand !== brandOf(c).key) {
    throw refuse(deps, c, ip, 'other-brand', session.mobile);
  }
}

export const ONLY_PARTNERS_CAPTURE = /*i18n*/ {
  id: 'ONLY_PARTNERS_CAPTURE',
  message: 'Only a partner can capture applications.',
};

/**
 * Who may create and edit applications: a partner's (AGENT) login, or a guest on the public
 * flow. An ADMIN login reviews (return for correction) and gets 403 here, before the route
 * reads an id or a body. The role is the one stored on the session at login.
 */
export function mayCapture(session: Session): Session {
  if (session.kind === 'LOGIN' && session.role !== 'AGENT') {
    throw new ApiError(403, ONLY_PARTNERS_CAPTURE);
  }
  return session;
}

/** mayCapture as a middleware, after requireToken. */
export const onlyCapturers: MiddlewareHandler<AppEnv> = async (c, next) => {
  mayCapture(c.var.session);
  await next();
};

/**
 * Like requireToken(deps, 'login'), and the partner's row comes in the same query
 * (c.var.partner): for routes that read the account itself, such as /user/me.
 */
export function requirePartner(deps: AppDeps): MiddlewareHandler<PartnerEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    if (!token) throw refuse(deps, c, c.var.clientIp, 'missing');
    const found = await findSessionWithUser(deps.db, token, deps.clock(), deps.sessionCache);
    if (!found) throw refuse(deps, c, c.var.clientIp, 'unknown-or-expired');
    const { mobile } = found.session;
    refuseOtherBrand(deps, c, c.var.clientIp, found.session);
    if (found.session.kind !== 'LOGIN')
      throw refuse(deps, c, c.var.clientIp, 'not-a-partner-login', mobile);
    // The session outlived its account: treat it like any dead session.
    if (!found.user) throw refuse(deps, c, c.var.clientIp, 'account-removed', mobile);
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
