import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 7: applications get their first step, sections and review state. Which family an
 * application belongs to decides who may see it: KYC ones their partner, APPLY_LOAN ones the
 * guest whose verified mobile they carry. Sections are jsonb because the bodies are validated by
 * the domain's schemas before storage and read back whole; nothing queries inside them.
 */
export const applicationSections: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('applications')
      .addColumn('family', 'text', (col) =>
        col
          .notNull()
          .defaultTo('KYC')
          .check(sql`family in ('KYC', 'APPLY_LOAN')`),
      )
      .addColumn('pan_number', 'text')
      .addColumn('required_amount', 'bigint')
      .addColumn('purpose', 'text')
      .addColumn('referral_code', 'text')
      .addColumn('utm_details', 'jsonb')
      .addColumn('terms_accepted', 'boolean')
      .addColumn('bureau_consent', 'boolean')
      .addColumn('remarks', 'text')
      .addColumn('rejection_reason', 'text')
      .addColumn('personal_info', 'jsonb')
      .addColumn('employment_info', 'jsonb')
      .addColumn('business_info', 'jsonb')
      .addColumn('updated_at', 'timestamptz')
      .execute();
    await sql`update applications set updated_at = created_at`.execute(db);
    await db.schema
      .alterTable('applications')
      .alterColumn('updated_at', (col) => col.setNotNull())
      .execute();
    await db.schema
      .alterTable('applications')
      .alterColumn('family', (col) => col.dropDefault())
      .execute();
    // Lookups by mobile (a partner's, or a guest's) read the newest first.
    await db.schema
      .createIndex('applications_mobile_created_at')
      .on('applications')
      .columns(['mobile', 'created_at'])
      .execute();
    // A partner's create asks whether the borrower's mobile was just verified by OTP.
    await db.schema
      .createIndex('otp_sessions_mobile_verified_at')
      .on('otp_sessions')
      .columns(['mobile', 'verified_at'])
      .execute();
  },
};
