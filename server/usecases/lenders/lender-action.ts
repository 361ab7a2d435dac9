import type { Kysely, Transaction } from 'kysely';
import { lenderActionRefusal, lenderRefusalStatus } from '../../../src/domain/lenders/actions';
import {
  decideLender,
  withLenderAnswer,
  type LenderOffer,
} from '../../../src/domain/lenders/decision';
import type { Lender, SupportedAction } from '../../../src/domain/lenders/policy';
import type { Database, LenderStatusRow } from '../../db/schema';
import { ApiError } from '../../errors';
import {
  answerOf,
  decisionInputOf,
  lenderOf,
  partnerApplication,
  type LenderActor,
  type LenderApplicationRow,
} from './lender-row';

/*
 * The start of every lender row action (Send, Upload, Email, Export): the application by id
 * and owner (404), the lender (404), this lender's decision (its own REJECTED once it sent
 * one) and its stored status, then the one rule of when the action may run
 * (src/domain/lenders/actions.ts) — refused with 400 and its words (409 while the row is
 * PENDING: no loan offer, no answer from the lender). Nothing is written here.
 */

export interface LenderAction {
  application: LenderApplicationRow;
  lender: Lender;
  /** This lender's row of the lenders table, as GET /v1/lender/policy/decision answers it. */
  offer: LenderOffer;
  /** What the lender said so far (a lead sent), or null. */
  lenderStatus: LenderStatusRow | null;
}

export async function loadLenderAction(
  db: Kysely<Database> | Transaction<Database>,
  actor: LenderActor,
  applicationId: string,
  lenderId: string,
  action: SupportedAction,
): Promise<LenderAction> {
  const application = await partnerApplication(db, actor.partnerId, applicationId);
  const lender = lenderOf(lenderId);
  const lenderStatus =
    (await db
      .selectFrom('lender_statuses')
      .selectAll()
      .where('application_id', '=', application.id)
      .where('lender_id', '=', lender.id)
      .executeTakeFirst()) ?? null;
  const decided = decideLender(lender, decisionInputOf(application, actor.now));
  const offer = withLenderAnswer(decided, answerOf(lenderStatus));
  const refusal = lenderActionRefusal({
    decision: offer.decision,
    applicationStatus: application.status,
    lenderStatus: lenderStatus?.status ?? null,
    action,
    lenderId: lender.id,
  });
  if (refusal) throw new ApiError(lenderRefusalStatus(refusal), refusal);
  return { application, lender, offer, lenderStatus };
}
