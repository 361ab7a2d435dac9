import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 8: tracking is public and the tracker id its only key, so tracker ids that found nothing
 * are counted per client address (like login_lookup_misses) to refuse guessing in bulk.
 */
export const trackMisses: Migration = {
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
