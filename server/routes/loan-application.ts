import { Hono } from 'hono';
import { partnerId, requireToken, type AppEnv } from '../http/auth';
import { ok, type Schema } from '../http/envelope';
import type { AppDeps } from '../deps';
import { countApplications } from '../usecases/applications';

/** The partner capture flow: /api/v1/loan-application/… (only count so far). */
export function loanApplicationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/count', requireToken(deps, 'login'), async (c) => {
    const data: Schema<'Count'> = {
      count: await countApplications(deps.db, partnerId(c.var.session)),
    };
    return ok(c, data, 'Count fetched successfully');
  });

  return routes;
}
