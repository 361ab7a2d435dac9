import type { LenderDecision, Range, SupportedAction } from '../../domain/lenders/policy';

/*
 * The lenders page's types (partner-portal §2 Lenders table, §3 Lender offer): each lender's
 * offer and decision on one application, with what the lender said once the application was
 * sent to it (the application's lender_statuses, or what Send answered).
 */

/** The application whose lenders the page shows. */
export interface LendersApplication {
  id: string;
  trackerId: string;
  name: string;
  /** DRAFT, INCOMPLETE, SUBMITTED, REJECTED… (a REJECTED application disables every action). */
  status: string;
  /** The names of the documents its sections hold, in step order (what Upload Files sends). */
  documents: string[];
}

/** One row: a lender's offer, its decision and the lead sent to it. */
export interface LenderRow {
  lenderId: string;
  lenderName: string;
  isPreferred: boolean;
  /** Rupees. */
  amount: Range;
  /** Percent per annum. */
  interestRate: Range;
  /** Months. */
  tenure: Range;
  /** Percent of the loan amount. */
  processingFee: Range;
  /** Percent of the loan amount. */
  insuranceFee: Range;
  decision: LenderDecision;
  actions: SupportedAction[];
  /** The lender's note on its decision (e.g. why it is still PENDING). */
  message: string | null;
  /** Why it said REJECTED, in plain words. */
  reasons: string[];
  /** The lender's own status once the application was sent (null before). */
  lenderStatus: string | null;
  /** The lead's reference the lender gave (client_reference_id; null before). */
  reference: string | null;
  /** When the lender last answered (ISO date-time; null before it did). */
  answeredAt: string | null;
}

/** What one load gives: the application and its lenders, preferred lenders first. */
export interface LendersData {
  application: LendersApplication;
  rows: LenderRow[];
}

/** What Send to Lender answers: the lender's status and the lead's reference. */
export interface LeadResult {
  status: string;
  reference: string;
  /** When the answer came (ISO date-time). */
  answeredAt: string;
}

/** What Upload Files answers: the lender's word on the files. */
export interface LeadUploadResult {
  status: string;
}

/** What Export answers: where the workbook can be downloaded (a signed, short-lived URL). */
export interface ExportResult {
  fileUrl: string;
}

export interface LendersInput {
  applicationId: string;
}

export interface LendersContext {
  applicationId: string;
  application: LendersApplication | null;
  rows: LenderRow[];
  /** The page of rows shown (from 1; the table pages on the device, 10 a page). */
  page: number;
}

export type LendersEvent =
  /** The list chart loaded the lenders (its reportLoaded). */
  | { type: 'lenders.loaded'; data: LendersData }
  /** Show another page of rows. */
  | { type: 'lenders.page'; page: number }
  /** Send to Lender answered for this lender. */
  | { type: 'lead.sent'; lenderId: string; status: string; reference: string; answeredAt: string };
