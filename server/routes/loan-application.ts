import { Hono } from 'hono';
import { readListQuery } from '../../src/domain/application-list';
import { MobileSchema } from '../../src/domain/contact';
import { ReturnForCorrectionSchema } from '../../src/domain/review';
import { partnerId, requirePartner, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import type { Schema } from '../contract-types';
import { jsonBody, strictQueryValues, valid } from '../http/input';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { viewerOf } from '../usecases/applications/access';
import { countApplications } from '../usecases/applications/count';
import { listApplications } from '../usecases/applications/list';
import { lookupByMobile } from '../usecases/applications/lookup';
import { mayReview, returnForCorrection } from '../usecases/applications/return-for-correction';
import { applicationIdOf, mountApplicationRoutes, type FamilyRoutes } from './application-routes';
import { mountAssetDocumentsRoute, mountCaptureRoutes, mountSubmitRoute } from './capture-routes';

const KYC: FamilyRoutes = { family: 'KYC', need: 'login' };

/** The partner capture flow (purpose KYC, login token): /api/v1/loan-application/… */
export function loanApplicationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  // requirePartner: the referral code the count needs comes with the (cached) account.
  routes.get('/count', requirePartner(deps), async (c) => {
    const count = await countApplications(deps.db, c.var.partner, deps.sessionCache);
    const data: Schema<'Count'> = { count };
    return ok(c, data, 'Count fetched successfully');
  });

  // Before the /:id routes, so 'list' is never read as an application id.
  routes.get('/list/:status', requireToken(deps, 'login'), async (c) => {
    const query = readListQuery(c.req.param('status'), strictQueryValues(c, ['size', 'page']));
    if (!query.ok) throw new ApiError(400, query.message);
    const data: Schema<'ApplicationPage'> = await listApplications(
      deps.db,
      partnerId(c.var.session),
      query.value,
    );
    return ok(c, data, 'Applications fetched successfully');
  });

  routes.get('/lookup/:mobile', requireToken(deps, 'login'), async (c) => {
    const mobile = valid(MobileSchema, c.req.param('mobile'));
    const content = await lookupByMobile(deps.db, viewerOf('KYC', c.var.session), mobile);
    const data: Schema<'ApplicationSummaryList'> = { content };
    return ok(c, data, 'Application found with the given mobile number');
  });

  mountApplicationRoutes(routes, deps, KYC);
  mountCaptureRoutes(routes, deps, KYC);
  mountSubmitRoute(routes, deps, KYC);
  mountAssetDocumentsRoute(routes, deps, KYC);

  routes.post('/:id/return-for-correction', requirePartner(deps), async (c) => {
    const reviewer = mayReview(c.var.partner);
    const id = applicationIdOf(c.req.param('id'));
    const body = valid(ReturnForCorrectionSchema, await jsonBody(c));
    const data: Schema<'ApplicationSummary'> = await returnForCorrection(deps.db, {
      reviewer,
      id,
      remarks: body.remarks,
      now: deps.clock(),
    });
    return ok(c, data, 'Application returned for correction');
  });

  return routes;
}
