import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES_WITH_PROFESSIONAL,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  LOAN_TYPE_LABELS,
  loanTypesFor,
  PUBLIC_LOAN_TYPES,
  type EmploymentType,
  type LoanType,
} from '../enums';

/** The capture families: a partner's (KYC) and a borrower's own (APPLY_LOAN). */
export type CaptureFamily = 'KYC' | 'APPLY_LOAN';

export interface Option {
  value: string;
  label: string;
}

/** Job types offered on the first step: the public flow adds PROFESSIONAL (partner-portal §3). */
export function jobTypeOptions(family: CaptureFamily): Option[] {
  return family === 'KYC'
    ? JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }))
    : EMPLOYMENT_TYPES_WITH_PROFESSIONAL.map((value) => ({
        value,
        label: EMPLOYMENT_TYPE_LABELS[value],
      }));
}

/** The loan types a job type offers in a family (the public lists are narrower). */
export function loanTypesOffered(family: CaptureFamily, jobType: string): readonly LoanType[] {
  if (family === 'APPLY_LOAN') {
    return (EMPLOYMENT_TYPES_WITH_PROFESSIONAL as readonly string[]).includes(jobType)
      ? PUBLIC_LOAN_TYPES[jobType as EmploymentType]
      : [];
  }
  return jobType === 'SALARIED' || jobType === 'SELF_EMPLOYED' ? loanTypesFor(jobType) : [];
}

export function loanTypeOptions(family: CaptureFamily, jobType: string): Option[] {
  return loanTypesOffered(family, jobType).map((value) => ({
    value,
    label: LOAN_TYPE_LABELS[value],
  }));
}

/** Whether a chosen loan type survives a change of job type (else it is cleared). */
export function keepsLoanType(family: CaptureFamily, jobType: string, loanType: string): boolean {
  return (loanTypesOffered(family, jobType) as readonly string[]).includes(loanType);
}

/**
 * The values after a change of job type: the job type set, and the loan type cleared when the
 * new job type does not offer it (spec §5: "It is reset when job type changes").
 */
export function withJobType<TValues extends Readonly<Record<string, unknown>>>(
  family: CaptureFamily,
  values: TValues,
  jobType: string,
): TValues & { job_type: string; loan_type: unknown } {
  const loanType = values['loan_type'];
  const keeps = typeof loanType === 'string' && keepsLoanType(family, jobType, loanType);
  return { ...values, job_type: jobType, loan_type: keeps ? loanType : '' };
}
