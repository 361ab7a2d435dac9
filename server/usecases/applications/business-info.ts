import type { Kysely } from 'kysely';
import type { Schema } from '../../contract-types';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import { notFound, visibleTo, type Viewer } from './access';

export const NO_BUSINESS_DETAILS = /*i18n*/ {
  id: 'NO_BUSINESS_DETAILS',
  message: 'No business details saved for this application yet',
};

/** GET …/{id}/business-info: the saved business section; 404 when none is saved yet. */
export async function getBusinessInfo(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<Schema<'BusinessInfo'>> {
  const row = await db
    .selectFrom('applications')
    .select('business_info')
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!row.business_info) throw new ApiError(404, NO_BUSINESS_DETAILS);
  // Stored only after the domain's business schema accepted it.
  return row.business_info as Schema<'BusinessInfo'>;
}
