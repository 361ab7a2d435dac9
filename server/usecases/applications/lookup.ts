import type { Kysely } from 'kysely';
import { NO_INCOMPLETE_APPLICATION } from '../../../src/domain/resume';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import { visibleTo, type Viewer } from './access';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary } from './view';

/** The statuses the mobile lookup offers to resume: captures in progress and returned ones. */
const RESUMABLE = ['DRAFT', 'INCOMPLETE'] as const;

/**
 * GET /loan-application/lookup/{mobile}: the partner's resumable applications for a borrower's
 * mobile, newest first; none → 404 'No Incomplete Application Found'.
 */
export async function lookupByMobile(
  db: Kysely<Database>,
  viewer: Viewer,
  mobile: string,
): Promise<ApplicationSummary[]> {
  const rows = await db
    .selectFrom('applications')
    .select(SUMMARY_COLUMNS)
    .where(visibleTo(viewer))
    .where('mobile', '=', mobile)
    .where('status', 'in', RESUMABLE)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) throw new ApiError(404, NO_INCOMPLETE_APPLICATION);
  return rows.map(toSummary);
}

/** GET /apply-loan/list: every application of the guest's verified mobile, newest first. */
export async function listOwnApplications(
  db: Kysely<Database>,
  viewer: Viewer,
  status: string | undefined,
): Promise<ApplicationSummary[]> {
  let query = db
    .selectFrom('applications')
    .select(SUMMARY_COLUMNS)
    .where(visibleTo(viewer))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (status !== undefined) query = query.where('status', '=', status);
  return (await query.execute()).map(toSummary);
}
