import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 6: separate send quotas per family and per client address, a ceiling on guest sends,
 * wrong codes counted per mobile over all its sessions, and lookups of mobiles with no partner
 * account counted per address. Sends from before this migration count as guest sends: those are
 * the ones anybody could make, so no partner's login quota is charged for them.
 */
export const otpAbuseLimits: Migration = {
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
