import type { Context, Hono, Next } from 'hono';
import { ApplicationIdSchema, TrackerIdSchema } from '../../src/domain/application-ids';
import { businessInfoSchema } from '../../src/domain/sections/business';
import { employmentInfoSchema } from '../../src/domain/sections/employment';
import { firstStepSchema } from '../../src/domain/sections/first-step';
import { personalInfoSchema } from '../../src/domain/sections/personal';
import type * as v from 'valibot';
import type { ApplicationFamily } from '../db/schema';
import type { AppDeps } from '../deps';
import { admitSession, requireToken, tokenOf, type AppEnv, type TokenNeed } from '../http/auth';
import { created, ok, type Schema } from '../http/envelope';
import { brandOf } from '../http/brand';
import { jsonBody, valid } from '../http/input';
import { viewerOf, type Viewer } from '../usecases/applications/access';
import { getBusinessInfo } from '../usecases/applications/business-info';
import { createApplication } from '../usecases/applications/create';
import { firstStepRules, type FirstStep } from '../usecases/applications/first-step';
import { applicationOf, findSessionAndApplication } from '../usecases/applications/get';
import {
  checkSectionFiles,
  saveSectionWithToken,
  whyNotSaved,
} from '../usecases/applications/save-section';
import { SECTIONS, type SectionName } from '../usecases/applications/sections';
import { updateFirstStep } from '../usecases/applications/update-first-step';

/*
 * What the two families' routers share: the id in the path, the token, the viewer it makes.
 * Each family mounts these on its own paths (loan-application.ts, apply-loan.ts).
 */

/** Paths beside /{id} served by another router (uploads): never taken for an id. */
const NOT_AN_ID = new Set(['presigned-url']);

export interface FamilyRoutes {
  family: ApplicationFamily;
  need: TokenNeed;
}

/** Checks the token as the route's middleware would, then gives the viewer it makes. */
export async function viewerFor(deps: AppDeps, c: Context<AppEnv>, family: FamilyRoutes) {
  await requireToken(deps, family.need)(c, () => Promise.resolve());
  return viewerOf(family.family, c.var.session);
}

/** The {id} of the path: 400 'Invalid application id' unless it is 32 letters or digits. */
export function applicationIdOf(param: string | undefined): string {
  return valid(ApplicationIdSchema, param);
}

type ById = (c: Context<AppEnv>, viewer: Viewer, id: string) => Promise<Response>;

/**
 * A handler for …/{id}…: token first (401/403), then the id (400), then the use case. A static
 * path of another router in the {id} place (GET …/presigned-url) is left to that router.
 */
export function byId(deps: AppDeps, family: FamilyRoutes, handler: ById) {
  return async (c: Context<AppEnv>, next: Next): Promise<Response | void> => {
    if (NOT_AN_ID.has(c.req.param('id') ?? '')) return next();
    const viewer = await viewerFor(deps, c, family);
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
): Promise<{ token: string; value: T }> {
  let checked: { value: T } | { error: unknown };
  try {
    checked = { value: await checks() };
  } catch (error) {
    checked = { error };
  }
  const token = tokenOf(c);
  if (token && 'value' in checked) return { token, value: checked.value };
  await viewerFor(deps, c, family);
  // The token is a live one the route admits: the check's own answer.
  throw 'error' in checked ? checked.error : new Error('unreachable: a token was checked');
}

/** GET …/{id}: the token's session and the application in one query. */
export function getApplicationRoute(deps: AppDeps, family: FamilyRoutes) {
  return async (c: Context<AppEnv>, next: Next): Promise<Response | void> => {
    if (NOT_AN_ID.has(c.req.param('id') ?? '')) return next();
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

/** The first step of the body, checked with the form's schema under the site's brand rules. */
async function firstStepOf(c: Context<AppEnv>, family: FamilyRoutes) {
  const body = await jsonBody(c);
  const rules = firstStepRules(family.family, brandOf(c));
  const step: FirstStep = valid(firstStepSchema(rules, fieldsOf(body)), body);
  return { step, body };
}

/** POST …/create: 201 with the new application's summary. */
export function createHandler(deps: AppDeps, family: FamilyRoutes) {
  return async (c: Context<AppEnv>) => {
    const viewer = await viewerFor(deps, c, family);
    const { step, body } = await firstStepOf(c, family);
    // The public flow's device makes the tracker id; the partner flow's comes from the server.
    const trackerId =
      family.family === 'APPLY_LOAN'
        ? valid(TrackerIdSchema, fieldsOf(body)['tracker_id'])
        : undefined;
    const data: Schema<'ApplicationSummary'> = await createApplication(deps.db, {
      viewer,
      step,
      ...(trackerId ? { trackerId } : {}),
      now: deps.clock(),
    });
    return created(c, data, 'Application created successfully');
  };
}

/** PATCH …/{id}: the first step again (resume). */
export const updateFirstStepHandler =
  (deps: AppDeps, family: FamilyRoutes): ById =>
  async (c, viewer, id) => {
    const { step } = await firstStepOf(c, family);
    const data: Schema<'ApplicationSummary'> = await updateFirstStep(deps.db, {
      viewer,
      id,
      step,
      now: deps.clock(),
    });
    return ok(c, data, 'Application updated successfully');
  };

/** A section's body schema from src/domain/sections, for the site's rules and the values sent. */
export type SectionSchemaFor = (
  rules: { relaxedValidation: boolean },
  values: Record<string, unknown>,
) => v.GenericSchema<unknown, Record<string, unknown>>;

/**
 * POST or PATCH …/{id}/{section}: the id and the body checked, then the files it names (they
 * must be this application's), then the token's session and the save in one statement, which
 * writes only for a session that may; a refused save says why.
 */
export function saveSectionRoute(
  deps: AppDeps,
  family: FamilyRoutes,
  name: SectionName,
  schemaFor: SectionSchemaFor,
) {
  return async (c: Context<AppEnv>, next: Next): Promise<Response | void> => {
    if (NOT_AN_ID.has(c.req.param('id') ?? '')) return next();
    const { token, value } = await checkedBeforeToken(deps, c, family, async () => {
      const id = applicationIdOf(c.req.param('id'));
      const body = await jsonBody(c);
      const rules = { relaxedValidation: brandOf(c).flags.relaxedValidation };
      return { id, section: valid(schemaFor(rules, fieldsOf(body)), body) };
    });
    // One query more: the section names only this application's files (the viewer only if not).
    await checkSectionFiles(deps.db, { id: value.id, name, section: value.section }, () =>
      viewerFor(deps, c, family),
    );
    const found = await saveSectionWithToken(deps.db, {
      family: family.family,
      token,
      id: value.id,
      name,
      section: value.section,
      now: deps.clock(),
    });
    const session = admitSession(deps, c, family.need, found?.session ?? null);
    if (!found?.saved) {
      throw await whyNotSaved(deps.db, { family: family.family, session, id: value.id, name });
    }
    const data: Schema<'ApplicationSummary'> = found.saved;
    return ok(c, data, SECTIONS[name].saved);
  };
}

/**
 * The operations both families have, on the family's own router: create, read, the first step's
 * update, business details, and the section saves. POST saves a new section, PATCH a resumed
 * one; both replace it whole (the spec's employment-info and employee-info are one section).
 */
export function mountApplicationRoutes(routes: Hono<AppEnv>, deps: AppDeps, family: FamilyRoutes) {
  routes.post('/create', createHandler(deps, family));
  routes.get('/:id', getApplicationRoute(deps, family));
  routes.patch('/:id', byId(deps, family, updateFirstStepHandler(deps, family)));
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
