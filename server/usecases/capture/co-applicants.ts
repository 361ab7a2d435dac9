import type { Kysely, Transaction } from 'kysely';
import { MAX_CO_APPLICANTS } from '../../../src/domain/sections/co-applicant';
import { Stage } from '../../../src/domain/stages';
import type { Database, StoredSection } from '../../db/schema';
import type { Schema } from '../../contract-types';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { sectionFilesRefusal } from '../applications/section-files';
import { ApiError } from '../../errors';
import { randomId } from '../random-id';
import { fieldChanges, type FieldChange } from '../../../src/domain/audit/changes';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { openApplication, withStage } from './open-application';
import { writeOnce, type Once } from '../idempotency';
import { withValues } from '../../i18n/texts';

/*
 * Co-applicants (capture-app §3, §5, §7): rows of their own, each with the id the capture routes
 * call record_index. Adding one marks the application CO_APPLICANT, correcting one
 * CO_APPLICANT_FORM (docs/decisions.md). Their files must be this application's, uploaded as a
 * co-applicant's.
 */

export const CO_APPLICANT_NOT_FOUND = /*i18n*/ {
  id: 'CO_APPLICANT_NOT_FOUND',
  message: 'Co-applicant not found',
};
export const TOO_MANY_CO_APPLICANTS = withValues(
  /*i18n*/ { id: 'TOO_MANY_CO_APPLICANTS', message: 'At most {max} co-applicants can be added' },
  { max: MAX_CO_APPLICANTS },
);

type CoApplicant = Schema<'CoApplicant'>;

/**
 * The body checked under the rules of a brand (key): the application's own, known once it is
 * found, so a co-applicant follows the rules of the brand the application was created on.
 */
export type DetailsFor = (brand: string) => StoredSection;

const coApplicantOf = (row: { id: string; details: StoredSection }): CoApplicant =>
  ({ id: row.id, ...row.details }) as CoApplicant;

/** The application's co-applicants in the order added; 404 when the viewer may not see it. */
export async function listCoApplicants(
  db: Kysely<Database>,
  viewer: Viewer,
  applicationId: string,
): Promise<CoApplicant[]> {
  const application = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', applicationId)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!application) throw notFound();
  const rows = await db
    .selectFrom('co_applicants')
    .select(['id', 'details'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(coApplicantOf);
}

export async function getCoApplicant(
  db: Kysely<Database>,
  viewer: Viewer,
  applicationId: string,
  coApplicantId: string,
): Promise<CoApplicant> {
  const row = await db
    .selectFrom('co_applicants')
    .innerJoin('applications', 'applications.id', 'co_applicants.application_id')
    .select(['co_applicants.id', 'co_applicants.details'])
    .where('co_applicants.id', '=', coApplicantId)
    .where('applications.id', '=', applicationId)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) {
    await listCoApplicants(db, viewer, applicationId); // 404 for the application first
    throw new ApiError(404, CO_APPLICANT_NOT_FOUND);
  }
  return coApplicantOf(row);
}

/** The files the details name must be this application's, uploaded for a co-applicant. */
async function checkFiles(db: Kysely<Database>, applicationId: string, details: StoredSection) {
  const refused = await sectionFilesRefusal(db, applicationId, details, { coApplicant: true });
  if (refused) throw refused;
}

/**
 * When a co-applicant is added: now, or just after the latest one when the clock has not moved
 * on (two adds in one millisecond, or a clock set back), so that the order by created_at is
 * always the order added. Adds to one application are serialised by its row lock, so the
 * latest one read is the latest there is.
 */
function addedAt(now: Date, latest: Date | string | null): Date {
  if (latest === null) return now;
  const after = new Date(latest).getTime() + 1;
  return now.getTime() >= after ? now : new Date(after);
}

/** Adds a co-applicant (at most five); answers its id. */
export async function addCoApplicant(
  db: Kysely<Database>,
  input: { viewer: Viewer; applicationId: string; detailsFor: DetailsFor; now: Date },
  once?: Once<{ id: string }>,
): Promise<{ id: string }> {
  return writeOnce(db, once, async (tx) => {
    const application = await openApplication(tx, input.viewer, input.applicationId);
    const details = input.detailsFor(application.brand);
    const { count, latest } = await tx
      .selectFrom('co_applicants')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('created_at').as('latest')])
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    // A limit of the list, like the references' three: the request asks too much (400).
    if (Number(count) >= MAX_CO_APPLICANTS) throw new ApiError(400, TOO_MANY_CO_APPLICANTS);
    await checkFiles(tx, application.id, details);
    const id = randomId();
    await tx
      .insertInto('co_applicants')
      .values({
        id,
        application_id: application.id,
        details: JSON.stringify(details),
        created_at: addedAt(input.now, latest),
        updated_at: input.now,
      })
      .execute();
    const stage = await markStage(tx, application, Stage.CO_APPLICANT, input.now);
    await audit(tx, input, 'CO_APPLICANT_ADDED', [
      { field: 'co_applicant_id', new: id },
      ...fieldChanges(null, details),
      ...stage,
    ]);
    return { id };
  });
}

