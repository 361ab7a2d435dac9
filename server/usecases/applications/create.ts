import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newTrackerId } from '../../../src/domain/application-ids';
import { Stage } from '../../../src/domain/stages';
import type { ApplicationFamily, Database } from '../../db/schema';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { ApiError } from '../../errors';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import type { Viewer } from './access';
import { attributingLink } from '../links/links';
import { recordFirstStepConsents, type FirstStepConsentContext } from '../consents/first-step';
import { firstStepColumns, utmDetailsOf, utmIdOf, type FirstStep } from './first-step';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary } from './view';
import { writeOnce, type Once } from '../idempotency';

/** How recently the borrower's OTP must have been verified for a partner to create. */
export const BORROWER_VERIFICATION_MINUTES = 30;

export const BORROWER_NOT_VERIFIED = /*i18n*/ {
  id: 'BORROWER_NOT_VERIFIED',
  message: "Please verify the borrower's mobile number by OTP before creating the application.",
};
export const NOT_THE_VERIFIED_MOBILE = /*i18n*/ {
  id: 'NOT_THE_OTP_MOBILE',
  message: 'The mobile number must be the one you verified by OTP.',
};
export const TRACKER_ID_TAKEN = /*i18n*/ {
  id: 'TRACKER_ID_TAKEN',
  message: 'This tracker id is already in use. Please try again.',
};
export const UNKNOWN_REFERRAL_CODE = /*i18n*/ {
  id: 'UNKNOWN_REFERRAL_CODE',
  message: 'Invalid referral code',
};
/** A borrower's create on a site whose brand has no Apply Now (its landing shows none). */
export const APPLY_NOW_NOT_OFFERED = /*i18n*/ {
  id: 'APPLY_NOW_NOT_OFFERED',
  message: 'This site does not take loan applications online.',
};

/** Server-made tracker ids are retried this often on the (1 in 90 million) chance of a clash. */
const TRACKER_ID_TRIES = 5;

export interface CreateInput {
  viewer: Viewer;
  /** The brand key of the session creating it: its rules checked `step` and apply from now on. */
  brand: string;
  step: FirstStep;
  /** APPLY_LOAN only: the device's tracker id (already pattern-checked). */
  trackerId?: string;
  /** How the ticked consents were given: recorded with the application, in its transaction. */
  consents: FirstStepConsentContext;
  now: Date;
}

/**
 * POST /{family}/create: a new DRAFT application whose stage list holds CREATE_APPLICATION. A
 * partner creates for a borrower whose mobile an OTP verified moments ago; a borrower creates
 * for the mobile their own guest token verified.
 */
export async function createApplication(
  db: Kysely<Database>,
  input: CreateInput,
  once?: Once<ApplicationSummary>,
): Promise<ApplicationSummary> {
  const { viewer, step } = input;
  let family: ApplicationFamily;
  let partnerId: string | null = null;
  let referralCode: string | null = null;
  let link: { id: string; partner_id: string } | null = null;
  if (viewer.family === 'KYC') {
    family = 'KYC';
    partnerId = viewer.partnerId;
    if (!(await verifiedLately(db, step.mobile, input.now))) {
      throw new ApiError(403, BORROWER_NOT_VERIFIED);
    }
  } else {
    if (viewer.family !== 'APPLY_LOAN' || viewer.mobile !== step.mobile) {
      throw new ApiError(403, NOT_THE_VERIFIED_MOBILE);
    }
    family = 'APPLY_LOAN';
    referralCode = await knownReferralCode(db, step.referral_code);
    // A typed referral code wins over a link (one attributed partner; docs/decisions.md).
    if (referralCode === null) link = await attributingLink(db, utmIdOf(step), input.brand);
  }

  const row = {
    family,
    partner_id: partnerId,
    brand: input.brand,
    status: 'DRAFT',
    mobile: step.mobile,
    ...firstStepColumns(step),
    referral_code: referralCode,
    utm_details: utmDetailsOf(step),
    utm_link_id: link?.id ?? null,
    link_partner_id: link?.partner_id ?? null,
    remarks: null,
    stage: JSON.stringify([Stage.CREATE_APPLICATION]),
    created_at: input.now,
    updated_at: input.now,
  };
  const tries = input.trackerId ? 1 : TRACKER_ID_TRIES;
  // The application, its audit entry and its consents are one write: all stored or none.
  // With an Idempotency-Key, the answer is remembered in the same transaction (issue 30 item 2).
  return writeOnce(db, once, async (tx) => {
    for (let attempt = 0; attempt < tries; attempt++) {
      const inserted = await tx
        .insertInto('applications')
        .values({
          ...row,
          id: randomBytes(16).toString('hex'),
          tracker_id: input.trackerId ?? newTrackerId(),
        })
        // A clash on the tracker id inserts nothing; any other constraint still fails loudly.
        .onConflict((oc) => oc.column('tracker_id').doNothing())
        .returning(SUMMARY_COLUMNS)
        .executeTakeFirst();
      if (inserted) {
        await appendAudit(tx, {
          applicationId: inserted.id,
          at: input.now,
          actor: actorOfViewer(viewer),
          action: 'APPLICATION_CREATED',
          changes: fieldChanges(null, {
            mobile: row.mobile,
            ...firstStepColumns(step),
            referral_code: row.referral_code,
            utm_details: step.utm_details ?? null,
            utm_link_id: row.utm_link_id,
          }),
        });
        await recordFirstStepConsents(tx, {
          applicationId: inserted.id,
          brand: input.brand,
          mobile: step.mobile,
          viewer,
          step,
          context: input.consents,
          at: input.now,
        });
        return toSummary(inserted);
      }
    }
    // Nothing was inserted: the rollback undoes nothing but the key's claim.
    if (input.trackerId) throw new ApiError(409, TRACKER_ID_TAKEN);
    throw new Error(`No free tracker id after ${TRACKER_ID_TRIES} tries`);
  });
}

async function verifiedLately(db: Kysely<Database>, mobile: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - BORROWER_VERIFICATION_MINUTES * 60_000);
  const row = await db
    .selectFrom('otp_sessions')
    .select('id')
    .where('mobile', '=', mobile)
    .where('purpose', '=', 'GUEST')
    .where('verified_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A referral code must be some partner's: a typo would otherwise credit nobody silently. */
async function knownReferralCode(
  db: Kysely<Database>,
  code: string | undefined,
): Promise<string | null> {
  if (code === undefined) return null;
  const partner = await db
    .selectFrom('users')
    .select('referral_code')
    .where('referral_code', '=', code)
    .executeTakeFirst();
  if (!partner) throw new ApiError(400, UNKNOWN_REFERRAL_CODE);
  return code;
}
