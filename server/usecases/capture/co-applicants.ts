import type { Kysely } from 'kysely';
import { MAX_CO_APPLICANTS } from '../../../src/domain/sections/co-applicant';
import { Stage } from '../../../src/domain/stages';
import type { Database, StoredSection } from '../../db/schema';
import type { Schema } from '../../http/envelope';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { sectionFilesRefusal } from '../applications/section-files';
import { ApiError } from '../errors';
import { randomId } from '../random-id';
import { openApplication, withStage } from './open-application';

/*
 * Co-applicants (capture-app §3, §5, §7): rows of their own, each with the id the capture routes
 * call record_index. Adding one marks the application CO_APPLICANT, correcting one
 * CO_APPLICANT_FORM (docs/decisions.md). Their files must be this application's, uploaded as a
 * co-applicant's.
 */

export const CO_APPLICANT_NOT_FOUND = 'Co-applicant not found';
export const TOO_MANY_CO_APPLICANTS = `At most ${MAX_CO_APPLICANTS} co-applicants can be added`;

type CoApplicant = Schema<'CoApplicant'>;

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

/** Adds a co-applicant (at most five); answers its id. */
export async function addCoApplicant(
  db: Kysely<Database>,
  input: { viewer: Viewer; applicationId: string; details: StoredSection; now: Date },
): Promise<{ id: string }> {
  return db.transaction().execute(async (tx) => {
    const application = await openApplication(tx, input.viewer, input.applicationId);
    const { count } = await tx
      .selectFrom('co_applicants')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_CO_APPLICANTS) throw new ApiError(409, TOO_MANY_CO_APPLICANTS);
    await checkFiles(tx, application.id, input.details);
    const id = randomId();
    await tx
      .insertInto('co_applicants')
      .values({
        id,
        application_id: application.id,
        details: JSON.stringify(input.details),
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
    await tx
      .updateTable('applications')
      .set({
        stage: JSON.stringify(withStage(application.stage, Stage.CO_APPLICANT)),
        updated_at: input.now,
      })
      .where('id', '=', application.id)
      .execute();
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
    details: StoredSection;
    now: Date;
  },
): Promise<CoApplicant> {
  return db.transaction().execute(async (tx) => {
    const application = await openApplication(tx, input.viewer, input.applicationId);
    await checkFiles(tx, application.id, input.details);
    const updated = await tx
      .updateTable('co_applicants')
      .set({ details: JSON.stringify(input.details), updated_at: input.now })
      .where('id', '=', input.coApplicantId)
      .where('application_id', '=', application.id)
      .returning(['id', 'details'])
      .executeTakeFirst();
    if (!updated) throw new ApiError(404, CO_APPLICANT_NOT_FOUND);
    await tx
      .updateTable('applications')
      .set({
        stage: JSON.stringify(withStage(application.stage, Stage.CO_APPLICANT_FORM)),
        updated_at: input.now,
      })
      .where('id', '=', application.id)
      .execute();
    return coApplicantOf(updated);
  });
}
