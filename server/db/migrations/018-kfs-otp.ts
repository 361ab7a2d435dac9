import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 21 item 2: a third OTP family, KFS, the code the borrower types to acknowledge a Key
 * Fact Statement. Its sends and wrong codes are counted apart from login and guest codes (each
 * family has its own quotas), and its session names the statement it acknowledges — the
 * application and the version — so a code is good for that version of that application only.
 * Login and guest sessions name none (the check), and the OTP verify routes only take sessions
 * of their own family, so a KFS code never yields a token.
 *
 * The purpose checks were declared on the columns (0001, 0002), so PostgreSQL named them
 * <table>_purpose_check; they are replaced by ones naming all three families.
 */
const PURPOSE_TABLES = ['otp_sessions', 'otp_sends', 'otp_wrong_codes'] as const;

export const kfsOtp: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of PURPOSE_TABLES) {
      await db.schema.alterTable(table).dropConstraint(`${table}_purpose_check`).execute();
      await db.schema
        .alterTable(table)
        .addCheckConstraint(`${table}_purpose_check`, sql`purpose in ('LOGIN', 'GUEST', 'KFS')`)
        .execute();
    }
    await db.schema
      .alterTable('otp_sessions')
      .addColumn('kfs_application_id', 'char(32)')
      .addColumn('kfs_version', 'integer')
      .execute();
    await db.schema
      .alterTable('otp_sessions')
      .addForeignKeyConstraint(
        'otp_sessions_kfs_issue_fk',
        ['kfs_application_id', 'kfs_version'],
        'kfs_issues',
        ['application_id', 'version'],
      )
      .execute();
    await db.schema
      .alterTable('otp_sessions')
      .addCheckConstraint(
        'otp_sessions_kfs_names_its_statement',
        sql`(purpose = 'KFS') = (kfs_application_id is not null and kfs_version is not null)
          and (kfs_application_id is null) = (kfs_version is null)`,
      )
      .execute();
  },
};
