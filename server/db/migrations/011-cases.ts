import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 19 item 3: offline disbursement cases (partner-portal §3 Case). A case is the partner's
 * record of a loan disbursed outside the app; it names one or more lenders (case_lenders, in
 * the order the partner gave them), each of which must be a lender of the `lenders` table. The
 * partner's list reads newest first, a page at a time: one index on owner and creation time.
 */
export const cases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cases')
      .addColumn('id', 'char(32)', (col) => col.primaryKey())
      .addColumn('partner_id', 'uuid', (col) => col.notNull().references('users.id'))
      .addColumn('tracker_id', 'text')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('loan_type', 'text', (col) => col.notNull())
      .addColumn('required_amount', 'bigint', (col) =>
        col.notNull().check(sql`required_amount >= 1`),
      )
      .addColumn('remarks', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('cases_partner_newest')
      .on('cases')
      .columns(['partner_id', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createTable('case_lenders')
      .addColumn('case_id', 'char(32)', (col) =>
        col.notNull().references('cases.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('lender_id', 'text', (col) => col.notNull().references('lenders.id'))
      .addColumn('disbursement_date', 'date', (col) => col.notNull())
      .addColumn('is_pendency', 'boolean', (col) => col.notNull())
      .addColumn('pendency_desc', 'text')
      .addColumn('insurance_fee_waiver', 'numeric')
      .addColumn('pf_waiver_percentage', 'numeric')
      .addColumn('interest_rate_waiver', 'numeric')
      .addPrimaryKeyConstraint('case_lenders_pk', ['case_id', 'position'])
      .addUniqueConstraint('case_lenders_once', ['case_id', 'lender_id'])
      .addCheckConstraint('case_lenders_pendency', sql`(pendency_desc is not null) = is_pendency`)
      .execute();
  },
};
