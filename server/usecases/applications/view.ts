import type { Schema } from '../../contract-types';
import type { ApplicationRow, StoredSection } from '../../db/schema';

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
  'references',
  'asset_documents',
  'loan_offer',
] as const satisfies readonly (keyof ApplicationRow)[];

export type WholeRow = Pick<ApplicationRow, (typeof APPLICATION_COLUMNS)[number]> & {
  /** The co-applicants, each its details with its id, in the order added. */
  co_applicants: StoredSection[] | null;
  /** What lenders said once leads were sent (usecases/lenders/statuses.ts); none when unread. */
  lender_statuses?: Schema<'LenderStatus'>[] | null;
};

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
    co_applicants: (row.co_applicants ?? []) as Schema<'CoApplicant'>[],
    references: (row.references ?? []) as Schema<'Reference'>[],
    asset_documents: row.asset_documents as Schema<'AssetDocuments'> | null,
    loan_offer: row.loan_offer as Schema<'LoanOffer'> | null,
    lender_statuses: row.lender_statuses ?? [],
  };
}
