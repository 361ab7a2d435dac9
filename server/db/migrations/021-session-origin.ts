import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 29 item 12: a guest token remembers what its mobile was verified for — the OTP send's
 * request_origin (KYC, APPLY_LOAN or JOIN_US), null when none was said — so Join Us takes only a
 * token verified on Join Us: a borrower's token from the apply flow uploads no partner documents.
 * A login has none. Guest sessions from before have none either, and Join Us refuses them: the
 * would-be partner verifies the mobile once more.
 */
export const sessionOrigin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('origin', 'text', (col) =>
        col.check(sql`origin in ('KYC', 'APPLY_LOAN', 'JOIN_US')`),
      )
      .execute();
    await db.schema
      .alterTable('sessions')
      .addCheckConstraint('sessions_login_has_no_origin', sql`kind = 'GUEST' or origin is null`)
      .execute();
  },
};
