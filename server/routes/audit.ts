import { Hono } from 'hono';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import { auditTrailOf } from '../usecases/audit/trail';
import { applicationIdOf } from './application-routes';

export const AUDIT_FETCHED = 'Audit trail fetched successfully';

/**
 * An application's audit trail (/api/v1/loan-application/{id}/audit), read only: no route
 * changes or deletes an entry. Any live token is admitted, so a guest's try is the 404 of an id
 * that is not theirs, as another partner's is (usecases/audit/trail.ts).
 */
export function auditRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/:id/audit', requireToken(deps, 'any'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const data: Schema<'AuditTrail'> = await auditTrailOf(deps.db, {
      session: c.var.session,
      id,
    });
    return ok(c, data, AUDIT_FETCHED);
  });
  return routes;
}
