import type { Kysely } from 'kysely';
import { fieldChanges } from '../../../src/domain/audit/changes';
import type { LoanOffer } from '../../../src/domain/rules-engine/offer';
import type { Database } from '../../db/schema';
import type { Viewer } from '../applications/access';
import { actorOfViewer, systemActor } from '../audit/actor';
import { appendAudit } from '../audit/append';

/*
 * The audit entries of a loan offer's write (issue 21 item 5), in its transaction: the partner's
 * entry — the offer made (the rules' first run), changed, or accepted — with the offer's fields
 * that changed; then, when the rules rejected it, the system's entry for the application's
 * status, which the rules engine set and no person chose.
 */

/** The part of the system that decides offers, as the entries name it. */
export const RULES_ENGINE = 'Rules engine';

export async function offerAudit(
  tx: Kysely<Database>,
  input: {
    row: { id: string; status: string; rejection_reason: string | null };
    viewer: Viewer;
    /** The stored offer before this write; null on the first run. */
    before: LoanOffer | null;
    after: LoanOffer;
    /** What the write set on the application besides the offer (decided(): a rejection closes it). */
    closed: { status?: string; rejection_reason?: string };
    at: Date;
  },
): Promise<void> {
  const { row, before, after, at } = input;
  const accepted = after.is_accepted && before?.is_accepted !== true;
  await appendAudit(tx, {
    applicationId: row.id,
    at,
    actor: actorOfViewer(input.viewer),
    action: before === null ? 'OFFER_MADE' : accepted ? 'OFFER_ACCEPTED' : 'OFFER_EDITED',
    changes: fieldChanges(
      before as Record<string, unknown> | null,
      after as unknown as Record<string, unknown>,
    ),
  });
  const status = input.closed;
  if (status.status === undefined || status.status === row.status) return;
  await appendAudit(tx, {
    applicationId: row.id,
    at,
    actor: systemActor(RULES_ENGINE),
    action: 'STATUS_CHANGED',
    changes: fieldChanges(
      { status: row.status, rejection_reason: row.rejection_reason },
      { status: status.status, rejection_reason: status.rejection_reason },
    ),
  });
}
