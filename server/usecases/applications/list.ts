import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ListPageQuery } from '../../../src/domain/application-list';
import { totalPages } from '../../../src/domain/paging';
import type { Schema } from '../../contract-types';
import { preparedQuery } from '../../db/prepared';
import type { ApplicationRow, Database } from '../../db/schema';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './view';

/*
 * GET /loan-application/list/{status}: one page of the partner's applications, newest first.
 * Whose: the partner's own (partner_id), and those borrowers made on the public flow with the
 * partner's referral code or through one of the partner's links (link_partner_id, migration
 * 0014; docs/decisions.md). Fast at a million rows (migration 0012): the
 * total is a sum of the counts the database keeps; a page walks the index in the list's order
 * to find its ids (an index-only walk) before reading ten rows, and a deep page starts its walk
 * at the day its first row falls on, found from the per-day counts (migration 0016).
 */

export type ApplicationPage = Schema<'ApplicationPage'>;
type Source = Schema<'ApplicationListItem'>['source'];

type ListRow = SummaryRow & Pick<ApplicationRow, 'required_amount'> & { source: Source };

/**
 * The partner's referral code and how many applications each owner has in the list (exact,
 * kept counts): the partner's own, those made with the partner's referral code, and those made
 * through the partner's links.
 */
export async function ownerAndTotals(
  db: Kysely<Database>,
  partnerId: string,
  query: Pick<ListPageQuery, 'scope'>,
) {
  const status = query.scope === 'ALL' ? sql`` : sql`and status = ${query.scope}`;
  const count = (owner: RawBuilder<unknown>) =>
    sql`coalesce((select sum(n) from application_counts where owner = ${owner} ${status}), 0)`;
  const { rows } = await sql<{
    referral_code: string | null;
    own: string | number;
    referred: string | number;
    linked: string | number;
  }>`
    select u.referral_code,
      ${count(sql`${`partner:${partnerId}`}`)} as own,
      ${count(sql`'referral:' || u.referral_code`)} as referred,
      ${count(sql`${`link:${partnerId}`}`)} as linked
    from users u where u.id = ${partnerId}`.execute(db);
  const [row] = rows;
  return {
    referralCode: row?.referral_code ?? null,
    own: Number(row?.own ?? 0),
    referred: Number(row?.referred ?? 0),
    linked: Number(row?.linked ?? 0),
  };
}

/*
 * A page is one statement, one round trip (issue 31 item 5): the totals, where the walk starts
 * and the page's rows are read together, from one snapshot. Under load each round trip is a
 * chance to wait for a core, so three of them (totals, the day the page starts on, the rows)
 * made the deep page's p99. The statement is prepared (db/prepared.ts), one per way the list is
 * read: every status or one, and the first page or a deeper one (which alone needs the days).
 *
 * - owners: the partner's three owners in the kept counts (a null referral code matches none);
 * - totals: the list's total, the sum of those owners' kept counts (migration 0012);
 * - start (deep pages): adding the owners' days up newest first, the first day whose running
 *   total passes the offset holds the page's first row (migration 0016); the walk starts at
 *   that day's end and skips only that day's newer rows. No such day (the offset is past the
 *   end): nothing is walked. Each owner's days are read newest first and merged, and the
 *   running totals are summed over whole days (a window's peers: the day's rows of every owner),
 *   so the sum stops at the page's day instead of adding up every day first;
 * - each owner's ids in the list's order, as far as the page needs (an index-only walk of its
 *   index, migrations 0012 and 0014); an owner with no applications finds none at once;
 * - the page: the walks merged in the list's order, the skip and the size, then its rows.
 *
 * The answer has one row when the page is empty (its columns null), so the total always comes.
 */

const SECONDS_PER_DAY = 86_400;

type PageRow = { [Column in keyof ListRow]: ListRow[Column] | null } & { total: string | number };

