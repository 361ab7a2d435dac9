import type { Kysely, Transaction } from 'kysely';
import { lenderById } from '../../../src/domain/lenders/catalog';
import type { LenderAnswer, LenderDecisionInput } from '../../../src/domain/lenders/decision';
import type { Lender } from '../../../src/domain/lenders/policy';
import type { OfferFacts } from '../../../src/domain/rules-engine/eligibility';
import type { LoanOffer } from '../../../src/domain/rules-engine/offer';
import type { Database, LenderStatusRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { notFound, visibleTo } from '../applications/access';
import { coApplicantsOf } from '../applications/get';
import { APPLICATION_COLUMNS, type WholeRow } from '../applications/view';
import { indianToday } from '../capture/loan-offer';
import { LEAD_SENDING } from './statuses';

/*
 * What every lender operation starts from: the partner's application (by id AND owner, in one
 * query: someone else's is answered exactly like an id that does not exist) and the lender.
 */

export const LENDER_NOT_FOUND = /*i18n*/ {
  id: 'LENDER_NOT_FOUND',
  message: 'Lender not found',
};

/** Who acts: the logged-in partner, and the server's clock (ages are reckoned on its day). */
export interface LenderActor {
  partnerId: string;
  now: Date;
}

export type LenderApplicationRow = WholeRow & {
  offer_facts: Record<string, unknown> | null;
};

type Db = Kysely<Database> | Transaction<Database>;

/** The partner's application with the rules engine's facts, or 404. */
export async function partnerApplication(
  db: Db,
  partnerId: string,
  applicationId: string,
): Promise<LenderApplicationRow> {
  const row = await db
    .selectFrom('applications')
    .select(APPLICATION_COLUMNS)
    .select('offer_facts')
    .select(coApplicantsOf)
    .where('id', '=', applicationId)
    .where(visibleTo({ family: 'KYC', partnerId }))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A lender of the catalog (the lenders table is reseeded from it), or 404. */
export function lenderOf(lenderId: string): Lender {
  const lender = lenderById(lenderId);
  if (!lender) throw new ApiError(404, LENDER_NOT_FOUND);
  return lender;
}

/** What the lenders decide on, read from the stored offer and the facts kept with it. */
export function decisionInputOf(
  row: Pick<LenderApplicationRow, 'offer_facts' | 'loan_offer'>,
  now: Date,
): LenderDecisionInput {
  return {
    // Both are written only by the rules engine on the server, as these types.
    facts: row.offer_facts as unknown as OfferFacts | null,
    offer: row.loan_offer as unknown as LoanOffer | null,
    today: indianToday(now),
  };
}

/** The lender's answer as the decision reads it: its reasons from what it sent, if any. */
export function answerOf(
  row: Pick<LenderStatusRow, 'status' | 'raw_data_from_lender'> | null,
): LenderAnswer | null {
  if (!row || row.status === LEAD_SENDING) return null;
  const raw = row.raw_data_from_lender ?? {};
  const listed = raw['reasons'];
  const reasons = Array.isArray(listed)
    ? listed.filter((reason): reason is string => typeof reason === 'string')
    : typeof raw['description'] === 'string'
      ? [raw['description']]
      : [];
  return { status: row.status, reasons };
}
