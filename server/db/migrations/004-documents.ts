import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 7: uploaded documents. The bytes live in the document storage (server/storage); a row
 * says what they are, whose they are and which application they belong to. Exactly one owner:
 * the partner who uploaded (login token) or the verified mobile of a guest token.
 */
export const documents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('documents')
      .addColumn('id', 'char(32)', (col) => col.primaryKey())
      .addColumn('application_id', 'char(32)', (col) => col.notNull().references('applications.id'))
      .addColumn('owner_partner_id', 'uuid', (col) => col.references('users.id'))
      .addColumn('owner_mobile', 'text')
      .addColumn('purpose', 'text', (col) =>
        col.notNull().check(sql`purpose in ('KYC', 'APPLY_LOAN')`),
      )
      .addColumn('file_type', 'text', (col) => col.notNull())
      .addColumn('name_prefix', 'text')
      .addColumn('record_index', 'text')
      .addColumn('storage_key', 'text', (col) => col.notNull().unique())
      .addColumn('content_type', 'text', (col) =>
        col.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'application/pdf')`),
      )
      .addColumn('size_bytes', 'bigint', (col) => col.notNull().check(sql`size_bytes > 0`))
      .addColumn('sha256', 'char(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addCheckConstraint(
        'documents_one_owner',
        sql`(owner_partner_id is null) <> (owner_mobile is null)`,
      )
      .execute();
    await db.schema
      .createIndex('documents_application_id')
      .on('documents')
      .column('application_id')
      .execute();
  },
};
