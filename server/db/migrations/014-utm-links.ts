import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 20 items 1 and 2: a partner's tracking links (partner-portal §3 UTM link) and the public
 * applications they bring.
 *
 * A link is soft-deleted (deleted_at): it leaves the partner's list and stops attributing new
 * applications, but the applications it brought keep pointing at it and stay the partner's.
 * The partner's list reads newest first a page at a time, live links only: one partial index.
 *
 * Attribution: a public application made with a live link of its brand records the link
 * (utm_link_id) and the link's partner (link_partner_id, copied because the applications list
 * walks one index per owner, migration 0012). Two more owners in the kept counts: 'link:<partner
 * id>' (the partner's list) and 'utm:<link id>' (the link's application_count). A typed referral
 * code takes precedence (usecases/applications/create.ts), so an application has at most one
 * of the owners 'referral:' and 'link:' and is never listed twice.
 */
export const utmLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('utm_links')
      .addColumn('id', 'char(32)', (col) => col.primaryKey())
      .addColumn('partner_id', 'uuid', (col) => col.notNull().references('users.id'))
      .addColumn('brand', 'text', (col) => col.notNull())
      .addColumn('application_source', 'text', (col) =>
        col.notNull().check(sql`application_source in ('NORMAL', 'DIRECT_LEADS')`),
      )
      .addColumn('loan_type', 'text')
      .addColumn('utm_source', 'text', (col) => col.notNull())
      .addColumn('utm_medium', 'text')
      .addColumn('utm_campaign', 'text')
      .addColumn('utm_content', 'text')
      .addColumn('utm_term', 'text')
      .addColumn('utm_url', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('deleted_at', 'timestamptz')
      .execute();
    await sql`create index utm_links_partner_newest on utm_links
      (partner_id, created_at desc, id desc) where deleted_at is null`.execute(db);

    await db.schema
      .alterTable('applications')
      .addColumn('utm_link_id', 'char(32)', (col) => col.references('utm_links.id'))
      .addColumn('link_partner_id', 'uuid', (col) => col.references('users.id'))
      .execute();
    await sql`alter table applications add constraint applications_link_with_partner
      check ((utm_link_id is null) = (link_partner_id is null))`.execute(db);
    await sql`create index applications_link_created on applications
      (link_partner_id, created_at desc, id desc) where link_partner_id is not null`.execute(db);

    // Existing rows have no link, so their owners are unchanged and need no recount.
    await sql`create or replace function application_count_owners(a applications) returns text[]
      language sql immutable as $$
        select array_remove(array[
          case when a.partner_id is not null then 'partner:' || a.partner_id end,
          case when a.family = 'APPLY_LOAN' and a.referral_code is not null
            then 'referral:' || a.referral_code end,
          case when a.link_partner_id is not null then 'link:' || a.link_partner_id end,
          case when a.utm_link_id is not null then 'utm:' || a.utm_link_id end
        ], null)
      $$`.execute(db);
  },
};
