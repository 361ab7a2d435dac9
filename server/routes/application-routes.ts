import type { Context, Hono } from 'hono';
import { ApplicationIdSchema, TrackerIdSchema } from '../../src/domain/application-ids';
import { businessInfoSchema } from '../../src/domain/sections/business';
import { employmentInfoSchema } from '../../src/domain/sections/employment';
import { firstStepSchema } from '../../src/domain/sections/first-step';
import { personalInfoSchema } from '../../src/domain/sections/personal';
import type * as v from 'valibot';
import type { ApplicationFamily, StoredSection } from '../db/schema';
import type { AppDeps } from '../deps';
import {
  admitSession,
  mayCapture,
  requireToken,
  tokenOf,
  type AppEnv,
  type TokenNeed,
} from '../http/auth';
import { created, ok } from '../http/envelope';
import { idempotent, onceOf } from '../http/idempotency';
import type { Schema } from '../contract-types';
import { brandOf, brandOfKey } from '../http/brand';
import { jsonBody, valid } from '../http/input';
import { viewerOf, type Viewer } from '../usecases/applications/access';
import { getBusinessInfo } from '../usecases/applications/business-info';
import { APPLY_NOW_NOT_OFFERED, createApplication } from '../usecases/applications/create';
import { firstStepRules, type FirstStep } from '../usecases/applications/first-step';
import { applicationOf, findSessionAndApplication } from '../usecases/applications/get';
import {
  brandOfApplication,
  checkSectionFiles,
  saveSectionWithToken,
  whyNotSaved,
} from '../usecases/applications/save-section';
import {
  PERSONAL_DETAILS_FIRST,
  SECTIONS,
  type SectionName,
} from '../usecases/applications/sections';
import { ApiError } from '../errors';
import { updateFirstStep } from '../usecases/applications/update-first-step';
import { consentOrigin } from '../http/consent-origin';
import type { FirstStepConsentContext } from '../usecases/consents/first-step';
import { consentLibraryOf } from '../usecases/consents/record';

/*
 * What the two families' routers share: the id in the path, the token, the viewer it makes.
 * Each family mounts these on its own paths (loan-application.ts, apply-loan.ts).
 */

/**
 * The path of …/{id}: any one segment but `presigned-url`, the documents router's path beside
 * it (GET …/loan-application/presigned-url). The route's pattern keeps that path out, so no
 * handler has to step aside at run time; a malformed id still reaches the handler and gets its
 * 400 'Invalid application id' rather than a 404 that would hide the mistake. Paths with more
 * segments (…/{id}/personal-info) cannot meet a one-segment static path.
 */
export const BY_ID = '/:id{(?!presigned-url$)[^/]+}';

export interface FamilyRoutes {
  family: ApplicationFamily;
  need: TokenNeed;
}

/**
 * Checks the token as the route's middleware would, then gives the viewer it makes. A route
 * that creates or edits (`capture`) of the partner flow also needs a partner's login: an
 * admin's gets 403 here, before the route reads an id or a body.
 */
export async function viewerFor(
  deps: AppDeps,
  c: Context<AppEnv>,
  family: FamilyRoutes,
  capture = false,
) {
  await requireToken(deps, family.need)(c, () => Promise.resolve());
  if (capture && family.family === 'KYC') mayCapture(c.var.session);
  return viewerOf(family.family, c.var.session);
}

/** The {id} of the path: 400 'Invalid application id' unless it is 32 letters or digits. */
export function applicationIdOf(param: string | undefined): string {
  return valid(ApplicationIdSchema, param);
}

type ById = (c: Context<AppEnv>, viewer: Viewer, id: string) => Promise<Response>;

/** A handler for …/{id}…: token first (401/403), then the id (400), then the use case. */
export function byId(deps: AppDeps, family: FamilyRoutes, handler: ById, capture = false) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const viewer = await viewerFor(deps, c, family, capture);
    return handler(c, viewer, applicationIdOf(c.req.param('id')));
  };
}

/**
 * For the routes that read the token's session in the same query as their data: the checks
 * that need no database (the id, the body) run first, and when the token is missing or a check
 * failed the answer is byId's: the token's 401 or 403 first, then the check's own 400. So the
 * order of answers is the same, and a bad request never reaches the query that writes.
 */
