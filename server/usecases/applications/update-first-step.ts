import type { Kysely } from 'kysely';
import { stepJobType } from '../../../src/domain/resume';
import type { Database } from '../../db/schema';
import { ApiError } from '../errors';
import { notFound, visibleTo, type Viewer } from './access';
import { firstStepColumns, utmDetailsOf, type FirstStep } from './first-step';
import { EDITABLE_STATUSES, NOT_EDITABLE, SECTIONS } from './sections';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary } from './view';

export const MOBILE_FIXED = 'The mobile number of an application cannot be changed.';

/**
 * PATCH /{family}/{id}: the first step again (resume). The status stays as it is, so a returned
 * application stays INCOMPLETE until it is submitted again. A new job type of the other kind
 * (salaried ↔ self-employed) drops the saved employment or business details and their stage:
 * they describe work the applicant no longer declares, and the wizard asks for the other step.
 */
export async function updateFirstStep(
  db: Kysely<Database>,
  input: { viewer: Viewer; id: string; step: FirstStep; now: Date },
): Promise<ApplicationSummary> {
  const { step } = input;
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('applications')
      .select(['status', 'mobile', 'job_type', 'stage'])
      .where('id', '=', input.id)
      .where(visibleTo(input.viewer))
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (!(EDITABLE_STATUSES as readonly string[]).includes(current.status)) {
      throw new ApiError(409, NOT_EDITABLE);
    }
    // The OTP verified this mobile; another one would skip that check.
    if (current.mobile !== step.mobile) throw new ApiError(400, MOBILE_FIXED);

    const before = stepJobType(current.job_type);
    const after = stepJobType(step.job_type);
    const dropped =
      before === after ? null : after === 'SALARIED' ? SECTIONS.business : SECTIONS.employment;
    const row = await tx
      .updateTable('applications')
      .set({
        ...firstStepColumns(step),
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
    return toSummary(row);
  });
}
