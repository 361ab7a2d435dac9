import type { Kysely, Transaction } from 'kysely';
import { needsAssetDocuments } from '../../../src/domain/asset-loan-types';
import type { LoanType } from '../../../src/domain/enums';
import type { BureauAdapter } from '../../../src/domain/rules-engine/bureau-sandbox';
import type { OfferEdit } from '../../../src/domain/rules-engine/offer-edit-schema';
import type { OfferFacts } from '../../../src/domain/rules-engine/eligibility';
import { monthlyIncome, type IncomeSections } from '../../../src/domain/rules-engine/income';
import { editOffer } from '../../../src/domain/rules-engine/offer-edit';
import { runRules, type LoanOffer } from '../../../src/domain/rules-engine/offer';
import type { Database, StoredSection } from '../../db/schema';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { EDITABLE_STATUSES, NOT_EDITABLE } from '../applications/sections';
import { ApiError } from '../../errors';
import { offerAudit } from './offer-audit';
import { assertKfsAcknowledged } from '../kfs/issues';

/*
 * The rules engine on the server (issue 8 item 4; docs/rules-engine.md): the first run gathers
 * what the rules read (OfferFacts) from the application and the bureau, and keeps the facts with
 * the offer; later runs answer the stored offer. A change recomputes from the stored facts with
 * the domain's editOffer: only the agent's choices come from the request, never a figure.
 */

export const OFFER_NEEDS = {
  personal: 'Please save the personal details before the loan offer.',
  work: 'Please save the employment or business details before the loan offer.',
  references: 'Please add the references before the loan offer.',
  assets: 'Please upload the asset documents before the loan offer.',
  pan: 'A PAN number is needed to pull the credit bureau report. Add it on the first step.',
  dob: 'A date of birth is needed for the loan offer. Add it in the personal details.',
} as const;
export const NO_OFFER_YET = /*i18n*/ {
  id: 'NO_OFFER_YET',
  message: 'There is no loan offer for this application yet.',
};

/** Today in India ('YYYY-MM-DD'): the rules' dates are Indian calendar dates (UTC+5:30, no DST). */
export function indianToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const OFFER_COLUMNS = [
  'id',
  'status',
  'rejection_reason',
  'name',
  'mobile',
  'job_type',
  'loan_type',
  'pan_number',
  'required_amount',
  'stage',
  'personal_info',
  'employment_info',
  'business_info',
  'references',
  'asset_documents',
  'loan_offer',
  'offer_facts',
] as const;

async function offerRow(db: Kysely<Database> | Transaction<Database>, viewer: Viewer, id: string) {
  const row = await db
    .selectFrom('applications')
    .select(OFFER_COLUMNS)
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
type OfferRow = Awaited<ReturnType<typeof offerRow>>;

/** Why the rules cannot run yet, in the order the wizard asks for things, or null. */
function missingFor(row: OfferRow): string | null {
  if (!row.personal_info) return OFFER_NEEDS.personal;
  if (!row.employment_info && !row.business_info) return OFFER_NEEDS.work;
  if (!row.references || row.references.length === 0) return OFFER_NEEDS.references;
  if (needsAssetDocuments(row.loan_type) && !row.asset_documents) return OFFER_NEEDS.assets;
  if (!row.pan_number) return OFFER_NEEDS.pan;
  if (typeof row.personal_info['dob'] !== 'string') return OFFER_NEEDS.dob;
  return null;
}

/** What the rules read about the application, the bureau asked once. */
async function gatherFacts(row: OfferRow, bureau: BureauAdapter): Promise<OfferFacts> {
  const personal = row.personal_info as StoredSection;
  const dob = String(personal['dob']);
  const report = await bureau.pull({
    pan: row.pan_number ?? '',
    name: row.name,
    mobile: row.mobile,
    dob,
  });
  return {
    loan_type: row.loan_type as LoanType,
    required_amount: row.required_amount ?? undefined,
    dob,
    monthly_income: monthlyIncome({
      job_type: row.job_type ?? '',
      employment_info: row.employment_info,
      business_info: row.business_info,
    } as IncomeSections),
    bureau: report,
  };
}

/** A rejected offer closes the application: REJECTED, with its reasons. */
function decided(offer: LoanOffer): { status?: string; rejection_reason?: string } {
  return offer.decision === 'REJECTED'
    ? { status: 'REJECTED', rejection_reason: offer.reasons.join(', ') }
    : {};
}

/** POST: the stored offer, or the rules' first run on the application (kept with its facts). */
export async function loanOfferOf(
  db: Kysely<Database>,
  input: { viewer: Viewer; id: string; now: Date; bureau: BureauAdapter },
): Promise<LoanOffer> {
  return db.transaction().execute(async (tx) => {
    const row = await offerRow(tx, input.viewer, input.id);
    if (row.loan_offer) return row.loan_offer as unknown as LoanOffer;
    if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status)) {
      throw new ApiError(409, NOT_EDITABLE);
    }
    const missing = missingFor(row);
    if (missing) throw new ApiError(400, missing);
    const facts = await gatherFacts(row, input.bureau);
    const offer = runRules(facts, indianToday(input.now));
    await tx
      .updateTable('applications')
      .set({
        loan_offer: JSON.stringify(offer),
        offer_facts: JSON.stringify(facts),
        updated_at: input.now,
        ...decided(offer),
      })
      .where('id', '=', row.id)
      .execute();
    await offerAudit(tx, {
      row,
      viewer: input.viewer,
      before: null,
      after: offer,
      closed: decided(offer),
      at: input.now,
    });
    return offer;
  });
}

/** PATCH: the agent's changes and/or acceptance, recomputed from the stored facts. */
export async function changeLoanOffer(
  db: Kysely<Database>,
  input: {
    viewer: Viewer;
    id: string;
    edit: OfferEdit | undefined;
    accept: boolean;
    rerun: boolean;
    now: Date;
  },
): Promise<LoanOffer> {
  return db.transaction().execute(async (tx) => {
    const row = await offerRow(tx, input.viewer, input.id);
    if (!row.loan_offer || !row.offer_facts) throw new ApiError(400, NO_OFFER_YET);
    const result = editOffer({
      facts: row.offer_facts as unknown as OfferFacts,
      offer: row.loan_offer as unknown as LoanOffer,
      edit: input.edit,
      accept: input.accept,
      rerun: input.rerun,
      today: indianToday(input.now),
    });
    if (!result.ok) throw new ApiError(result.kind === 'locked' ? 409 : 400, result.message);
    // The borrower must have acknowledged the Key Fact Statement of exactly these terms.
    if (result.offer.is_accepted) {
      await assertKfsAcknowledged(tx, row, result.offer, indianToday(input.now));
    }
    await tx
      .updateTable('applications')
      .set({
        loan_offer: JSON.stringify(result.offer),
        updated_at: input.now,
        ...decided(result.offer),
      })
      .where('id', '=', row.id)
      .execute();
    await offerAudit(tx, {
      row,
      viewer: input.viewer,
      before: row.loan_offer as unknown as LoanOffer,
      after: result.offer,
      closed: decided(result.offer),
      at: input.now,
    });
    return result.offer;
  });
}
