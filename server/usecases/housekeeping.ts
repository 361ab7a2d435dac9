import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The abuse counters only ever look back an hour (a wrong-code wait ends at most an hour after
 * the code that started it), so a day is plenty: older rows are deleted. The security events
 * in the logs are the lasting record.
 */
export const ABUSE_COUNTERS_KEPT_MS = 24 * 60 * 60 * 1000;

/** How often the server prunes (server/main.ts). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface Pruned {
  otp_sends: number;
  otp_wrong_codes: number;
  login_lookup_misses: number;
  track_misses: number;
}

/** Deletes abuse-counter rows older than a day; several processes may run it at once. */
export async function pruneAbuseCounters(db: Kysely<Database>, now: Date): Promise<Pruned> {
  const before = new Date(now.getTime() - ABUSE_COUNTERS_KEPT_MS);
  const [sends, wrongCodes, misses, trackMisses] = await Promise.all([
    db.deleteFrom('otp_sends').where('sent_at', '<', before).executeTakeFirst(),
    db.deleteFrom('otp_wrong_codes').where('failed_at', '<', before).executeTakeFirst(),
    db.deleteFrom('login_lookup_misses').where('missed_at', '<', before).executeTakeFirst(),
    db.deleteFrom('track_misses').where('missed_at', '<', before).executeTakeFirst(),
  ]);
  return {
    otp_sends: Number(sends.numDeletedRows),
    otp_wrong_codes: Number(wrongCodes.numDeletedRows),
    login_lookup_misses: Number(misses.numDeletedRows),
    track_misses: Number(trackMisses.numDeletedRows),
  };
}
