import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 19 item 1, deep pages: page 5,000 of a million applications must answer as fast as
 * page 0. With the indexes of migration 0012 a page is found by walking the index from the
 * newest row, so page 5,000 walks 50,000 entries (tens of milliseconds); OFFSET cannot jump.
 *
 * So the database also keeps, per owner, status and day (UTC), how many applications were
 * created that day: application_day_counts, exact by the same trigger as application_counts.
 * Status '*' holds the day's total over every status, so the ALL list reads one row per day.
 * A deep page first adds the days up, newest first, to find the day its first row falls on and
 * how many newer rows come before that day (a few hundred small rows, from one index); then it
 * walks the index from that day's end, skipping only that day's newer rows. An application's
 * day never changes (created_at is set once), and a status change moves it between the
 * per-status rows of its day and leaves the '*' row as it is.
 */
export const applicationListDays: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table application_day_counts (
      owner text not null,
      status text not null,
      day integer not null,
      n bigint not null default 0,
      primary key (owner, status, day)
    )`.execute(db);

    // The UTC day a moment falls on, as days since 1970-01-01 (its end is (day + 1) * 86400 s).
    await sql`create function application_day(created_at timestamptz) returns integer
      language sql immutable as $$
        select floor(extract(epoch from created_at) / 86400)::integer
      $$`.execute(db);

    // Adds delta to the application's counts: per status always, to the day's total ('*') too
    // when the application comes or goes (a status change leaves the total as it is).
    await sql`create function application_counts_move(a applications, delta int, total boolean)
      returns void language sql as $$
        insert into application_counts (owner, status, n)
        select owner, a.status, delta from unnest(application_count_owners(a)) as owner
        on conflict (owner, status) do update set n = application_counts.n + excluded.n;
        insert into application_day_counts (owner, status, day, n)
        select owner, counted.status, application_day(a.created_at), delta
        from unnest(application_count_owners(a)) as owner,
          unnest(case when total then array[a.status, '*'] else array[a.status] end)
            as counted(status)
        on conflict (owner, status, day) do update set n = application_day_counts.n + excluded.n;
      $$`.execute(db);

    await sql`create or replace function application_counts_keep() returns trigger
      language plpgsql as $$
      declare
        same_owners boolean := tg_op = 'UPDATE'
          and application_count_owners(old) = application_count_owners(new)
          and old.created_at = new.created_at;
      begin
        if same_owners and old.status is not distinct from new.status then return null; end if;
        if tg_op in ('UPDATE', 'DELETE') then
          perform application_counts_move(old, -1, not same_owners);
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          perform application_counts_move(new, 1, not same_owners);
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`drop function application_counts_add(applications, int)`.execute(db);

    await sql`create or replace function recount_applications() returns void
      language sql as $$
        delete from application_counts;
        insert into application_counts (owner, status, n)
        select owner, a.status, count(*)
        from applications a, unnest(application_count_owners(a)) as owner
        group by owner, a.status;
        delete from application_day_counts;
        insert into application_day_counts (owner, status, day, n)
        select owner, counted.status, application_day(a.created_at), count(*)
        from applications a, unnest(application_count_owners(a)) as owner,
          unnest(array[a.status, '*']) as counted(status)
        group by owner, counted.status, application_day(a.created_at);
      $$`.execute(db);
    await sql`select recount_applications()`.execute(db);
  },
};
