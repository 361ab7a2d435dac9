import { Hono } from 'hono';
import {
  BreRunRequestSchema,
  BreUpdateRequestSchema,
} from '../../src/domain/rules-engine/offer-edit-schema';
import { sandboxBureau } from '../../src/domain/rules-engine/bureau-sandbox';
import type { AppDeps } from '../deps';
import { onlyCapturers, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import type { Schema } from '../contract-types';
import { jsonBody, valid } from '../http/input';
import { viewerOf } from '../usecases/applications/access';
import { changeLoanOffer, loanOfferOf } from '../usecases/capture/loan-offer';

export const OFFER_FETCHED = 'Loan offer fetched successfully';
export const OFFER_UPDATED = 'Loan offer updated successfully!';

/** The rules engine (/api/v1/bureau/bre/loankone): a partner's application's loan offer. */
export function rulesEngineRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const bureau = deps.bureau ?? sandboxBureau;

  // Running or changing the offer is capture: a partner's, not an admin's (403 before the body).
  const capturer = [requireToken(deps, 'login'), onlyCapturers] as const;

  routes.post('/loankone', ...capturer, async (c) => {
    const body = valid(BreRunRequestSchema, await jsonBody(c));
    const offer = await loanOfferOf(deps.db, {
      viewer: viewerOf('KYC', c.var.session),
      id: body.application_id,
      now: deps.clock(),
      bureau,
    });
    const data: Schema<'BreResult'> = { bre_info: offer };
    return ok(c, data, OFFER_FETCHED);
  });

  routes.patch('/loankone', ...capturer, async (c) => {
    const body = valid(BreUpdateRequestSchema, await jsonBody(c));
    const offer = await changeLoanOffer(deps.db, {
      viewer: viewerOf('KYC', c.var.session),
      id: body.application_id,
      edit: body.updated_info,
      accept: body.is_accepted,
      rerun: body.skip_bre_rerun !== true,
      now: deps.clock(),
    });
    const data: Schema<'BreResult'> = { bre_info: offer };
    return ok(c, data, OFFER_UPDATED);
  });

  return routes;
}
