import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 31 item 2: every process keeps the sessions and accounts it read for a few seconds
 * (server/usecases/session-cache.ts). The database now announces every change to either table
 * itself, so a change made by hand in SQL is seen as surely as a logout:
 * - a session updated or deleted (a logout, a revocation by hand, an account's delete cascading
 *   to its sessions) NOTIFYs its id on rinn_sessions_revoked, the channel logouts already used;
 * - an account updated or deleted NOTIFYs its id on rinn_users_changed;
 * - a kept count of applications (application_counts, migrations 0012 and 0014) inserted,
 *   updated or deleted NOTIFYs its owner ('partner:<id>', 'referral:<code>', 'link:<id>', …) on
 *   rinn_counts_changed, so the home count can be kept in memory too;
 * - a TRUNCATE of any of them NOTIFYs '*' on its channel: forget everything.
 * A notification is delivered when its transaction commits, and not at all if it rolls back.
 *
 * A role change also revokes the account's live sessions (in the same transaction): a session
 * carries the role it was issued with (sessions.role, which the one-statement reads and saves
 * check), so after a change the old session must not act with the old role anywhere. The
 * partner logs in again and gets the new one.
 */
export const changeNotices: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function rinn_session_changed() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify('rinn_sessions_revoked', old.id::text);
        return null;
      end
      $$`.execute(db);
    await sql`create trigger sessions_changed after update or delete on sessions
      for each row execute function rinn_session_changed()`.execute(db);

    await sql`create function rinn_user_changed() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.role is distinct from old.role then
          update sessions set revoked_at = now() where user_id = old.id and revoked_at is null;
        end if;
        perform pg_notify('rinn_users_changed', old.id::text);
        return null;
      end
      $$`.execute(db);
    await sql`create trigger users_changed after update or delete on users
      for each row execute function rinn_user_changed()`.execute(db);

    await sql`create function rinn_count_changed() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify('rinn_counts_changed', case when tg_op = 'DELETE' then old.owner else new.owner end);
        return null;
      end
      $$`.execute(db);
    await sql`create trigger application_counts_changed
      after insert or update or delete on application_counts
      for each row execute function rinn_count_changed()`.execute(db);

    // Row triggers do not fire on TRUNCATE.
    await sql`create function rinn_table_emptied() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify(tg_argv[0], '*');
        return null;
      end
      $$`.execute(db);
    await sql`create trigger sessions_emptied after truncate on sessions
      for each statement execute function rinn_table_emptied('rinn_sessions_revoked')`.execute(db);
    await sql`create trigger users_emptied after truncate on users
      for each statement execute function rinn_table_emptied('rinn_users_changed')`.execute(db);
    await sql`create trigger application_counts_emptied after truncate on application_counts
      for each statement execute function rinn_table_emptied('rinn_counts_changed')`.execute(db);
  },
};
