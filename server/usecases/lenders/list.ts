import type { Kysely } from 'kysely';
import type { Schema } from '../../contract-types';
import type { Database } from '../../db/schema';

/** GET /v1/lender: every lender, in the catalog's order (the Create Case dropdown). */
export async function listLenders(db: Kysely<Database>): Promise<Schema<'LenderListItem'>[]> {
  const rows = await db
    .selectFrom('lenders')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ lender_id: row.id, name: row.name }));
}
