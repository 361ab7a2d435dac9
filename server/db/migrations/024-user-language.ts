import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 32: the language a partner reads, chosen once and kept on the account (PATCH
 * /v1/user/me). SMS texts to the partner follow it; 'en' until the partner chooses.
 */
export const userLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
    await sql`alter table users add constraint users_language_known check (language in ('en', 'hi'))`.execute(
      db,
    );
  },
};