/** Replaces a co-applicant's details; answers the co-applicant as saved. */
export async function updateCoApplicant(
  db: Kysely<Database>,
  input: {
    viewer: Viewer;
    applicationId: string;
    coApplicantId: string;
    detailsFor: DetailsFor;
    now: Date;
  },
): Promise<CoApplicant> {
  return db.transaction().execute(async (tx) => {
    const application = await openApplication(tx, input.viewer, input.applicationId);
    const details = input.detailsFor(application.brand);
    await checkFiles(tx, application.id, details);
    const before = await tx
      .selectFrom('co_applicants')
      .select('details')
      .where('id', '=', input.coApplicantId)
      .where('application_id', '=', application.id)
      .executeTakeFirst();
    const updated = await tx
      .updateTable('co_applicants')
      .set({ details: JSON.stringify(details), updated_at: input.now })
      .where('id', '=', input.coApplicantId)
      .where('application_id', '=', application.id)
      .returning(['id', 'details'])
      .executeTakeFirst();
    if (!updated || !before) throw new ApiError(404, CO_APPLICANT_NOT_FOUND);
    const stage = await markStage(tx, application, Stage.CO_APPLICANT_FORM, input.now);
    // The id says which co-applicant (as on the add: `new` only); then the fields that changed.
    await audit(tx, input, 'CO_APPLICANT_UPDATED', [
      { field: 'co_applicant_id', new: updated.id },
      ...fieldChanges(before.details, details),
      ...stage,
    ]);
    return coApplicantOf(updated);
  });
}

/**
 * Removes a co-applicant (issue 18): the application's owner only (anyone else gets the 404 of a
 * missing application), while it is being captured and until its offer is accepted (409, as
 * every write: openApplication). The
 * stage markers stay: they say the step was done, and resuming leads to co-applicants either
 * way. The files uploaded for the co-applicant stay with the application, as a replaced upload's
 * do.
 */
export async function removeCoApplicant(
  db: Kysely<Database>,
  input: { viewer: Viewer; applicationId: string; coApplicantId: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const application = await openApplication(tx, input.viewer, input.applicationId);
    const removed = await tx
      .deleteFrom('co_applicants')
      .where('id', '=', input.coApplicantId)
      .where('application_id', '=', application.id)
      .returning(['id', 'details'])
      .executeTakeFirst();
    if (!removed) throw new ApiError(404, CO_APPLICANT_NOT_FOUND);
    await tx
      .updateTable('applications')
      .set({ updated_at: input.now })
      .where('id', '=', application.id)
      .execute();
    // Who was removed (id and name); the rest of the details go with the row.
    await audit(tx, input, 'CO_APPLICANT_REMOVED', [
      { field: 'co_applicant_id', old: removed.id },
      { field: 'name', old: removed.details['name'] ?? null },
    ]);
  });
}

/** The change's audit entry, in its transaction: the application's owner acted. */
function audit(
  tx: Transaction<Database>,
  input: { viewer: Viewer; applicationId: string; now: Date },
  action: 'CO_APPLICANT_ADDED' | 'CO_APPLICANT_UPDATED' | 'CO_APPLICANT_REMOVED',
  changes: FieldChange[],
) {
  return appendAudit(tx, {
    applicationId: input.applicationId,
    at: input.now,
    actor: actorOfViewer(input.viewer),
    action,
    changes,
  });
}

/**
 * The application gains the stage marker (once) and its change time; answers the stage list's
 * change for the audit entry (none when the marker was there already).
 */
async function markStage(
  tx: Transaction<Database>,
  application: { id: string; stage: string[] },
  stage: Stage,
  now: Date,
): Promise<FieldChange[]> {
  const stages = withStage(application.stage, stage);
  await tx
    .updateTable('applications')
    .set({ stage: JSON.stringify(stages), updated_at: now })
    .where('id', '=', application.id)
    .execute();
  return fieldChanges({ stage: application.stage }, { stage: stages });
}
