import { Hono } from 'hono';
import { partnerId, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import type { AppDeps } from '../deps';
import { getProfile } from '../usecases/profile';
import { revokeSession } from '../usecases/sessions';

/** The logged-in partner: /api/v1/user/… */
export function userRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/me', requireToken(deps, 'login'), async (c) => {
    const profile = await getProfile(deps.db, partnerId(c.var.session));
    return ok(c, profile, 'Profile fetched successfully');
  });

  routes.put('/logout', requireToken(deps, 'any'), async (c) => {
    await revokeSession(deps.db, c.var.session.id, deps.clock());
    return ok(c, null, 'Logged out successfully');
  });

  return routes;
}
