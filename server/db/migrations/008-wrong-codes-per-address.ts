import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 16: wrong codes locked a mobile for everybody, so a stranger who knew a partner's mobile
 * could lock the partner out of login. A wrong code now records the client address that typed
 * it: `locked_until` becomes that address's wait for the mobile, and `mobile_locked_until` the
 * wait of every address once the mobile reaches the ceiling over all of them.
 *
 * Rows from before keep no address (null: they count towards the ceiling only), and a wait they
 * announced was the whole mobile's, so it moves to mobile_locked_until and lasts as announced.
 *
 * No new index: both counts and both waits are read in one pass over the mobile's wrong codes of
 * the last hour, through otp_wrong_codes_purpose_mobile_failed_at, and the ceiling keeps those
 * rows few.
 */
export const wrongCodesPerAddress: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('otp_wrong_codes')
      .addColumn('ip', 'text')
      .addColumn('mobile_locked_until', 'timestamptz')
      .execute();
    await sql`
      update otp_wrong_codes
      set mobile_locked_until = locked_until, locked_until = null
      where locked_until is not null
    `.execute(db);
  },
};
