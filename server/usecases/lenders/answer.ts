import type { Kysely } from 'kysely';
import { LenderUnavailable } from '../../adapters/lenders/port';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuditAction } from '../../../src/domain/audit/actions';
import type { FieldChange } from '../../../src/domain/audit/changes';
import { systemActor, type AuditActor } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { LEAD_SENDING } from './statuses';
import { writeOnce, type Once } from '../idempotency';

/*
 * Asking a lender and keeping its answer, the same for a lead and for its documents: a lender
 * that could not take the request is 502 with its name (after `undo`), anything else thrown is
 * a bug; the answer is stored on the pair's row of lender_statuses.
 */

/** 'Kaveri Finance answered HTTP 503. Nothing was sent; please try again.' (no retry: 'Nothing was sent.'). */
export const lenderFailed = (lenderName: string, reason: string, retry = true) =>
  `${lenderName} ${reason}. Nothing was sent${retry ? '; please try again' : ''}.`;

export async function askLender<T>(
  lenderName: string,
  ask: () => Promise<T>,
  undo: () => Promise<unknown> = () => Promise.resolve(),
): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    await undo();
    if (error instanceof LenderUnavailable) {
      throw new ApiError(502, lenderFailed(lenderName, error.message, error.retry));
    }
    throw error;
  }
}

export interface StoredAnswer {
  status: string;
  raw: Record<string, unknown> | null;
  /** A lead's reference; left as stored when absent (an upload's answer). */
  lender_ref_id?: string;
}

/** The partner's entry for the action that drew the answer (LEAD_SENT, LENDER_DOCUMENTS_UPLOADED). */
export interface AnswerAudit {
  actor: AuditActor;
  action: AuditAction;
  changes: readonly FieldChange[];
}

/**
 * Stores the lender's answer on the pair's row and, in the same transaction, the partner's
 * audit entry for the action, then — when the lender's status is not what it was — the
 * lender's own entry (the system's, named for the lender): the partner sent, the lender decided.
 * A claim still under way (LEAD_SENDING) was no status yet.
 */
export async function storeLenderAnswer(
  db: Kysely<Database>,
  pair: { applicationId: string; lenderId: string; lenderName: string },
  answer: StoredAnswer,
  now: Date,
  audit: AnswerAudit,
  once?: Once<void>,
): Promise<void> {
  await writeOnce(db, once, async (tx) => {
    const before = await tx
      .selectFrom('lender_statuses')
      .select('status')
      .where('application_id', '=', pair.applicationId)
      .where('lender_id', '=', pair.lenderId)
      .forUpdate()
      .executeTakeFirst();
    await tx
      .updateTable('lender_statuses')
      .set({
        status: answer.status,
        ...(answer.lender_ref_id !== undefined ? { lender_ref_id: answer.lender_ref_id } : {}),
        raw_data_from_lender: answer.raw ? JSON.stringify(answer.raw) : null,
        updated_at: now,
      })
      .where('application_id', '=', pair.applicationId)
      .where('lender_id', '=', pair.lenderId)
      .execute();
    const entry = { applicationId: pair.applicationId, at: now };
    await appendAudit(tx, { ...entry, ...audit });
    const old = before && before.status !== LEAD_SENDING ? before.status : null;
    if (old === answer.status) return;
    await appendAudit(tx, {
      ...entry,
      actor: systemActor(pair.lenderName),
      action: 'LENDER_STATUS_CHANGED',
      changes: [
        { field: 'lender_id', new: pair.lenderId },
        { field: 'status', old, new: answer.status },
      ],
    });
  });
}
