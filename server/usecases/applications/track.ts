import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Schema } from '../../contract-types';
import { ApiError, TooManyRequests, waitValues } from '../../errors';
import { withValues } from '../../i18n/texts';
import { lock } from '../otp-throttle';

/*
 * Tracking by tracker id (partner-portal §2, Tracking screens): anyone holding the tracker id
 * learns the application's status, never who it belongs to. The message is what the screen
 * shows; it contains "Remarks" exactly when the application needs completing (DRAFT: not
 * finished; INCOMPLETE: returned with the reviewer's remarks), and then the answer carries the
 * application's id for the Complete Application link, which still needs the owner's login or
 * OTP to open anything. A site finds only its own brand's applications: another brand's tracker
 * id answers, and counts, exactly as an unknown one, so no site learns of another's.
 */

export const TRACKER_NOT_FOUND = /*i18n*/ {
  id: 'TRACKER_NOT_FOUND',
  message: 'No application found with this tracker id',
};

/**
 * Tracker ids that found nothing, per client address per hour, before the address is refused:
 * plenty for someone retyping their own id, too few to walk the 8-digit space.
 */
export const TRACK_MISSES_PER_IP_PER_HOUR = 30;
export const tooManyTrackingMisses = (seconds: number) =>
  withValues(
    /*i18n*/ {
      id: 'TOO_MANY_TRACKING_MISSES',
      message:
        'Too many unknown tracker ids from your network. Please try again in {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
    },
    waitValues(seconds),
  );

const HOUR_MS = 60 * 60 * 1000;

export interface Tracked {
  data: Schema<'TrackResult'>;
  message: string;
}

const spaced = (status: string) => status.replace(/_/g, ' ').toLowerCase();

function messageOf(trackerId: string, status: string, remarks: string | null): string {
  switch (status) {
    case 'DRAFT':
      return `Application ${trackerId} is not complete yet. Remarks: complete the application to send it to our lending partners.`;
    case 'INCOMPLETE':
      return `Application ${trackerId} needs corrections. Remarks: ${remarks ?? 'please review the application.'}`;
    case 'SUBMITTED':
      return `Application ${trackerId} is submitted and being reviewed by our lending partners.`;
    default:
      return `Application ${trackerId} is ${spaced(status)}.`;
  }
}

/**
 * Refuses an address whose last hour holds the limit's worth of misses, saying when the oldest
 * of them leaves the window.
 */
async function assertMayTrack(
  tx: Transaction<Database>,
  input: { ip: string; now: Date; limit: number },
): Promise<void> {
  const { ip, now, limit } = input;
  const row = await tx
    .selectFrom('track_misses')
    .select('missed_at')
    .where('ip', '=', ip)
    .where('missed_at', '>', new Date(now.getTime() - HOUR_MS))
    .orderBy('missed_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return;
  const wait = Math.max(1, Math.ceil((row.missed_at.getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new TooManyRequests(tooManyTrackingMisses(wait), {
    limit: 'tracking-misses-per-ip',
    retryAfterSeconds: wait,
  });
}

/** Who is looking something up, for the per-address count of misses. */
export interface TrackingAsker {
  ip: string;
  now: Date;
  missesPerHour?: number | undefined;
}

/**
 * Runs a lookup that a guesser could walk (a tracker id, a Join Us mobile) under the address's
 * budget of misses: counted and checked under a lock on the address, so parallel guesses cannot
 * all slip under the limit; a miss is recorded in the transaction, the caller's 404 thrown after
 * the commit.
 */
export async function lookUpCountingMisses<T>(
  db: Kysely<Database>,
  asker: TrackingAsker,
  find: (tx: Transaction<Database>) => Promise<T | undefined>,
): Promise<T | undefined> {
  return db.transaction().execute(async (tx) => {
    await lock(tx, `track-misses:${asker.ip}`);
    await assertMayTrack(tx, {
      ip: asker.ip,
      now: asker.now,
      limit: asker.missesPerHour ?? TRACK_MISSES_PER_IP_PER_HOUR,
    });
    const found = await find(tx);
    if (found === undefined) {
      await tx.insertInto('track_misses').values({ ip: asker.ip, missed_at: asker.now }).execute();
    }
    return found;
  });
}

/** The status by tracker id, the address's misses counted (lookUpCountingMisses). */
export async function trackApplication(
  db: Kysely<Database>,
  input: TrackingAsker & {
    trackerId: string;
    /** The brand of the site asked (applications.brand): another brand's id finds nothing. */
    brand: string;
  },
): Promise<Tracked> {
  const row = await lookUpCountingMisses(db, input, (tx) =>
    tx
      .selectFrom('applications')
      .select(['id', 'tracker_id', 'status', 'remarks'])
      .where('tracker_id', '=', input.trackerId)
      .where('brand', '=', input.brand)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  );
  if (!row) throw new ApiError(404, TRACKER_NOT_FOUND);
  const needsCompleting = row.status === 'DRAFT' || row.status === 'INCOMPLETE';
  return {
    message: messageOf(row.tracker_id, row.status, row.remarks),
    data: {
      tracker_id: row.tracker_id,
      status: row.status as Schema<'TrackResult'>['status'],
      ...(needsCompleting ? { id: row.id } : {}),
      remarks: row.status === 'INCOMPLETE' ? row.remarks : null,
    },
  };
}
