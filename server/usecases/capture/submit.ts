import type { Kysely } from 'kysely';
import {
  DISBURSEMENT_DATE_PASSED,
  disbursementDatePassed,
} from '../../../src/domain/rules-engine/dates';
import { Stage } from '../../../src/domain/stages';
import type { Database } from '../../db/schema';
import type { Schema } from '../../contract-types';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { NOT_EDITABLE } from '../applications/sections';
import { ApiError } from '../../errors';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { indianToday } from './loan-offer';

/*
 * The end of the capture: the partner's final submit once the offer is accepted, the
 * borrower's mark-completed once the references are saved. Either moves the application to
 * SUBMITTED, once: a second submit answers 409. Either refuses an accepted offer whose
 * disbursement date has passed (400), writing nothing.
 */

export const APPLICATION_SUBMITTED = 'Application submitted successfully';
export const ALREADY_SUBMITTED = /*i18n*/ {
  id: 'ALREADY_SUBMITTED',
  message: 'This application is already submitted.',
};
export const SUBMIT_NEEDS = {
  offer: 'Please accept the loan offer before submitting the application.',
  personal: 'Please save the personal details before submitting the application.',
  work: 'Please save the employment or business details before submitting the application.',
  references: 'Please add the references before submitting the application.',
} as const;

interface SubmitRow {
  status: string;
  stage: string[];
  references: unknown[] | null;
  loan_offer: { decision?: string; is_accepted?: boolean; disbursement_date?: string } | null;
}

/**
 * An accepted offer is disbursed on its date: once that date has passed (India's calendar, as
 * the rules engine's), the partner chooses a new one on the offer before submitting.
 */
function datePassed(row: SubmitRow, now: Date): boolean {
  const offer = row.loan_offer;
  return (
    offer?.is_accepted === true &&
    typeof offer.disbursement_date === 'string' &&
    disbursementDatePassed(offer.disbursement_date, indianToday(now))
  );
}

/** The partner's application needs an accepted offer (which follows every earlier step). */
const partnerMissing = (row: SubmitRow) =>
  row.loan_offer?.decision === 'APPROVED' && row.loan_offer.is_accepted ? null : SUBMIT_NEEDS.offer;

/** The borrower's needs its details, work section and references (no offer on this flow). */
function borrowerMissing(row: SubmitRow): string | null {
  if (!row.stage.includes(Stage.PERSONAL_DETAILS)) return SUBMIT_NEEDS.personal;
  const workSaved =
    row.stage.includes(Stage.EMPLOYMENT_DETAILS) || row.stage.includes(Stage.BUSINESS_DETAILS);
  if (!workSaved) return SUBMIT_NEEDS.work;
  if (!row.references || row.references.length === 0) return SUBMIT_NEEDS.references;
  return null;
}

export async function submitApplication(
  db: Kysely<Database>,
  input: { viewer: Viewer; id: string; now: Date },
): Promise<Schema<'Submitted'>> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('applications')
      .select(['id', 'tracker_id', 'status', 'stage', 'references', 'loan_offer'])
      .where('id', '=', input.id)
      .where(visibleTo(input.viewer))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === 'SUBMITTED') throw new ApiError(409, ALREADY_SUBMITTED);
    if (row.status !== 'DRAFT' && row.status !== 'INCOMPLETE') {
      throw new ApiError(409, NOT_EDITABLE);
    }
    const facts = row as unknown as SubmitRow;
    const missing = input.viewer.family === 'KYC' ? partnerMissing(facts) : borrowerMissing(facts);
    if (missing) throw new ApiError(400, missing);
    if (datePassed(facts, input.now)) throw new ApiError(400, DISBURSEMENT_DATE_PASSED);
    await tx
      .updateTable('applications')
      .set({ status: 'SUBMITTED', submitted_at: input.now, updated_at: input.now })
      .where('id', '=', row.id)
      .execute();
    await appendAudit(tx, {
      applicationId: row.id,
      at: input.now,
      actor: actorOfViewer(input.viewer),
      action: 'SUBMITTED',
      changes: fieldChanges({ status: row.status }, { status: 'SUBMITTED' }),
    });
    return { tracker_id: row.tracker_id, status: 'SUBMITTED' };
  });
}
