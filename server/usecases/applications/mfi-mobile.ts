import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { ApplicationIdSchema } from '../../../src/domain/application-ids';
import type { Database, Session } from '../../db/schema';
import { notFound, viewerOf, visibleTo } from './access';

/*
 * GET /v1/app/mfi/phone-number/{id} (issue 29 item 12): the mobile of an application, for the
 * partner who owns it (the partner flow's applications: a microfinance lead is captured there).
 * Read by id and owner in one query; anyone else — another partner, an admin, a guest, the
 * borrower's own token — and an id that is no application id get the 404 of an unknown id.
 */
export async function mfiMobile(
  db: Kysely<Database>,
  session: Session,
  id: string,
): Promise<{ id: string; mobile: string }> {
  if (!v.is(ApplicationIdSchema, id)) throw notFound();
  const row = await db
    .selectFrom('applications')
    .select(['id', 'mobile'])
    .where('id', '=', id)
    .where(visibleTo(viewerOf('KYC', session)))
    .executeTakeFirst();
  if (!row) throw notFound();
  return { id: row.id, mobile: row.mobile };
}
