import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { notFound, type Viewer } from './access';
import { APPLICATION_COLUMNS, toApplication, type Application, type WholeRow } from './view';

// Read on every step of the wizard: prepared once per family (db/prepared.ts).
const partnersApplication = preparedQuery(
  'application_of_partner',
  (db, id: string, partnerId: string) =>
    db
      .selectFrom('applications')
      .select(APPLICATION_COLUMNS)
      .where('id', '=', id)
      .where('family', '=', 'KYC')
      .where('partner_id', '=', partnerId),
);

const borrowersApplication = preparedQuery(
  'application_of_borrower',
  (db, id: string, mobile: string) =>
    db
      .selectFrom('applications')
      .select(APPLICATION_COLUMNS)
      .where('id', '=', id)
      .where('family', '=', 'APPLY_LOAN')
      .where('mobile', '=', mobile),
);

/** The whole application if this viewer may see it, else null. */
export async function findApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<WholeRow | null> {
  let rows: WholeRow[];
  switch (viewer.family) {
    case 'KYC':
      rows = await partnersApplication(db, id, viewer.partnerId);
      break;
    case 'APPLY_LOAN':
      rows = await borrowersApplication(db, id, viewer.mobile);
      break;
    case 'NONE':
      return null;
  }
  return rows[0] ?? null;
}

/** GET …/{id}: the whole application, or 404 (also when it is someone else's). */
export async function getApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<Application> {
  const row = await findApplication(db, viewer, id);
  if (!row) throw notFound();
  return toApplication(row);
}
