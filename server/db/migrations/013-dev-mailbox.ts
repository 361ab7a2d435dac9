import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 19: Email to Lender in demo and dev mode lands here instead of an SMTP server, readable
 * at GET /api/dev/mailbox like the OTP outbox. Attachment names only: their bytes stay in the
 * document storage. A table of its own rather than the outbox, whose rows are one SMS text.
 */
export const devMailbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mailbox')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('attachments', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
  },
};
