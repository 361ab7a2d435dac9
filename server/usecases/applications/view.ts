import type { Schema } from '../../http/envelope';
import type { ApplicationRow } from '../../db/schema';

/*
 * Rows → the contract's shapes. Sections are stored only after the domain's schemas accepted
 * them, so reading them back as the contract's types is sound; status, job and loan type are
 * written only from validated input too.
 */

export type ApplicationSummary = Schema<'ApplicationSummary'>;
export type Application = Schema<'Application'>;

/** The columns a summary needs: lists and lookups never read the sections. */
export const SUMMARY_COLUMNS = [
  'id',
  'tracker_id',
  'name',
  'mobile',
  'job_type',
  'loan_type',
  'status',
  'stage',
  'remarks',
  'created_at',
] as const satisfies readonly (keyof ApplicationRow)[];

export type SummaryRow = Pick<ApplicationRow, (typeof SUMMARY_COLUMNS)[number]>;

export function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    tracker_id: row.tracker_id,
    name: row.name,
    mobile: row.mobile,
    job_type: row.job_type as ApplicationSummary['job_type'],
    loan_type: row.loan_type as ApplicationSummary['loan_type'],
    status: row.status as ApplicationSummary['status'],
    stage: row.stage as ApplicationSummary['stage'],
    remarks: row.remarks,
    created_at: row.created_at.toISOString(),
  };
}

/** Every column a whole application is built from. */
export const APPLICATION_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'pan_number',
  'required_amount',
  'purpose',
  'utm_details',
  'rejection_reason',
  'personal_info',
  'employment_info',
  'business_info',
] as const satisfies readonly (keyof ApplicationRow)[];

export type WholeRow = Pick<ApplicationRow, (typeof APPLICATION_COLUMNS)[number]>;

export function toApplication(row: WholeRow): Application {
  return {
    ...toSummary(row),
    pan_number: row.pan_number,
    required_amount: row.required_amount,
    purpose: row.purpose,
    ...(row.utm_details ? { utm_details: row.utm_details } : {}),
    rejection_reason: row.rejection_reason,
    personal_info: row.personal_info as Schema<'PersonalInfo'> | null,
    employment_info: row.employment_info as Schema<'EmploymentInfo'> | null,
    business_info: row.business_info as Schema<'BusinessInfo'> | null,
    // Co-applicants, references, asset documents and lender answers arrive with issue 8.
    co_applicants: [],
    references: [],
    asset_documents: null,
    loan_offer: null,
    lender_statuses: [],
  };
}
