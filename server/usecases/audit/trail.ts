import type { Kysely } from 'kysely';
import type { Schema } from '../../contract-types';
import type { Database, Session } from '../../db/schema';
import { notFound, viewerOf, visibleTo } from '../applications/access';

export type AuditTrail = Schema<'AuditTrail'>;
type AuditEntry = Schema<'AuditEntry'>;

/** An admin's login reads every application's trail; every other reader only their own. */
function isAdmin(session: Session): boolean {
  return session.kind === 'LOGIN' && session.role === 'ADMIN';
}

/**
 * GET /loan-application/{id}/audit: the entries in the order they were appended. For the
 * partner who owns the application and for admins; anyone else (another partner, a guest,
 * the borrower's own guest token included: the partner flow's routes are the partner's) gets
 * the 404 of an id that does not exist.
 */
export async function auditTrailOf(
  db: Kysely<Database>,
  input: { session: Session; id: string },
): Promise<AuditTrail> {
  let application = db.selectFrom('applications').select('id').where('id', '=', input.id);
  if (!isAdmin(input.session)) {
    application = application.where(visibleTo(viewerOf('KYC', input.session)));
  }
  if (!(await application.executeTakeFirst())) throw notFound();
  const rows = await db
    .selectFrom('audit_entries')
    .select(['id', 'at', 'actor_kind', 'actor_id', 'actor_name', 'action', 'changes'])
    .where('application_id', '=', input.id)
    .orderBy('id')
    .execute();
  return {
    entries: rows.map((row): AuditEntry => ({
      sequence: row.id,
      at: row.at.toISOString(),
      actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
      action: row.action as AuditEntry['action'],
      changes: row.changes,
    })),
  };
}
