import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 21 item 5: the audit trail. Every write to an application appends one entry in its own
 * transaction (server/usecases/audit/append.ts): when, who (the kind of actor, their id and the
 * name they had then), the action (src/domain/audit/actions.ts) and the fields that changed,
 * PAN, Aadhaar and account numbers masked before they are stored. `id` is the order: a reader
 * lists an application's entries by it.
 *
 * Append-only, in the database itself: a trigger refuses every UPDATE and DELETE of a row and
 * every TRUNCATE, whoever asks (no route does; this keeps a script or a later bug from doing it
 * quietly). application_id references the application like every other table of it (documents,
 * kfs_issues…), without a cascade: an application that has a history cannot be deleted, and its
 * entries never go. No route deletes applications, and no sweep does (housekeeping.ts prunes
 * abuse counters and stray files only); docs/decisions.md.
 */
export const auditTrail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_entries')
      .addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
      .addColumn('application_id', 'char(32)', (col) => col.notNull().references('applications.id'))
      .addColumn('at', 'timestamptz', (col) => col.notNull())
      .addColumn('actor_kind', 'text', (col) =>
        col.notNull().check(sql`actor_kind in ('PARTNER', 'ADMIN', 'GUEST', 'SYSTEM')`),
      )
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text')
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('changes', 'jsonb', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('audit_entries_of_application')
      .on('audit_entries')
      .columns(['application_id', 'id'])
      .execute();

    await sql`create function audit_entries_append_only() returns trigger
      language plpgsql as $$
      begin
        raise exception 'audit entries cannot be changed or deleted (%)', tg_op
          using errcode = 'insufficient_privilege';
      end
      $$`.execute(db);
    await sql`create trigger audit_entries_no_change
      before update or delete on audit_entries
      for each row execute function audit_entries_append_only()`.execute(db);
    await sql`create trigger audit_entries_no_truncate
      before truncate on audit_entries
      for each statement execute function audit_entries_append_only()`.execute(db);
  },
};
