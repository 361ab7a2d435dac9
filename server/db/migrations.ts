import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/*
 * Migrations live in code (not a folder scan) so the server runs the same way from tsx, a bundle
 * or a test. Later issues append entries; never edit one that has shipped. Migrations take
 * Kysely<unknown> because they must not depend on today's Database interface.
 */

const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('AGENT', 'ADMIN')`))
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('mobile', 'text', (col) => col.notNull().unique())
      .addColumn('address', 'text')
      .addColumn('pincode', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('pan', 'text')
      .addColumn('aadhaar_front', 'text')
      .addColumn('aadhaar_back', 'text')
      .addColumn('cancelled_cheque', 'text')
      .addColumn('account_number', 'text')
      .addColumn('bank_name', 'text')
      .addColumn('ifsc', 'text')
      .addColumn('referral_code', 'text', (col) => col.unique())
      .addColumn('partner_kind', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('LOGIN', 'GUEST')`))
      .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('mobile', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addCheckConstraint('sessions_login_has_user', sql`(kind = 'LOGIN') = (user_id is not null)`)
      .execute();

    await db.schema
      .createTable('otp_sessions')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('purpose', 'text', (col) =>
        col.notNull().check(sql`purpose in ('LOGIN', 'GUEST')`),
      )
      .addColumn('mobile', 'text', (col) => col.notNull())
      .addColumn('hostname', 'text', (col) => col.notNull())
      .addColumn('request_origin', 'text')
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('wrong_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_sent_at', 'timestamptz', (col) => col.notNull())
      .addColumn('verified_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('otp_sends')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('mobile', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('otp_sends_mobile_sent_at')
      .on('otp_sends')
      .columns(['mobile', 'sent_at'])
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('SMS')`))
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('tenants')
      .addColumn('brand_key', 'text', (col) => col.primaryKey())
      .addColumn('config', 'jsonb', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('applications')
      .addColumn('id', 'char(32)', (col) => col.primaryKey())
      .addColumn('partner_id', 'uuid', (col) => col.references('users.id'))
      .addColumn('tracker_id', 'char(8)', (col) => col.notNull().unique())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('job_type', 'text')
      .addColumn('loan_type', 'text')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('mobile', 'text', (col) => col.notNull())
      .addColumn('stage', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('applications_partner_id')
      .on('applications')
      .column('partner_id')
      .execute();

    await db.schema
      .createTable('banks')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .execute();
  },
};

/*
 * Issue 6: separate send quotas per family and per client address, a ceiling on guest sends,
 * wrong codes counted per mobile over all its sessions, and lookups of mobiles with no partner
 * account counted per address. Sends from before this migration count as guest sends: those are
 * the ones anybody could make, so no partner's login quota is charged for them.
 */
const otpAbuseLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('otp_sends')
      .addColumn('purpose', 'text', (col) =>
        col
          .notNull()
          .defaultTo('GUEST')
          .check(sql`purpose in ('LOGIN', 'GUEST')`),
      )
      .addColumn('ip', 'text')
      .execute();
    await db.schema
      .alterTable('otp_sends')
      .alterColumn('purpose', (col) => col.dropDefault())
      .execute();
    await db.schema.dropIndex('otp_sends_mobile_sent_at').execute();
    await db.schema
      .createIndex('otp_sends_purpose_mobile_sent_at')
      .on('otp_sends')
      .columns(['purpose', 'mobile', 'sent_at'])
      .execute();
    await db.schema
      .createIndex('otp_sends_purpose_ip_sent_at')
      .on('otp_sends')
      .columns(['purpose', 'ip', 'sent_at'])
      .execute();
    await db.schema
      .createIndex('otp_sends_purpose_sent_at')
      .on('otp_sends')
      .columns(['purpose', 'sent_at'])
      .execute();

    await db.schema
      .createTable('otp_wrong_codes')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('purpose', 'text', (col) =>
        col.notNull().check(sql`purpose in ('LOGIN', 'GUEST')`),
      )
      .addColumn('mobile', 'text', (col) => col.notNull())
      .addColumn('failed_at', 'timestamptz', (col) => col.notNull())
      .addColumn('locked_until', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('otp_wrong_codes_purpose_mobile_failed_at')
      .on('otp_wrong_codes')
      .columns(['purpose', 'mobile', 'failed_at'])
      .execute();

    await db.schema
      .createTable('login_lookup_misses')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('missed_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('login_lookup_misses_ip_missed_at')
      .on('login_lookup_misses')
      .columns(['ip', 'missed_at'])
      .execute();
  },
};

/*
 * Issue 7: applications get their first step, sections and review state. Which family an
 * application belongs to decides who may see it: KYC ones their partner, APPLY_LOAN ones the
 * guest whose verified mobile they carry. Sections are jsonb because the bodies are validated by
 * the domain's schemas before storage and read back whole; nothing queries inside them.
 */
const applicationSections: Migration = {
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

/*
 * Issue 7: uploaded documents. The bytes live in the document storage (server/storage); a row
 * says what they are, whose they are and which application they belong to. Exactly one owner:
 * the partner who uploaded (login token) or the verified mobile of a guest token.
 */
const documents: Migration = {
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

/*
 * Issue 8: the rest of the capture. Co-applicants are rows of their own (each has an id the
 * routes call record_index, and uploads name it); references and asset documents are sections
 * read and written whole, like the others. The loan offer keeps the rules engine's answer and
 * the facts it ran on (`offer_facts`), so a PATCH recomputes from what the server gathered and
 * never from the client. `submitted_at` marks the final submit (and the public mark-completed).
 */
const captureCompletion: Migration = {
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

/*
 * Issue 8: tracking is public and the tracker id its only key, so tracker ids that found nothing
 * are counted per client address (like login_lookup_misses) to refuse guessing in bulk.
 */
const trackMisses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('track_misses')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('missed_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('track_misses_ip_missed_at')
      .on('track_misses')
      .columns(['ip', 'missed_at'])
      .execute();
  },
};

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_otp_abuse_limits': otpAbuseLimits,
  '0003_application_sections': applicationSections,
  '0004_documents': documents,
  '0005_capture_completion': captureCompletion,
  '0006_track_misses': trackMisses,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
