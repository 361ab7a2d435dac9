import { Hono } from 'hono';
import { requirePartner, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/input';
import { profileOf, readUserSettings, saveUserLanguage } from '../usecases/profile';
import { revokeSession } from '../usecases/sessions';

/** The logged-in partner: /api/v1/user/… */
export function userRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/me', requirePartner(deps), (c) =>
    ok(c, profileOf(c.get('partner')), 'Profile fetched successfully'),
  );

  routes.patch('/me', requirePartner(deps), async (c) => {
    const { language } = readUserSettings(await jsonBody(c));
    const user = await saveUserLanguage(deps, c.var.partner.id, language);
    return ok(c, profileOf(user), 'Settings saved');
  });

  routes.put('/logout', requireToken(deps, 'any'), async (c) => {
    await revokeSession(deps.db, c.var.session.id, deps.clock(), deps.sessionCache);
    return ok(c, null, 'Logged out successfully');
  });

  return routes;
}
