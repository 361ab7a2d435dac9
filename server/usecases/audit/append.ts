import { sql, type Kysely } from 'kysely';
import type { AuditAction } from '../../../src/domain/audit/actions';
import { maskChange, type FieldChange } from '../../../src/domain/audit/changes';
import type { Database } from '../../db/schema';
import type { AuditActor } from './actor';

/*
 * appendAudit: the one way an entry is written (issue 21 item 5). Call it with the write's own
 * transaction, after the write and only when it happened: a refused or rolled-back write then
 * leaves no entry, and an entry never stands for a write that did not happen. The changes are
 * masked here, whoever computed them (src/domain/audit/changes.ts).
 */

export interface AuditRecord {
  applicationId: string;
  /** The request's clock (deps.clock()), as every other time the app writes. */
  at: Date;
  actor: AuditActor;
  action: AuditAction;
  /** The fields that changed, unmasked (fieldChanges gives them); none for an action alone. */
  changes?: readonly FieldChange[];
}

/** The actor's name as it is now: a partner's or admin's own, in the same statement. */
function nameOf(actor: AuditActor) {
  if (actor.name !== undefined) return sql<string | null>`${actor.name}`;
  if ((actor.kind === 'PARTNER' || actor.kind === 'ADMIN') && actor.id !== null) {
    return sql<
      string | null
    >`(select trim(first_name || ' ' || last_name) from users where id::text = ${actor.id})`;
  }
  return sql<string | null>`null`;
}

/** Appends one entry for a write, in `tx` (the write's transaction). */
export async function appendAudit(tx: Kysely<Database>, record: AuditRecord): Promise<void> {
  await tx
    .insertInto('audit_entries')
    .values({
      application_id: record.applicationId,
      at: record.at,
      actor_kind: record.actor.kind,
      actor_id: record.actor.id,
      actor_name: nameOf(record.actor),
      action: record.action,
      changes: JSON.stringify((record.changes ?? []).map(maskChange)),
    })
    .execute();
}
