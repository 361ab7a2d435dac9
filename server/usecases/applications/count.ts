import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, User } from '../../db/schema';
import type { SessionCache } from '../session-cache';

/*
 * The home dashboard's count (issue 29 item 6): the list's ALL total, read from the same kept
 * counts (application_counts, list.ts's ownerAndTotals) — the partner's own applications and
 * those borrowers made with the partner's referral code or through the partner's links — so the
 * two never disagree. The referral code comes with the account the request already holds (the
 * session cache keeps it), so the count is one prepared read of at most 21 small rows; and the
 * process keeps the answer for a few seconds, until a kept count of one of its owners changes
 * (session-cache.ts).
 */
const ownersTotal = preparedQuery(
  'application_count_of_owners',
  (db, own: string, referred: string | null, linked: string) =>
    db
      .selectFrom('application_counts')
      .where('owner', 'in', [own, referred, linked])
      .select(sql<string | number>`coalesce(sum(n), 0)`.as('total')),
);

export async function countApplications(
  db: Kysely<Database>,
  partner: User,
  cache?: SessionCache,
): Promise<number> {
  const own = `partner:${partner.id}`;
  const referred = partner.referral_code === null ? null : `referral:${partner.referral_code}`;
  const linked = `link:${partner.id}`;
  const owners = referred === null ? [own, linked] : [own, referred, linked];
  const cached = cache?.findCount(partner.id, owners);
  if (cached !== undefined) return cached;
  const generation = cache?.countGeneration ?? 0;
  const [row] = await ownersTotal(db, own, referred, linked);
  const total = Number(row?.total ?? 0);
  cache?.rememberCount(partner.id, owners, total, generation);
  return total;
}
