import { Hono, type MiddlewareHandler } from 'hono';
import { readPageQuery } from '../../src/domain/paging';
import { CaseSchema } from '../../src/domain/cases/case-schema';
import { mayRecordCases, NO_CASES_FOR_KIND } from '../../src/domain/partner-kinds';
import { requirePartner, type PartnerEnv } from '../http/auth';
import { idempotent, onceOf } from '../http/idempotency';
import { created, ok } from '../http/envelope';
import { jsonBody, strictQueryValues, valid } from '../http/input';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { casesOf, recordCase, type CaseAnswer } from '../usecases/cases/cases';

export const CASE_RECORDED = 'Your Case has been recorded successfully';

/**
 * Only partner kinds that record cases (src/domain/partner-kinds.ts) get past here: the others
 * get 403 before the body or the query is read.
 */
const onlyCaseRecorders: MiddlewareHandler<PartnerEnv> = async (c, next) => {
  if (!mayRecordCases(c.var.partner.partner_kind)) throw new ApiError(403, NO_CASES_FOR_KIND);
  await next();
};

/** Offline disbursement cases: /api/v1/payout/… (partner-portal §2, §5, §7). */
export function payoutRoutes(deps: AppDeps) {
  const routes = new Hono<PartnerEnv>();

  routes.post('/case', requirePartner(deps), onlyCaseRecorders, idempotent(deps), async (c) => {
    const body = valid(CaseSchema, await jsonBody(c));
    const once = onceOf<CaseAnswer, PartnerEnv>(c, 201, CASE_RECORDED);
    const recorded = await recordCase(deps.db, c.var.partner.id, body, deps.clock(), once);
    return created(c, recorded, CASE_RECORDED);
  });

  routes.get('/case', requirePartner(deps), onlyCaseRecorders, async (c) => {
    const reading = readPageQuery(strictQueryValues(c, ['size', 'page']));
    if (!reading.ok) throw new ApiError(400, reading.message);
    const page = await casesOf(deps.db, c.var.partner.id, reading.value);
    return ok(c, page, 'Cases fetched successfully');
  });

  return routes;
}
