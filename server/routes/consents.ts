import { Hono } from 'hono';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import { listConsents } from '../usecases/consents/list';
import { applicationIdOf } from './application-routes';

export const CONSENTS_FETCHED = 'Consents fetched successfully';

/**
 * The consent ledger of an application (/api/v1/loan-application/{id}/consents, issue 21 item
 * 4): read-only; consents are recorded by the writes they go with (the first step, the KFS
 * acknowledgement). Any live token is admitted so a guest's answer is the 404 of an unknown id.
 */
export function consentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/:id/consents', requireToken(deps, 'any'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const data: Schema<'ConsentList'> = {
      content: await listConsents(deps.db, { session: c.var.session, id }),
    };
    return ok(c, data, CONSENTS_FETCHED);
  });
  return routes;
}
