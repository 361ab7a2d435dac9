import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';

// Asked on every visit to the home screen: a prepared query (db/prepared.ts).
const applicationCount = preparedQuery('application_count', (db, partnerId: string) =>
  db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('partner_id', '=', partnerId),
);

/** How many applications this partner created (the home dashboard's count). */
export async function countApplications(db: Kysely<Database>, partnerId: string): Promise<number> {
  const [row] = await applicationCount(db, partnerId);
  return row?.count ?? 0;
}
