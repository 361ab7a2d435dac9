import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many applications this partner created (the home dashboard's count). */
export async function countApplications(db: Kysely<Database>, partnerId: string): Promise<number> {
  const { count } = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return count;
}
