import type { Kysely } from 'kysely';
import { RETURNABLE_STATUSES } from '../../../src/domain/review';
import type { Database, User } from '../../db/schema';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { ApiError } from '../../errors';
import { actorOfUser } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { notFound } from './access';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary } from './view';

export const ADMIN_ONLY = /*i18n*/ {
  id: 'ADMIN_ONLY',
  message: 'Only an admin can return an application for correction.',
};
export const NOT_RETURNABLE = /*i18n*/ {
  id: 'NOT_RETURNABLE',
  message: 'Only a draft or submitted application can be returned for correction.',
};

/** Checked before the id or the body: a partner learns nothing about ids that are not theirs. */
export function mayReview(user: User): User {
  if (user.role !== 'ADMIN') throw new ApiError(403, ADMIN_ONLY);
  return user;
}

/**
 * POST /loan-application/{id}/return-for-correction (ADMIN): status INCOMPLETE with the
 * reviewer's remarks, for an application of either family.
 */
export async function returnForCorrection(
  db: Kysely<Database>,
  input: { reviewer: User; id: string; remarks: string; now: Date },
): Promise<ApplicationSummary> {
  mayReview(input.reviewer);
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('applications')
      .select(['status', 'remarks'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (!(RETURNABLE_STATUSES as readonly string[]).includes(current.status)) {
      throw new ApiError(409, NOT_RETURNABLE);
    }
    const row = await tx
      .updateTable('applications')
      .set({ status: 'INCOMPLETE', remarks: input.remarks, updated_at: input.now })
      .where('id', '=', input.id)
      .returning(SUMMARY_COLUMNS)
      .executeTakeFirstOrThrow();
    await appendAudit(tx, {
      applicationId: input.id,
      at: input.now,
      actor: actorOfUser(input.reviewer),
      action: 'RETURNED_FOR_CORRECTION',
      changes: fieldChanges(current, { status: 'INCOMPLETE', remarks: input.remarks }),
    });
    return toSummary(row);
  });
}
