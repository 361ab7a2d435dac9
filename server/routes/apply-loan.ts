import { Hono } from 'hono';
import { businessInfoSchema } from '../../src/domain/sections/business';
import { employmentInfoSchema } from '../../src/domain/sections/employment';
import { personalInfoSchema } from '../../src/domain/sections/personal';
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../../src/domain/enums';
import { requireToken, type AppEnv } from '../http/auth';
import { ok, type Schema } from '../http/envelope';
import { valid } from '../http/input';
import type { AppDeps } from '../deps';
import { viewerOf } from '../usecases/applications/access';
import { listOwnApplications } from '../usecases/applications/lookup';
import {
  byId,
  createHandler,
  getApplicationHandler,
  getBusinessInfoHandler,
  saveSectionHandler,
  type FamilyRoutes,
  updateFirstStepHandler,
} from './application-routes';

const APPLY_LOAN: FamilyRoutes = { family: 'APPLY_LOAN', need: 'any' };

const ListQuerySchema = v.object({
  status: v.optional(v.picklist(APPLICATION_STATUSES, 'Invalid status')),
});

/** The public borrower flow (purpose APPLY_LOAN, guest token): /api/v1/apply-loan/… */
export function applyLoanRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/list', requireToken(deps, 'any'), async (c) => {
    const query = valid(ListQuerySchema, c.req.query());
    const content = await listOwnApplications(
      deps.db,
      viewerOf('APPLY_LOAN', c.var.session),
      query.status,
    );
    const data: Schema<'ApplicationSummaryList'> = { content };
    return ok(c, data, 'Applications fetched successfully');
  });

  routes.post('/create', createHandler(deps, APPLY_LOAN));
  routes.get('/:id', byId(deps, APPLY_LOAN, getApplicationHandler(deps)));
  routes.patch('/:id', byId(deps, APPLY_LOAN, updateFirstStepHandler(deps, APPLY_LOAN)));
  routes.get('/:id/business-info', byId(deps, APPLY_LOAN, getBusinessInfoHandler(deps)));

  // POST saves a new section, PATCH a resumed one; both replace it whole (the spec's
  // employment-info and employee-info are the same section).
  const personal = saveSectionHandler(deps, 'personal', personalInfoSchema);
  routes.post('/:id/personal-info', byId(deps, APPLY_LOAN, personal));
  routes.patch('/:id/personal-info', byId(deps, APPLY_LOAN, personal));
  const employment = saveSectionHandler(deps, 'employment', employmentInfoSchema);
  routes.post('/:id/employment-info', byId(deps, APPLY_LOAN, employment));
  routes.patch('/:id/employee-info', byId(deps, APPLY_LOAN, employment));
  const business = saveSectionHandler(deps, 'business', businessInfoSchema);
  routes.post('/:id/business-info', byId(deps, APPLY_LOAN, business));
  routes.patch('/:id/business-info', byId(deps, APPLY_LOAN, business));

  return routes;
}
