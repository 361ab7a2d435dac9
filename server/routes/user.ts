import { Hono } from 'hono';
import { requirePartner, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import type { AppDeps } from '../deps';
import { profileOf } from '../usecases/profile';
import { revokeSession } from '../usecases/sessions';

/** The logged-in partner: /api/v1/user/… */
export function userRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/me', requirePartner(deps), (c) =>
    ok(c, profileOf(c.get('partner')), 'Profile fetched successfully'),
  );

  routes.put('/logout', requireToken(deps, 'any'), async (c) => {
    await revokeSession(deps.db, c.var.session.id, deps.clock(), deps.sessionCache);
    return ok(c, null, 'Logged out successfully');
  });

  return routes;
}
