import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Schema } from '../../http/envelope';
import { ApiError } from '../errors';

/*
 * Tracking by tracker id (partner-portal §2, Tracking screens): anyone holding the tracker id
 * learns the application's status, never who it belongs to. The message is what the screen
 * shows; it contains "Remarks" exactly when the application needs completing (DRAFT: not
 * finished; INCOMPLETE: returned with the reviewer's remarks), and then the answer carries the
 * application's id for the Complete Application link, which still needs the owner's login or
 * OTP to open anything.
 */

export const TRACKER_NOT_FOUND = 'No application found with this tracker id';

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

export async function trackApplication(db: Kysely<Database>, trackerId: string): Promise<Tracked> {
  const row = await db
    .selectFrom('applications')
    .select(['id', 'tracker_id', 'status', 'remarks'])
    .where('tracker_id', '=', trackerId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
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
