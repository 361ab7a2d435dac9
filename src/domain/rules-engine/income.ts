/*
 * Monthly income, read from the section the applicant filled in: the employment section's
 * monthly in-hand salary for a salaried (or professional) applicant, the business section's
 * financials for a self-employed one. Whole rupees; a missing figure is no income, which the
 * rules answer with INSUFFICIENT_INCOME rather than guess.
 */

export interface IncomeSections {
  job_type: string;
  employment_info?: { monthly_in_hand_salary?: number | undefined } | null | undefined;
  business_info?:
    | {
        business_financials?:
          { data: ReadonlyArray<{ fy: string; profit?: number | undefined }> } | undefined;
      }
    | null
    | undefined;
}

/**
 * Self-employed: the profit of the latest financial year given ('2025-26' sorts after
 * '2024-25'), divided by 12 and rounded down; a loss is no income. The latest year, not an
 * average, because it is what the business earns now and what its bank statements show.
 */
function businessMonthlyIncome(info: IncomeSections['business_info']): number {
  const rows = info?.business_financials?.data ?? [];
  const latest = [...rows]
    .filter((row) => typeof row.profit === 'number' && Number.isFinite(row.profit))
    .sort((a, b) => b.fy.localeCompare(a.fy))[0];
  return Math.max(0, Math.floor((latest?.profit ?? 0) / 12));
}

export function monthlyIncome(sections: IncomeSections): number {
  if (sections.job_type === 'SELF_EMPLOYED') return businessMonthlyIncome(sections.business_info);
  const salary = sections.employment_info?.monthly_in_hand_salary;
  return typeof salary === 'number' && Number.isFinite(salary)
    ? Math.max(0, Math.floor(salary))
    : 0;
}
