import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 8: the rest of the capture. Co-applicants are rows of their own (each has an id the
 * routes call record_index, and uploads name it); references and asset documents are sections
 * read and written whole, like the others. The loan offer keeps the rules engine's answer and
 * the facts it ran on (`offer_facts`), so a PATCH recomputes from what the server gathered and
 * never from the client. `submitted_at` marks the final submit (and the public mark-completed).
 */
export const captureCompletion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('applications')
      .addColumn('references', 'jsonb')
      .addColumn('asset_documents', 'jsonb')
      .addColumn('loan_offer', 'jsonb')
      .addColumn('offer_facts', 'jsonb')
      .addColumn('submitted_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('co_applicants')
      .addColumn('id', 'char(32)', (col) => col.primaryKey())
      .addColumn('application_id', 'char(32)', (col) => col.notNull().references('applications.id'))
      .addColumn('details', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('co_applicants_application_id_created_at')
      .on('co_applicants')
      .columns(['application_id', 'created_at'])
      .execute();
  },
};
