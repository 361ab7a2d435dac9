import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 21 item 4: the consent ledger. One row per consent given: which text (kind and its
 * version, src/i18n/consents/texts), in which language, by whom — the borrower themselves
 * (their mobile verified by OTP) or the partner on their behalf (partner_id) —, when, and from
 * which address and browser. mobile is always the application's borrower. A consent is
 * recorded once per text version (and, for a KFS acknowledgement, per statement): the unique
 * index makes a second tick of the same text a no-op. Append-only: a trigger refuses every
 * UPDATE and DELETE, so no route (nor a mistake in one) can change what was consented to.
 */
export const consents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('consents')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('application_id', 'char(32)', (col) => col.notNull().references('applications.id'))
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('TERMS', 'BUREAU_CONSENT', 'KFS_ACKNOWLEDGEMENT')`),
      )
      .addColumn('text_version', 'integer', (col) => col.notNull().check(sql`text_version >= 1`))
      .addColumn('lang', 'text', (col) => col.notNull().check(sql`lang in ('en', 'hi')`))
      .addColumn('given_by', 'text', (col) =>
        col.notNull().check(sql`given_by in ('BORROWER', 'PARTNER')`),
      )
      .addColumn('mobile', 'text', (col) => col.notNull())
      .addColumn('partner_id', 'uuid', (col) => col.references('users.id'))
      .addColumn('proposal_number', 'text')
      .addColumn('given_at', 'timestamptz', (col) => col.notNull())
      .addColumn('client_address', 'text', (col) => col.notNull())
      .addColumn('user_agent', 'text')
      .addCheckConstraint(
        'consents_partner_named',
        sql`given_by = 'BORROWER' or partner_id is not null`,
      )
      .addCheckConstraint(
        'consents_proposal_for_kfs',
        sql`(kind = 'KFS_ACKNOWLEDGEMENT') = (proposal_number is not null)`,
      )
      .execute();
    await sql`create unique index consents_once on consents
      (application_id, kind, text_version, coalesce(proposal_number, ''))`.execute(db);

    await sql`create function consents_append_only() returns trigger
      language plpgsql as $$
      begin
        raise exception 'consents are append-only: % refused', tg_op;
      end
      $$`.execute(db);
    await sql`create trigger consents_append_only before update or delete on consents
      for each row execute function consents_append_only()`.execute(db);
    // TRUNCATE fires no row trigger: it is refused by its own, as for audit_entries.
    await sql`create trigger consents_no_truncate before truncate on consents
      for each statement execute function consents_append_only()`.execute(db);
  },
};
