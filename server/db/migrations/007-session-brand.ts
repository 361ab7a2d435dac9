import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 16: the brand comes from who is asking, not from the Host header. A session is bound to
 * the brand of the site it was issued on (the brand key of src/brands/catalog.ts) and carries
 * its account's role (AGENT or ADMIN; null for a guest), both set when the OTP verify creates
 * it; an application carries the brand it was created on, whose rules apply to it.
 *
 * Sessions from before cannot be bound to a brand safely (nothing recorded where they were
 * issued), so they are deleted: their holders log in once more. Applications from before take
 * the default brand, whose rules are the strict ones (no relaxed validation), so no application
 * escapes a KYC rule it may owe. Neither column keeps a default: every insert names its brand.
 */
export const sessionBrand: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`delete from sessions`.execute(db);
    await db.schema
      .alterTable('sessions')
      .addColumn('brand', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.check(sql`role in ('AGENT', 'ADMIN')`))
      .execute();
    await db.schema
      .alterTable('sessions')
      .addCheckConstraint('sessions_login_has_role', sql`(kind = 'LOGIN') = (role is not null)`)
      .execute();

    await db.schema
      .alterTable('applications')
      .addColumn('brand', 'text', (col) => col.notNull().defaultTo('default'))
      .execute();
    await db.schema
      .alterTable('applications')
      .alterColumn('brand', (col) => col.dropDefault())
      .execute();
  },
};
