import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 19 item 2: lenders and what each said about an application. `lenders` is reseeded
 * from the domain's catalog on every start (src/domain/lenders/catalog.ts), like the tenants;
 * `lender_statuses` holds one row per application and lender once a lead was sent: the
 * lender's status word and its reference (the lead id), so sending twice makes no second lead.
 */
export const lenders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lenders')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('is_preferred', 'boolean', (col) => col.notNull())
      .addColumn('policy', 'jsonb', (col) => col.notNull())
      .addColumn('supported_actions', 'jsonb', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('lender_statuses')
      .addColumn('application_id', 'char(32)', (col) => col.notNull().references('applications.id'))
      .addColumn('lender_id', 'text', (col) => col.notNull().references('lenders.id'))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status <> ''`))
      .addColumn('lender_ref_id', 'text')
      .addColumn('raw_data_from_lender', 'jsonb')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .addPrimaryKeyConstraint('lender_statuses_pkey', ['application_id', 'lender_id'])
      .execute();
  },
};
