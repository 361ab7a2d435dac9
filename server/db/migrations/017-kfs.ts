import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 21 items 1–2: each issue of an application's Key Fact Statement. A version is issued
 * the first time the statement is read, and again when the offer's terms changed (terms_key,
 * src/domain/kfs/statement.ts) or the last one expired. The figures are not stored: they are
 * computed again from the offer, which cannot change without a new version. Dates are Indian
 * calendar dates as 'YYYY-MM-DD' text (the drivers read `date` columns differently).
 */
export const kfs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kfs_issues')
      .addColumn('application_id', 'char(32)', (col) => col.notNull().references('applications.id'))
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('proposal_number', 'text', (col) => col.notNull().unique())
      .addColumn('terms_key', 'text', (col) => col.notNull())
      .addColumn('issued_on', 'text', (col) => col.notNull())
      .addColumn('valid_until', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
      .addColumn('acknowledged_at', 'timestamptz')
      .addPrimaryKeyConstraint('kfs_issues_pk', ['application_id', 'version'])
      .execute();
  },
};
