import type { Kysely } from 'kysely';
import type { Database, Session } from '../../db/schema';
import { notFound, viewerOf, visibleTo } from '../applications/access';

/** A recorded consent as the contract's Consent gives it. */
export interface ConsentView {
  id: number;
  kind: 'TERMS' | 'BUREAU_CONSENT' | 'KFS_ACKNOWLEDGEMENT';
  text_version: number;
  lang: 'en' | 'hi';
  given_by: 'BORROWER' | 'PARTNER';
  mobile: string;
  partner_id: string | null;
  proposal_number: string | null;
  given_at: string;
  client_address: string;
  user_agent: string | null;
}

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
