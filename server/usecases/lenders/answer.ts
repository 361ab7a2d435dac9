import type { Kysely } from 'kysely';
import { LenderUnavailable } from '../../adapters/lenders/port';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';

/*
 * Asking a lender and keeping its answer, the same for a lead and for its documents: a lender
 * that could not take the request is 502 with its name (after `undo`), anything else thrown is
 * a bug; the answer is stored on the pair's row of lender_statuses.
 */

export const lenderFailed = (lenderName: string, reason: string) =>
  `${lenderName} ${reason}. Nothing was sent; please try again.`;

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
      throw new ApiError(502, lenderFailed(lenderName, error.message));
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

export async function storeLenderAnswer(
  db: Kysely<Database>,
  pair: { applicationId: string; lenderId: string },
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await db
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
}
