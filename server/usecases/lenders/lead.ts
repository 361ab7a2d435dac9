import type { Kysely } from 'kysely';
import type { Schema } from '../../contract-types';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import type { LenderGateway } from '../../adapters/lenders/port';
import { actorOfViewer } from '../audit/actor';
import { askLender, storeLenderAnswer } from './answer';
import { loadLenderAction } from './lender-action';
import type { LenderActor } from './lender-row';
import { LEAD_SENDING } from './statuses';
import { answering, type Once } from '../idempotency';
import { withValues } from '../../i18n/texts';

/*
 * Send to Lender (POST /v1/lender/integration/lead). One lead per application and lender:
 * a stored lead is answered again without asking the lender. A send claims the pair's row
 * first (status SENDING), so two sends at once cannot both open a lead at the lender; the
 * lender's answer then fills the row, and a failure removes the claim, leaving nothing stored.
 */

export type LeadResult = Schema<'LeadResult'>;

/** A claim older than this is a send that died with its process: another send may take over. */
export const STALE_CLAIM_MS = 5 * 60_000;

const LEAD_UNDER_WAY = /*i18n*/ {
  id: 'LEAD_UNDER_WAY',
  message: 'A lead is being sent to {lender} right now. Please try again in a moment.',
};
export const leadUnderWay = (lenderName: string) =>
  withValues(LEAD_UNDER_WAY, { lender: lenderName });

/** Claims the pair's row for this send; false when another send holds a live claim. */
async function claim(
  db: Kysely<Database>,
  applicationId: string,
  lenderId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('lender_statuses')
    .values({
      application_id: applicationId,
      lender_id: lenderId,
      status: LEAD_SENDING,
      lender_ref_id: null,
      raw_data_from_lender: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['application_id', 'lender_id']).doNothing())
    .returning('lender_id')
    .executeTakeFirst();
  if (inserted) return true;
  const retaken = await db
    .updateTable('lender_statuses')
    .set({ updated_at: now })
    .where('application_id', '=', applicationId)
    .where('lender_id', '=', lenderId)
    .where('status', '=', LEAD_SENDING)
    .where('updated_at', '<', new Date(now.getTime() - STALE_CLAIM_MS))
    .returning('lender_id')
    .executeTakeFirst();
  return retaken !== undefined;
}

export async function sendLead(
  db: Kysely<Database>,
  gateway: LenderGateway,
  actor: LenderActor,
  input: { applicationId: string; lenderId: string },
  once?: Once<LeadResult>,
): Promise<LeadResult> {
  const action = await loadLenderAction(
    db,
    actor,
    input.applicationId,
    input.lenderId,
    'SEND_TO_LENDER',
  );
  const { application, lender, offer, lenderStatus } = action;
  if (lenderStatus?.lender_ref_id) {
    return { status: lenderStatus.status, client_reference_id: lenderStatus.lender_ref_id };
  }
  if (!(await claim(db, application.id, lender.id, actor.now))) {
    throw new ApiError(409, leadUnderWay(lender.name));
  }
  const release = () =>
    db
      .deleteFrom('lender_statuses')
      .where('application_id', '=', application.id)
      .where('lender_id', '=', lender.id)
      .where('status', '=', LEAD_SENDING)
      .execute();
  const sent = await askLender(
    lender.name,
    () =>
      gateway.sendLead({
        lender: { id: lender.id, name: lender.name },
        application: {
          id: application.id,
          tracker_id: application.tracker_id,
          name: application.name,
          mobile: application.mobile,
          job_type: application.job_type,
          loan_type: application.loan_type,
          required_amount: application.required_amount,
        },
        decision: offer.decision,
      }),
    release,
  );
  const pair = { applicationId: application.id, lenderId: lender.id, lenderName: lender.name };
  const result = { status: sent.status, client_reference_id: sent.client_reference_id };
  await storeLenderAnswer(
    db,
    pair,
    { status: sent.status, lender_ref_id: sent.client_reference_id, raw: sent.raw },
    actor.now,
    {
      actor: actorOfViewer({ family: 'KYC', partnerId: actor.partnerId }),
      action: 'LEAD_SENT',
      changes: [
        { field: 'lender_id', new: lender.id },
        { field: 'lender_ref_id', new: sent.client_reference_id },
      ],
    },
    answering(once, result),
  );
  return result;
}
