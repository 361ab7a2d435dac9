import type { Kysely, Selectable } from 'kysely';
import type { ConsentsTable, Database, Session } from '../../db/schema';
import { notFound, viewerOf, visibleTo } from '../applications/access';

/** A recorded consent as the contract's Consent gives it: the row, its time as ISO text. */
export type ConsentView = Omit<Selectable<ConsentsTable>, 'application_id' | 'given_at'> & {
  given_at: string;
};

/**
 * GET /loan-application/{id}/consents: the application's consents, oldest first, for the
 * partner who owns it and for an ADMIN login (applications of either family, as return for
 * correction reviews them). Anyone else — another partner, a guest — gets the 404 of an id
 * that does not exist.
 */
export async function listConsents(
  db: Kysely<Database>,
  input: { session: Session; id: string },
): Promise<ConsentView[]> {
  const { session } = input;
  const isAdmin = session.kind === 'LOGIN' && session.role === 'ADMIN';
  const application = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', input.id)
    .$if(!isAdmin, (query) => query.where(visibleTo(viewerOf('KYC', session))))
    .executeTakeFirst();
  if (!application) throw notFound();
  const rows = await db
    .selectFrom('consents')
    .select([
      'id',
      'kind',
      'text_version',
      'lang',
      'given_by',
      'mobile',
      'partner_id',
      'proposal_number',
      'given_at',
      'client_address',
      'user_agent',
    ])
    .where('application_id', '=', application.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, given_at: row.given_at.toISOString() }));
}
