import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const foundation: Migration = {
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
