import { Hono } from 'hono';
import { ApplicationIdSchema } from '../../src/domain/application-ids';
import { LeadRequestSchema, LeadUploadRequestSchema } from '../../src/domain/lenders/lead';
import { fieldsObject } from '../../src/domain/validation';
import { sandboxLenderGateway } from '../adapters/lenders/sandbox';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { partnerId, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import { idempotent, onceOf } from '../http/idempotency';
import { jsonBody, strictQuery, valid } from '../http/input';
import { lenderDecisions } from '../usecases/lenders/decisions';
import { sendLead } from '../usecases/lenders/lead';
import type { LenderActor } from '../usecases/lenders/lender-row';
import { listLenders } from '../usecases/lenders/list';
import { uploadLeadDocuments } from '../usecases/lenders/upload';

const LEAD_SENT = 'Lead sent to the lender';
const DOCUMENTS_SENT = 'Documents sent to the lender';

const DecisionQuerySchema = fieldsObject({ application_id: ApplicationIdSchema });

/** Lenders: /api/v1/lender… (partner login only: a guest token gets 403). */
export function lenderRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  // No lender API given: the sandbox lender, one per app, as the deps say.
  const gateway = deps.lenders ?? sandboxLenderGateway();
  const login = requireToken(deps, 'login');
  const actorOf = (c: { var: AppEnv['Variables'] }): LenderActor => ({
    partnerId: partnerId(c.var.session),
    now: deps.clock(),
  });

  routes.get('/', login, async (c) => {
    const data: Schema<'LenderList'> = { data: await listLenders(deps.db) };
    return ok(c, data, 'Lenders fetched successfully');
  });

  routes.get('/policy/decision', login, async (c) => {
    const query = valid(DecisionQuerySchema, strictQuery(c, ['application_id']));
    const data: Schema<'LenderOffer'>[] = await lenderDecisions(
      deps.db,
      actorOf(c),
      query.application_id,
    );
    return ok(c, data, 'Lender decisions fetched successfully');
  });

  const once = idempotent(deps);

  routes.post('/integration/lead', login, once, async (c) => {
    const body = valid(LeadRequestSchema, await jsonBody(c));
    const data: Schema<'LeadResult'> = await sendLead(
      deps.db,
      gateway,
      actorOf(c),
      {
        applicationId: body.application_id,
        lenderId: body.lender_id,
      },
      onceOf(c, 200, LEAD_SENT),
    );
    return ok(c, data, LEAD_SENT);
  });

  routes.post('/integration/lead/upload', login, once, async (c) => {
    const body = valid(LeadUploadRequestSchema, await jsonBody(c));
    const data: Schema<'LeadUploadResult'> = await uploadLeadDocuments(
      deps.db,
      { gateway, storage: deps.storage },
      actorOf(c),
      { applicationId: body.application_id, lenderId: body.lender_id, leadId: body.lead_id },
      onceOf(c, 200, DOCUMENTS_SENT),
    );
    return ok(c, data, DOCUMENTS_SENT);
  });

  return routes;
}
