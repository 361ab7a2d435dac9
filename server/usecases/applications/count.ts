import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ownerAndTotals } from './list';

/**
 * The home dashboard's count (issue 29 item 6): the list's ALL total, read from the same kept
 * counts (application_counts) — the partner's own applications and those borrowers made with
 * the partner's referral code or through the partner's links — so the two never disagree.
 */
export async function countApplications(db: Kysely<Database>, partnerId: string): Promise<number> {
  const { own, referred, linked } = await ownerAndTotals(db, partnerId, { scope: 'ALL' });
  return own + referred + linked;
}
