import { Hono } from 'hono';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import { mfiMobile } from '../usecases/applications/mfi-mobile';

export const MFI_MOBILE_FETCHED = 'Mobile number fetched successfully';

/**
 * Microfinance helpers: /api/v1/app/mfi/… Any live token is admitted, so a guest gets the 404
 * of an unknown id rather than a 403 that would say the id is a partner's (as consents do).
 */
export function mfiRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/phone-number/:id', requireToken(deps, 'any'), async (c) => {
    const data: Schema<'MfiPhoneNumber'> = await mfiMobile(
      deps.db,
      c.var.session,
      c.req.param('id'),
    );
    return ok(c, data, MFI_MOBILE_FETCHED);
  });

  return routes;
}