async function checkedBeforeToken<T>(
  deps: AppDeps,
  c: Context<AppEnv>,
  family: FamilyRoutes,
  checks: () => T | Promise<T>,
  capture = false,
): Promise<{ token: string; value: T }> {
  let checked: { value: T } | { error: unknown };
  try {
    checked = { value: await checks() };
  } catch (error) {
    checked = { error };
  }
  const token = tokenOf(c);
  if (token && 'value' in checked) return { token, value: checked.value };
  await viewerFor(deps, c, family, capture);
  // The token is a live one the route admits: the check's own answer.
  throw 'error' in checked ? checked.error : new Error('unreachable: a token was checked');
}

/** GET …/{id}: the token's session and the application in one query. */
export function getApplicationRoute(deps: AppDeps, family: FamilyRoutes) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { token, value: id } = await checkedBeforeToken(deps, c, family, () =>
      applicationIdOf(c.req.param('id')),
    );
    const found = await findSessionAndApplication(deps.db, {
      family: family.family,
      token,
      id,
      now: deps.clock(),
    });
    admitSession(deps, c, family.need, found?.session ?? null);
    const data: Schema<'Application'> = applicationOf(found?.application ?? null);
    return ok(c, data, 'Application fetched successfully');
  };
}

export const getBusinessInfoHandler =
  (deps: AppDeps): ById =>
  async (c, viewer, id) => {
    const data: Schema<'BusinessInfo'> = await getBusinessInfo(deps.db, viewer, id);
    return ok(c, data, 'Business details loaded successfully');
  };

function fieldsOf(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The first step of a body, checked with the form's schema under a brand's (key) rules. */
function firstStepOf(family: FamilyRoutes, body: unknown, brand: string): FirstStep {
  const rules = firstStepRules(family.family, brandOfKey(brand));
  return valid(firstStepSchema(rules, fieldsOf(body)), body);
}

/** Where a first-step request's ticked consents were given, and the texts of this server. */
function consentContextOf(deps: AppDeps, c: Context<AppEnv>): FirstStepConsentContext {
  return { library: consentLibraryOf(deps), origin: consentOrigin(c) };
}

const APPLICATION_CREATED = 'Application created successfully';

/**
 * POST …/create: 201 with the new application's summary. It is made on the session's brand,
 * whose rules check the first step now and every later save.
 */
export function createHandler(deps: AppDeps, family: FamilyRoutes) {
  return async (c: Context<AppEnv>) => {
    const viewer = await viewerFor(deps, c, family, true);
    const { brand } = c.var.session;
    // Apply Now hidden is not only a missing link: a borrower's create is refused there too.
    if (family.family === 'APPLY_LOAN' && !brandOfKey(brand).flags.showApplyNow) {
      throw new ApiError(403, APPLY_NOW_NOT_OFFERED);
    }
    const body = await jsonBody(c);
    const step = firstStepOf(family, body, brand);
    const consents = consentContextOf(deps, c);
    // The public flow's device makes the tracker id; the partner flow's comes from the server.
    const trackerId =
      family.family === 'APPLY_LOAN'
        ? valid(TrackerIdSchema, fieldsOf(body)['tracker_id'])
        : undefined;
    const data: Schema<'ApplicationSummary'> = await createApplication(
      deps.db,
      {
        viewer,
        brand,
        step,
        ...(trackerId ? { trackerId } : {}),
        consents,
        now: deps.clock(),
      },
      onceOf(c, 201, APPLICATION_CREATED),
    );
    return created(c, data, APPLICATION_CREATED);
  };
}

/** PATCH …/{id}: the first step again (resume), under the application's brand rules. */
export const updateFirstStepHandler =
  (deps: AppDeps, family: FamilyRoutes): ById =>
  async (c, viewer, id) => {
    const body = await jsonBody(c);
    const data: Schema<'ApplicationSummary'> = await updateFirstStep(deps.db, {
      viewer,
      id,
      stepFor: (brand) => firstStepOf(family, body, brand),
      consents: consentContextOf(deps, c),
      now: deps.clock(),
    });
    return ok(c, data, 'Application updated successfully');
  };

/** A section's body schema from src/domain/sections, for a brand's rules and the values sent. */
export type SectionSchemaFor = (
  rules: { relaxedValidation: boolean },
  values: Record<string, unknown>,
) => v.GenericSchema<unknown, Record<string, unknown>>;

/** A section's body checked under a brand's (key) rules. */
function sectionOf(schemaFor: SectionSchemaFor, body: unknown, brand: string): StoredSection {
  const rules = { relaxedValidation: brandOfKey(brand).flags.relaxedValidation };
  return valid(schemaFor(rules, fieldsOf(body)), body);
}

/**
 * POST or PATCH …/{id}/{section}: the id and the body checked, then the files it names (they
 * must be this application's), then the token's session and the save in one statement, which
 * writes only for a session that may; a refused save says why.
 *
 * The body is checked before that statement under the rules of the site's brand, which is the
 * session's (the statement and admitSession refuse a session of another brand), and the
 * statement writes only into an application of that brand. An application of another brand
 * (its partner logged in on two brands' sites) is checked again under its own brand's rules,
 * off the hot path: when the first check refused the body, or the save found the brands differ.
 */
export function saveSectionRoute(
  deps: AppDeps,
  family: FamilyRoutes,
  name: SectionName,
  schemaFor: SectionSchemaFor,
) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const site = brandOf(c).key;
    const { token, value } = await checkedBeforeToken(
      deps,
      c,
      family,
      async () => {
        const id = applicationIdOf(c.req.param('id'));
        const body = await jsonBody(c);
        return { id, body, checked: attempt(() => sectionOf(schemaFor, body, site)) };
      },
      true,
    );
    const { id, body } = value;
    let rules = site;
    let section: StoredSection;
    if ('value' in value.checked) {
      section = value.checked.value;
    } else {
      // Refused under the site's rules: the application's own brand decides, when it differs.
      const viewer = await viewerFor(deps, c, family, true);
      const brand = await brandOfApplication(deps.db, viewer, id);
      if (brand === null || brand === site) throw value.checked.error;
      rules = brand;
      section = sectionOf(schemaFor, body, rules);
    }
    // One query more: the section names only this application's files (the viewer only if not).
    await checkSectionFiles(deps.db, { id, name, section }, () => viewerFor(deps, c, family, true));
    const save = () =>
      saveSectionWithToken(deps.db, {
        family: family.family,
        token,
        id,
        name,
        section,
        site,
        rules,
        now: deps.clock(),
      });
    let found = await save();
    const session = admitSession(deps, c, family.need, found?.session ?? null);
    if (family.family === 'KYC') mayCapture(session);
    if (!found?.saved) {
      const why = await whyNotSaved(deps.db, { family: family.family, session, id, name, rules });
      if (why instanceof ApiError) throw why;
      rules = why.otherBrand;
      section = sectionOf(schemaFor, body, rules);
      await checkSectionFiles(deps.db, { id, name, section }, () =>
        viewerOf(family.family, session),
      );
      found = await save();
      if (!found?.saved) {
        const again = await whyNotSaved(deps.db, {
          family: family.family,
          session,
          id,
          name,
          rules,
        });
        throw again instanceof ApiError ? again : new ApiError(409, PERSONAL_DETAILS_FIRST);
      }
    }
    const data: Schema<'ApplicationSummary'> = found.saved;
    return ok(c, data, SECTIONS[name].saved);
  };
}