function pageStatement(scope: 'ALL' | 'STATUS', deep: boolean) {
  return preparedQuery(
    `application_page_${scope === 'ALL' ? 'all' : 'status'}_${deep ? 'deep' : 'first'}`,
    (
      db,
      partnerId: string,
      ownOwner: string,
      linkOwner: string,
      status: string,
      offset: number,
      size: number,
    ) => {
      // The walks need the status in their SQL to use the status's index; the small tables of
      // kept counts take it as a value: '*' (the day's total over every status) for ALL.
      const ofStatus = scope === 'ALL' ? sql`` : sql`and status = ${status}`;
      const before = deep ? sql`and created_at < (select walk_before from walk)` : sql``;
      const walks = (
        [
          ['PARTNER', sql`partner_id = ${partnerId}`],
          ['REFERRAL', sql`family = 'APPLY_LOAN' and referral_code = (select code from owners)`],
          ['LINK', sql`link_partner_id = ${partnerId}`],
        ] as const
      ).map(
        ([source, owner]) => sql`(select id, created_at, ${sql.lit(source)}::text as source
          from applications where ${owner} ${ofStatus} ${before}
          order by created_at desc, id desc limit (select walk_take from walk))`,
      );
      const start = deep
        ? sql`, start as (
            select day, running - of_day as newer from (
              select day, sum(n) over (order by day desc) as running,
                sum(n) over (order by day desc range between current row and current row) as of_day
              from (${sql.join(
                ['own', 'referral', 'link'].map(
                  (owner) => sql`(select day, n from application_day_counts
                    where owner = (select ${sql.ref(owner)} from owners) and status = ${status}
                    order by day desc)`,
                ),
                sql` union all `,
              )}) days
            ) totals
            where running > ${offset}::bigint
            order by day desc limit 1
          ),
          walk as (
            select to_timestamp(((select day from start) + 1) * ${SECONDS_PER_DAY}) as walk_before,
              (${offset}::bigint - (select newer from start))::bigint as walk_skip,
              case when exists (select from start)
                then (${offset}::bigint - (select newer from start) + ${size}::bigint)::bigint
                else 0 end as walk_take
          )`
        : sql`, walk as (
            select ${offset}::bigint as walk_skip,
              case when (select total from totals) > 0 then ${size}::bigint else 0 end as walk_take
          )`;
      const columns = sql.join(SUMMARY_COLUMNS.map((column) => sql.ref(`a.${column}`)));
      const query = sql<PageRow>`
        with owners as (
          select ${ownOwner}::text as own, 'referral:' || u.referral_code as referral,
            ${linkOwner}::text as link, u.referral_code as code
          from users u where u.id = ${partnerId}
        ),
        totals as (
          select coalesce(sum(c.n), 0) as total from application_counts c, owners o
          where c.owner in (o.own, o.referral, o.link) and (${status} = '*' or c.status = ${status})
        )
        ${start}
        select t.total, ${columns}, a.required_amount, p.source
        from totals t
        left join (
          select id, created_at, source from (${sql.join(walks, sql` union all `)}) owned
          order by created_at desc, id desc
          limit ${size}::bigint offset (select walk_skip from walk)
        ) p on true
        left join applications a on a.id = p.id
        order by p.created_at desc, p.id desc`;
      return { compile: () => query.compile(db) };
    },
  );
}

const PAGE_STATEMENTS = {
  ALL: { first: pageStatement('ALL', false), deep: pageStatement('ALL', true) },
  STATUS: { first: pageStatement('STATUS', false), deep: pageStatement('STATUS', true) },
};

export async function listApplications(
  db: Kysely<Database>,
  partnerId: string,
  query: ListPageQuery,
): Promise<ApplicationPage> {
  const offset = query.page * query.size;
  const statements = PAGE_STATEMENTS[query.scope === 'ALL' ? 'ALL' : 'STATUS'];
  const rows = await statements[offset === 0 ? 'first' : 'deep'](
    db,
    partnerId,
    `partner:${partnerId}`,
    `link:${partnerId}`,
    query.scope === 'ALL' ? '*' : query.scope,
    offset,
    query.size,
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    list: rows
      .filter((row): row is PageRow & ListRow => row.id !== null)
      .map((row) => ({
        ...toSummary(row),
        required_amount: row.required_amount === null ? null : Number(row.required_amount),
        source: row.source,
      })),
    total_pages: totalPages(total, query.size),
    total_elements: total,
  };
}
