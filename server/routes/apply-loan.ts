import { Hono } from 'hono';
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../../src/domain/enums';
import { requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import type { Schema } from '../contract-types';
import { strictQuery, valid } from '../http/input';
import type { AppDeps } from '../deps';
import { viewerOf } from '../usecases/applications/access';
import { listOwnApplications } from '../usecases/applications/lookup';
import { mountApplicationRoutes, type FamilyRoutes } from './application-routes';
import { mountCaptureRoutes, mountSubmitRoute } from './capture-routes';

const APPLY_LOAN: FamilyRoutes = { family: 'APPLY_LOAN', need: 'any' };

const ListQuerySchema = v.object({
  status: v.optional(v.picklist(APPLICATION_STATUSES, 'Invalid status')),
});

/** The public borrower flow (purpose APPLY_LOAN, guest token): /api/v1/apply-loan/… */
export function applyLoanRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/list', requireToken(deps, 'any'), async (c) => {
    const query = valid(ListQuerySchema, strictQuery(c, ['status']));
    const content = await listOwnApplications(
      deps.db,
      viewerOf('APPLY_LOAN', c.var.session),
      query.status,
    );
    const data: Schema<'ApplicationSummaryList'> = { content };
    return ok(c, data, 'Applications fetched successfully');
  });

  mountApplicationRoutes(routes, deps, APPLY_LOAN);
  mountCaptureRoutes(routes, deps, APPLY_LOAN);
  mountSubmitRoute(routes, deps, APPLY_LOAN);

  return routes;
}
