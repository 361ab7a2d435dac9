import { Hono } from 'hono';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import { listLenders } from '../usecases/lenders/list';

/** Lenders: /api/v1/lender… (partner login only). */
export function lenderRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireToken(deps, 'login'), async (c) => {
    const data: Schema<'LenderList'> = { data: await listLenders(deps.db) };
    return ok(c, data, 'Lenders fetched successfully');
  });

  return routes;
}
