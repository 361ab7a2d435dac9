import type { Kysely } from 'kysely';
import { preparedRows } from '../db/prepared';
import type { Database } from '../db/schema';

/** How many applications this partner created (the home dashboard's count). */
export async function countApplications(db: Kysely<Database>, partnerId: string): Promise<number> {
  const query = db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('partner_id', '=', partnerId);
  // Asked on every visit to the home screen: a prepared statement (db/prepared.ts).
  const [row] = await preparedRows(db, 'application_count', query);
  return row?.count ?? 0;
}
