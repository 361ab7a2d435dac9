import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 30 item 2: idempotent creates. A create sent with an Idempotency-Key remembers its key
 * here, per caller, with a hash of the request and the answer it gave, in the same transaction
 * as the rows it wrote: a retry after a dropped connection finds the answer, not a second row.
 * The row is claimed as the create's first statement (status and answer null until its last),
 * so a second request with the same key waits on the primary key until the first is over.
 * The hourly housekeeping deletes keys older than a day.
 */
export const idempotency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('caller', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('request_hash', 'text', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('answer', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['caller', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created_at')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
};
