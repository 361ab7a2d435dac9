import type { ListScope } from '../../domain/application-list';

/** What the applications list is asked for: ALL or one status (the page is the chart's). */
export interface ApplicationsQuery {
  status: ListScope;
}

/** One row of the list (GET /v1/loan-application/list/{status}), as the screen shows it. */
export interface ApplicationRow {
  id: string;
  trackerId: string;
  name: string;
  loanType: string;
  jobType: string;
  /** Rupees; null when the borrower stated none. */
  amount: number | null;
  status: string;
  stage: readonly string[];
  remarks: string | null;
  createdAt: string;
  /**
   * PARTNER: the partner made it; REFERRAL: a borrower, with the partner's referral code; LINK:
   * a borrower, through one of the partner's tracking links.
   */
  source: 'PARTNER' | 'REFERRAL' | 'LINK';
}

/** One page of the list, with the totals the pager shows. */
export interface ApplicationsPage {
  rows: readonly ApplicationRow[];
  totalPages: number;
  totalElements: number;
}
