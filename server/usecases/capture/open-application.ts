import type { Kysely, Transaction } from 'kysely';
import { Stage } from '../../../src/domain/stages';
import type { Database } from '../../db/schema';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { isAccepted } from '../applications/save-section';
import {
  EDITABLE_STATUSES,
  NOT_EDITABLE,
  OFFER_ACCEPTED_LOCKS_DETAILS,
} from '../applications/sections';
import { ApiError } from '../../errors';

/*
 * What co-applicants, references and asset documents need of their application before they
 * change it: the viewer may see it (else 404, as an id that does not exist), it is still being
 * captured (else 409), its loan offer is not accepted (else 409, the one message every section
 * write answers then: the accepted offer stands on the application as it is, issue 19 item 5),
 * and its employment or business details are saved, the step they follow.
 */

export const WORK_DETAILS_FIRST = /*i18n*/ {
  id: 'WORK_DETAILS_FIRST',
  message: 'Please save the employment or business details first.',
};

export interface OpenApplication {
  id: string;
  /** The brand key it was created on: its rules check what is saved into it. */
  brand: string;
  loan_type: string | null;
  stage: string[];
}

/** The application, locked for this change (`for update`), or the refusal. */
export async function openApplication(
  db: Kysely<Database> | Transaction<Database>,
  viewer: Viewer,
  id: string,
): Promise<OpenApplication> {
  const row = await db
    .selectFrom('applications')
    .select(['id', 'brand', 'status', 'loan_type', 'stage', 'loan_offer'])
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status)) {
    throw new ApiError(409, NOT_EDITABLE);
  }
  if (isAccepted(row.loan_offer)) throw new ApiError(409, OFFER_ACCEPTED_LOCKS_DETAILS);
  const workSaved =
    row.stage.includes(Stage.EMPLOYMENT_DETAILS) || row.stage.includes(Stage.BUSINESS_DETAILS);
  if (!workSaved) throw new ApiError(409, WORK_DETAILS_FIRST);
  return {
    id: row.id,
    brand: row.brand,
    loan_type: row.loan_type,
    stage: row.stage,
  };
}

/** The stage list with `stage` added once. */
export const withStage = (stages: readonly string[], stage: string): string[] =>
  stages.includes(stage) ? [...stages] : [...stages, stage];