/** What a check gave: its value, or what it threw. */
function attempt<T>(check: () => T): { value: T } | { error: unknown } {
  try {
    return { value: check() };
  } catch (error) {
    return { error };
  }
}

/**
 * The operations both families have, on the family's own router: create, read, the first step's
 * update, business details, and the section saves. POST saves a new section, PATCH a resumed
 * one; both replace it whole (the spec's employment-info and employee-info are one section).
 */
export function mountApplicationRoutes(routes: Hono<AppEnv>, deps: AppDeps, family: FamilyRoutes) {
  routes.post('/create', idempotent(deps), createHandler(deps, family));
  routes.get(BY_ID, getApplicationRoute(deps, family));
  routes.patch(BY_ID, byId(deps, family, updateFirstStepHandler(deps, family), true));
  routes.get('/:id/business-info', byId(deps, family, getBusinessInfoHandler(deps)));

  const personal = saveSectionRoute(deps, family, 'personal', personalInfoSchema);
  routes.post('/:id/personal-info', personal);
  routes.patch('/:id/personal-info', personal);
  const employment = saveSectionRoute(deps, family, 'employment', employmentInfoSchema);
  routes.post('/:id/employment-info', employment);
  routes.patch('/:id/employee-info', employment);
  const business = saveSectionRoute(deps, family, 'business', businessInfoSchema);
  routes.post('/:id/business-info', business);
  routes.patch('/:id/business-info', business);
}
