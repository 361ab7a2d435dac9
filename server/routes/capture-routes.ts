import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { CO_APPLICANT_REMOVED, coApplicantSchema } from '../../src/domain/sections/co-applicant';
import { ReferencesSchema } from '../../src/domain/sections/references';
import type { StoredSection } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/auth';
import { brandOfKey } from '../http/brand';
import { created, ok } from '../http/envelope';
import { idempotent, onceOf } from '../http/idempotency';
import type { Schema } from '../contract-types';
import { jsonBody, valid } from '../http/input';
import type { Viewer } from '../usecases/applications/access';
import {
  addCoApplicant,
  getCoApplicant,
  type DetailsFor,
  listCoApplicants,
  removeCoApplicant,
  updateCoApplicant,
} from '../usecases/capture/co-applicants';
import { ASSET_DOCUMENTS_SAVED, saveAssetDocuments } from '../usecases/capture/asset-documents';
import { REFERENCES_SAVED, saveReferences } from '../usecases/capture/references';
import { APPLICATION_SUBMITTED, submitApplication } from '../usecases/capture/submit';
import { applicationIdOf, byId, viewerFor, type FamilyRoutes } from './application-routes';

const CO_APPLICANT_ADDED = 'Co-applicant added successfully';

/*
 * The capture steps after the work section, on each family's router: co-applicants and
 * references (both families), asset documents (the partner's only: the contract has no public
 * route for them). Each answers 401/403 for the token first, then 400 for the id or the body,
 * then the use case's 404 or 409; nothing is written unless all of them pass.
 */

/** A co-applicant's id as the path gives it: the 32 letters or digits the server made. */
const CoApplicantIdSchema = v.pipe(
  v.string('Invalid co-applicant id'),
  v.regex(/^[A-Za-z0-9]{32}$/, 'Invalid co-applicant id'),
);

/**
 * The co-applicant's details from the body, checked under the rules of the application's brand
 * (a key), which the use case knows once it has found the application.
 */
async function coApplicantDetails(c: Context<AppEnv>): Promise<DetailsFor> {
  const body = await jsonBody(c);
  const values =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return (brand) => {
    const rules = { relaxedValidation: brandOfKey(brand).flags.relaxedValidation };
    return valid(coApplicantSchema(rules, values), body) as StoredSection;
  };
}

/** The handler of a co-applicant's path: token, then both ids, then the use case. */
function byCoApplicant(
  deps: AppDeps,
  family: FamilyRoutes,
  capture: boolean,
  handler: (
    c: Context<AppEnv>,
    viewer: Viewer,
    id: string,
    coApplicantId: string,
  ) => Promise<Response>,
) {
  return async (c: Context<AppEnv>) => {
    const viewer = await viewerFor(deps, c, family, capture);
    const id = applicationIdOf(c.req.param('id'));
    const coApplicantId = valid(CoApplicantIdSchema, c.req.param('coApplicantId'));
    return handler(c, viewer, id, coApplicantId);
  };
}

export function mountCaptureRoutes(routes: Hono<AppEnv>, deps: AppDeps, family: FamilyRoutes) {
  routes.get('/co-applicant/list/:id', async (c) => {
    const viewer = await viewerFor(deps, c, family);
    const data: Schema<'CoApplicantList'> = await listCoApplicants(
      deps.db,
      viewer,
      applicationIdOf(c.req.param('id')),
    );
    return ok(c, data, 'Co-applicants fetched successfully');
  });

  routes.post('/co-applicant/add/:id', idempotent(deps), async (c) => {
    const viewer = await viewerFor(deps, c, family, true);
    const applicationId = applicationIdOf(c.req.param('id'));
    const detailsFor = await coApplicantDetails(c);
    const data: Schema<'CoApplicantCreated'> = await addCoApplicant(
      deps.db,
      { viewer, applicationId, detailsFor, now: deps.clock() },
      onceOf(c, 201, CO_APPLICANT_ADDED),
    );
    return created(c, data, CO_APPLICANT_ADDED);
  });

  routes.get(
    '/co-applicant/:id/:coApplicantId',
    byCoApplicant(deps, family, false, async (c, viewer, id, coApplicantId) => {
      const data: Schema<'CoApplicant'> = await getCoApplicant(deps.db, viewer, id, coApplicantId);
      return ok(c, data, 'Co-applicant fetched successfully');
    }),
  );

  routes.patch(
    '/co-applicant/:id/:coApplicantId',
    byCoApplicant(deps, family, true, async (c, viewer, id, coApplicantId) => {
      const detailsFor = await coApplicantDetails(c);
      const data: Schema<'CoApplicant'> = await updateCoApplicant(deps.db, {
        viewer,
        applicationId: id,
        coApplicantId,
        detailsFor,
        now: deps.clock(),
      });
      return ok(c, data, 'Co-applicant updated successfully');
    }),
  );

  routes.delete(
    '/co-applicant/:id/:coApplicantId',
    byCoApplicant(deps, family, true, async (c, viewer, id, coApplicantId) => {
      await removeCoApplicant(deps.db, {
        viewer,
        applicationId: id,
        coApplicantId,
        now: deps.clock(),
      });
      return ok(c, null, CO_APPLICANT_REMOVED);
    }),
  );

  const references = (replace: boolean) =>
    byId(
      deps,
      family,
      async (c, viewer, id) => {
        const body = valid(ReferencesSchema, await jsonBody(c));
        const data: Schema<'ReferenceList'> = await saveReferences(deps.db, {
          viewer,
          id,
          body,
          replace,
          now: deps.clock(),
        });
        return ok(c, data, REFERENCES_SAVED);
      },
      true,
    );
  routes.post('/:id/reference', references(true));
  routes.patch('/:id/reference', references(false));
}

/** PUT …/{id}/asset-documents (partner capture only). */
export function mountAssetDocumentsRoute(
  routes: Hono<AppEnv>,
  deps: AppDeps,
  family: FamilyRoutes,
) {
  routes.put(
    '/:id/asset-documents',
    byId(
      deps,
      family,
      async (c, viewer, id) => {
        const data: Schema<'ApplicationSummary'> = await saveAssetDocuments(deps.db, {
          viewer,
          id,
          body: await jsonBody(c),
          now: deps.clock(),
        });
        return ok(c, data, ASSET_DOCUMENTS_SAVED);
      },
      true,
    ),
  );
}

/** The end of the capture: POST …/{id}/submit (partner) or PATCH …/{id}/mark-completed (borrower). */
export function mountSubmitRoute(routes: Hono<AppEnv>, deps: AppDeps, family: FamilyRoutes) {
  const submit = byId(
    deps,
    family,
    async (c, viewer, id) => {
      const data: Schema<'Submitted'> = await submitApplication(deps.db, {
        viewer,
        id,
        now: deps.clock(),
      });
      return ok(c, data, APPLICATION_SUBMITTED);
    },
    true,
  );
  if (family.family === 'KYC') routes.post('/:id/submit', submit);
  else routes.patch('/:id/mark-completed', submit);
}
