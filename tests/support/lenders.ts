import type { Kysely } from 'kysely';
import type { OfferFacts } from '../../src/domain/rules-engine/eligibility';
import { runRules } from '../../src/domain/rules-engine/offer';
import type { Database } from '../../server/db/schema';
import { insertApplication, type ApplicationSeed } from './applications';
import { OFFER_DAY, SALARIED_FACTS } from './offer-facts';

/*
 * Applications in the state the lenders read: with the rules engine's facts and offer stored
 * (as POST /bureau/bre/loankone leaves them), or without (every lender PENDING).
 */

export const LENDER_PATHS = {
  decision: (applicationId: string) =>
    `/api/v1/lender/policy/decision?application_id=${applicationId}`,
  lead: '/api/v1/lender/integration/lead',
  upload: '/api/v1/lender/integration/lead/upload',
} as const;

/** A partner's application whose offer was worked out from `facts` (the rules' worked example). */
export async function applicationWithOffer(
  db: Kysely<Database>,
  partnerId: string,
  seed: ApplicationSeed = {},
  facts: OfferFacts = SALARIED_FACTS,
): Promise<string> {
  const { id } = await insertApplication(db, { partnerId, loanType: facts.loan_type, ...seed });
  await storeOffer(db, id, facts);
  return id;
}

/** Stores the rules engine's offer on `facts` (and the facts) on the application. */
export async function storeOffer(
  db: Kysely<Database>,
  applicationId: string,
  facts: OfferFacts = SALARIED_FACTS,
): Promise<void> {
  await db
    .updateTable('applications')
    .set({
      offer_facts: JSON.stringify(facts),
      loan_offer: JSON.stringify(runRules(facts, OFFER_DAY)),
    })
    .where('id', '=', applicationId)
    .execute();
}
