import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 19 item 1: the partner's applications list, newest first, at a million rows.
 *
 * Rows: an index per way the list is read, in its order (created_at, then id, both descending),
 * so a page is a walk down one index: the partner's applications, the partner's of one status,
 * and the public flow's applications made with a referral code (listed as the code's partner's).
 * applications_partner_id is the first column of the new ones, so it goes.
 *
 * Count: counting a partner's million index entries takes tens of milliseconds, on every page.
 * So the database keeps the counts: application_counts holds, per owner and status, how many
 * applications there are, and a trigger keeps it exact on every insert, update and delete
 * (TRUNCATE does not fire it: run recount_applications() after one). The owner is
 * 'partner:<partner id>' for the partner's own and 'referral:<code>' for a referral's. A page's
 * count reads at most seven small rows per owner.
 */
export const applicationListIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index applications_partner_created on applications
      (partner_id, created_at desc, id desc) where partner_id is not null`.execute(db);
    await sql`create index applications_partner_status_created on applications
      (partner_id, status, created_at desc, id desc) where partner_id is not null`.execute(db);
    await sql`create index applications_referral_created on applications
      (referral_code, created_at desc, id desc)
      where family = 'APPLY_LOAN' and referral_code is not null`.execute(db);
    await sql`drop index if exists applications_partner_id`.execute(db);

    await sql`create table application_counts (
      owner text not null,
      status text not null,
      n bigint not null default 0,
      primary key (owner, status)
    )`.execute(db);

    // The owners an application counts for: its partner's, and its referral code's (public flow).
    await sql`create function application_count_owners(a applications) returns text[]
      language sql immutable as $$
        select array_remove(array[
          case when a.partner_id is not null then 'partner:' || a.partner_id end,
          case when a.family = 'APPLY_LOAN' and a.referral_code is not null
            then 'referral:' || a.referral_code end
        ], null)
      $$`.execute(db);

    await sql`create function application_counts_add(a applications, delta int) returns void
      language sql as $$
        insert into application_counts (owner, status, n)
        select owner, a.status, delta from unnest(application_count_owners(a)) as owner
        on conflict (owner, status) do update set n = application_counts.n + excluded.n
      $$`.execute(db);

    await sql`create function application_counts_keep() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'UPDATE'
          and old.status is not distinct from new.status
          and application_count_owners(old) = application_count_owners(new) then
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then perform application_counts_add(old, -1); end if;
        if tg_op in ('UPDATE', 'INSERT') then perform application_counts_add(new, 1); end if;
        return null;
      end
      $$`.execute(db);

    await sql`create trigger applications_counts after insert or update or delete on applications
      for each row execute function application_counts_keep()`.execute(db);

    // Counts from scratch: here for the rows already there, and after a bulk load or a TRUNCATE.
    await sql`create function recount_applications() returns void
      language sql as $$
        delete from application_counts;
        insert into application_counts (owner, status, n)
        select owner, a.status, count(*)
        from applications a, unnest(application_count_owners(a)) as owner
        group by owner, a.status;
      $$`.execute(db);
    await sql`select recount_applications()`.execute(db);
  },
};
