import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, User } from '../../db/schema';

/*
 * The home dashboard's count (issue 29 item 6): the list's ALL total, read from the same kept
 * counts (application_counts, list.ts's ownerAndTotals) — the partner's own applications and
 * those borrowers made with the partner's referral code or through the partner's links — so the
 * two never disagree. The referral code comes with the account the request already holds (the
 * session cache keeps it), so the count is one prepared read of at most 21 small rows.
 */
const ownersTotal = preparedQuery(
  'application_count_of_owners',
  (db, own: string, referred: string | null, linked: string) =>
    db
      .selectFrom('application_counts')
      .where('owner', 'in', [own, referred, linked])
      .select(sql<string | number>`coalesce(sum(n), 0)`.as('total')),
);

export async function countApplications(db: Kysely<Database>, partner: User): Promise<number> {
  const referred = partner.referral_code === null ? null : `referral:${partner.referral_code}`;
  const [row] = await ownersTotal(db, `partner:${partner.id}`, referred, `link:${partner.id}`);
  return Number(row?.total ?? 0);
}
