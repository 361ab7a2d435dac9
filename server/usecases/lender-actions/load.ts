import type { Kysely } from 'kysely';
import type { Database, StoredSection } from '../../db/schema';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { APPLICATION_COLUMNS, toApplication, type Application } from '../applications/view';

/** The whole application if this viewer may see it, co-applicants included; else 404. */
export async function ownApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<Application> {
  const row = await db
    .selectFrom('applications')
    .select(APPLICATION_COLUMNS)
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) throw notFound();
  const coApplicants = await db
    .selectFrom('co_applicants')
    .select(['id', 'details'])
    .where('application_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return toApplication({
    ...row,
    co_applicants: coApplicants.map(
      (co): StoredSection => ({ id: co.id, ...co.details }) as StoredSection,
    ),
  });
}
