import type { Kysely } from 'kysely';
import {
  decideLenders,
  withLenderAnswer,
  type LenderOffer,
} from '../../../src/domain/lenders/decision';
import type { Database } from '../../db/schema';
import { answerOf, decisionInputOf, partnerApplication, type LenderActor } from './lender-row';

/*
 * GET /v1/lender/policy/decision: every lender's row for the partner's application, decided
 * by the domain's rules (src/domain/lenders/decision.ts), preferred lenders first; a lender
 * that itself rejected the lead shows its own REJECTED and reasons.
 */
export async function lenderDecisions(
  db: Kysely<Database>,
  actor: LenderActor,
  applicationId: string,
): Promise<LenderOffer[]> {
  const application = await partnerApplication(db, actor.partnerId, applicationId);
  const statuses = await db
    .selectFrom('lender_statuses')
    .select(['lender_id', 'status', 'raw_data_from_lender'])
    .where('application_id', '=', application.id)
    .execute();
  const byLender = new Map(statuses.map((row) => [row.lender_id, row]));
  return decideLenders(decisionInputOf(application, actor.now)).map((offer) =>
    withLenderAnswer(offer, answerOf(byLender.get(offer.lender_id) ?? null)),
  );
}
