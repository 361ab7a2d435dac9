import type { Kysely } from 'kysely';
import { stepJobType } from '../../../src/domain/resume';
import type { Database } from '../../db/schema';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { ApiError } from '../../errors';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { recordFirstStepConsents, type FirstStepConsentContext } from '../consents/first-step';
import { notFound, visibleTo, type Viewer } from './access';
import { firstStepColumns, utmDetailsOf, type FirstStep } from './first-step';
import { isAccepted, OFFER_DROPPED } from './save-section';
import {
  EDITABLE_STATUSES,
  NOT_EDITABLE,
  OFFER_ACCEPTED_LOCKS_DETAILS,
  SECTIONS,
} from './sections';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary } from './view';

export const MOBILE_FIXED = /*i18n*/ {
  id: 'MOBILE_FIXED',
  message: 'The mobile number of an application cannot be changed.',
};

/** The first step's columns as firstStepColumns writes them (what an audit entry compares). */
const FIRST_STEP_COLUMNS = [
  'name',
  'pan_number',
  'job_type',
  'loan_type',
  'required_amount',
  'purpose',
  'terms_accepted',
  'bureau_consent',
] as const satisfies readonly (keyof ReturnType<typeof firstStepColumns>)[];

function pick<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}

/** What the rules engine reads from the first step (the bureau asks by name and PAN). */
const OFFER_INPUTS = ['name', 'pan_number', 'job_type', 'loan_type', 'required_amount'] as const;

/**
 * PATCH /{family}/{id}: the first step again (resume). The status stays as it is, so a returned
 * application stays INCOMPLETE until it is submitted again. A new job type of the other kind
 * (salaried ↔ self-employed) drops the saved employment or business details and their stage:
 * they describe work the applicant no longer declares, and the wizard asks for the other step.
 */
export async function updateFirstStep(
  db: Kysely<Database>,
  input: {
    viewer: Viewer;
    id: string;
    /** The body checked under the rules of a brand (key): the application's own. */
    stepFor: (brand: string) => FirstStep;
    /** How the ticked consents were given: a text version not yet recorded is, here. */
    consents: FirstStepConsentContext;
    now: Date;
  },
): Promise<ApplicationSummary> {
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('applications')
      .select([
        'status',
        'mobile',
        'stage',
        'loan_offer',
        'brand',
        ...FIRST_STEP_COLUMNS,
        'utm_details',
        'employment_info',
        'business_info',
      ])
      .where('id', '=', input.id)
      .where(visibleTo(input.viewer))
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (!(EDITABLE_STATUSES as readonly string[]).includes(current.status)) {
      throw new ApiError(409, NOT_EDITABLE);
    }
    if (isAccepted(current.loan_offer)) throw new ApiError(409, OFFER_ACCEPTED_LOCKS_DETAILS);
    // The rules of the brand the application was created on, whatever site is asking.
    const step = input.stepFor(current.brand);
    // The OTP verified this mobile; another one would skip that check.
    if (current.mobile !== step.mobile) throw new ApiError(400, MOBILE_FIXED);
    // An offer not yet accepted was made on these: a change drops it, and the offer step asks
    // the rules again.
    const columns = firstStepColumns(step);
    const offerInputsChanged = OFFER_INPUTS.some((column) => current[column] !== columns[column]);

    const before = stepJobType(current.job_type);
    const after = stepJobType(step.job_type);
    const dropped =
      before === after ? null : after === 'SALARIED' ? SECTIONS.business : SECTIONS.employment;
    const row = await tx
      .updateTable('applications')
      .set({
        ...columns,
        ...(offerInputsChanged ? { loan_offer: null, offer_facts: null } : {}),
        ...(utmDetailsOf(step) ? { utm_details: utmDetailsOf(step) } : {}),
        ...(dropped
          ? {
              [dropped.column]: null,
              stage: JSON.stringify(current.stage.filter((stage) => stage !== dropped.stage)),
            }
          : {}),
        updated_at: input.now,
      })
      .where('id', '=', input.id)
      .returning(SUMMARY_COLUMNS)
      .executeTakeFirstOrThrow();
    const utmDetails = utmDetailsOf(step);
    await appendAudit(tx, {
      applicationId: input.id,
      at: input.now,
      actor: actorOfViewer(input.viewer),
      action: 'FIRST_STEP_UPDATED',
      changes: [
        ...fieldChanges(
          { ...pick(current, FIRST_STEP_COLUMNS), utm_details: current.utm_details },
          {
            ...columns,
            utm_details: utmDetails ? (JSON.parse(utmDetails) as unknown) : current.utm_details,
          },
        ),
        // What the change dropped: the other kind of work's details, an offer made on the old.
        ...(dropped && current[dropped.column as 'employment_info' | 'business_info'] !== null
          ? [{ field: dropped.column, new: null }]
          : []),
        ...(offerInputsChanged && current.loan_offer !== null ? [OFFER_DROPPED] : []),
      ],
    });
    await recordFirstStepConsents(tx, {
      applicationId: input.id,
      brand: current.brand,
      mobile: current.mobile,
      viewer: input.viewer,
      step,
      context: input.consents,
      at: input.now,
    });
    return toSummary(row);
  });
}
