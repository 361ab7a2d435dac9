import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ListPageQuery } from '../../../src/domain/application-list';
import { totalPages } from '../../../src/domain/paging';
import type { Schema } from '../../contract-types';
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

/** Where a page's walk starts: before the end of a day, skipping that day's newer rows. */
interface WalkStart {
  /** Only rows created before this moment (the end of the page's first day); null: from the newest. */
  before: Date | null;
  /** How many rows of the walk come before the page. */
  skip: number;
}

const SECONDS_PER_DAY = 86_400;

/**
 * Where page `offset` starts, from the per-day counts the database keeps (migration 0016):
 * adding the owners' days up newest first, the first day whose running total passes the
 * offset holds the page's first row, and the rows of the days after it are not walked.
 */
async function walkStart(
  db: Kysely<Database>,
  owners: string[],
  query: ListPageQuery,
  offset: number,
): Promise<WalkStart> {
  if (offset === 0) return { before: null, skip: 0 };
  const status = query.scope === 'ALL' ? '*' : query.scope;
  const { rows } = await sql<{ day: number; newer: string | number }>`
    select day, running - n as newer from (
      select day, n, sum(n) over (order by day desc) as running
      from (
        select day, sum(n) as n from application_day_counts
        where owner in (${sql.join(owners)}) and status = ${status}
        group by day
      ) days
    ) totals
    where running > ${offset}
    order by day desc limit 1`.execute(db);
  const [first] = rows;
  // The counts say there is no such page (a count changed between the two reads): walk it all.
  if (!first) return { before: null, skip: offset };
  return {
    before: new Date((first.day + 1) * SECONDS_PER_DAY * 1000),
    skip: offset - Number(first.newer),
  };
}

/** One owner's ids in the list's order, as far as the page needs (an index-only walk). */
function branch(
  source: Source,
  owner: RawBuilder<unknown>,
  query: ListPageQuery,
  start: WalkStart,
) {
  const status = query.scope === 'ALL' ? sql`` : sql`and status = ${query.scope}`;
  const before = start.before === null ? sql`` : sql`and created_at < ${start.before}`;
  return sql`(select id, created_at, ${source}::text as source from applications
    where ${owner} ${status} ${before} order by created_at desc, id desc
    limit ${start.skip + query.size})`;
}

export async function listApplications(
  db: Kysely<Database>,
  partnerId: string,
  query: ListPageQuery,
): Promise<ApplicationPage> {
  const { referralCode, own, referred, linked } = await ownerAndTotals(db, partnerId, query);
  const total = own + referred + linked;
  const pages = totalPages(total, query.size);
  const offset = query.page * query.size;
  // Past the last page there is nothing to read (and no deep walk to make for it).
  if (offset >= total) return { list: [], total_pages: pages, total_elements: total };

  // Only the owners with applications in the list are walked: one walk needs no merging.
  const owners = [];
  if (own > 0) owners.push(`partner:${partnerId}`);
  if (referralCode !== null && referred > 0) owners.push(`referral:${referralCode}`);
  if (linked > 0) owners.push(`link:${partnerId}`);
  const start = await walkStart(db, owners, query, offset);
  const branches = [];
  if (own > 0) branches.push(branch('PARTNER', sql`partner_id = ${partnerId}`, query, start));
  if (referralCode !== null && referred > 0) {
    branches.push(
      branch(
        'REFERRAL',
        sql`family = 'APPLY_LOAN' and referral_code = ${referralCode}`,
        query,
        start,
      ),
    );
  }
  if (linked > 0) branches.push(branch('LINK', sql`link_partner_id = ${partnerId}`, query, start));
  const columns = sql.join(SUMMARY_COLUMNS.map((column) => sql.ref(`a.${column}`)));
  const { rows } = await sql<ListRow>`
    select ${columns}, a.required_amount, p.source
    from (
      select id, created_at, source from (${sql.join(branches, sql` union all `)}) owned
      order by created_at desc, id desc limit ${query.size} offset ${start.skip}
    ) p
    join applications a on a.id = p.id
    order by p.created_at desc, p.id desc`.execute(db);
  return {
    list: rows.map((row) => ({
      ...toSummary(row),
      required_amount: row.required_amount === null ? null : Number(row.required_amount),
      source: row.source,
    })),
    total_pages: pages,
    total_elements: total,
  };
}
