import { sql, type Kysely } from 'kysely';
import type { Database, StoredSection } from '../../db/schema';
import { ApiError } from '../errors';
import { notFound, visibleTo, type Viewer } from './access';
import {
  EDITABLE_STATUSES,
  NOT_EDITABLE,
  PERSONAL_DETAILS_FIRST,
  SECTIONS,
  type SectionName,
} from './sections';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary } from './view';

const stageList = (stage: string) => sql<string[]>`${JSON.stringify([stage])}::jsonb`;

/**
 * Saves a section (POST new or PATCH resume: both replace it whole) and adds its stage once.
 * `section` is the domain schema's output for the body. One UPDATE does the work when every
 * condition holds; only a refused save reads the row again to say why, so a stale id, another
 * job type or a closed application never writes anything.
 */
export async function saveSection(
  db: Kysely<Database>,
  input: { viewer: Viewer; id: string; name: SectionName; section: StoredSection; now: Date },
): Promise<ApplicationSummary> {
  const rule = SECTIONS[input.name];
  let update = db
    .updateTable('applications')
    .set({
      [rule.column]: JSON.stringify(input.section),
      stage: sql<string>`case when stage @> ${stageList(rule.stage)} then stage else stage || ${stageList(rule.stage)} end`,
      updated_at: input.now,
    })
    .where('id', '=', input.id)
    .where(visibleTo(input.viewer))
    .where('status', 'in', EDITABLE_STATUSES);
  if (rule.jobTypes) {
    update = update
      .where('job_type', 'in', rule.jobTypes)
      .where(sql<boolean>`stage @> ${stageList('PERSONAL_DETAILS')}`);
  }
  const saved = await update.returning(SUMMARY_COLUMNS).executeTakeFirst();
  if (saved) return toSummary(saved);
  throw await whyRefused(db, input.viewer, input.id, input.name);
}

async function whyRefused(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
  name: SectionName,
): Promise<ApiError> {
  const row = await db
    .selectFrom('applications')
    .select(['status', 'job_type', 'stage'])
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) return notFound();
  if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status)) {
    return new ApiError(409, NOT_EDITABLE);
  }
  const rule = SECTIONS[name];
  if (rule.jobTypes && !rule.jobTypes.includes(row.job_type ?? '')) {
    return new ApiError(409, rule.wrongJobType);
  }
  return new ApiError(409, PERSONAL_DETAILS_FIRST);
}
