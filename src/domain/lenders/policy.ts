import type { LoanType } from '../enums';

/*
 * What a lender lends, as the portal reasons about it: a lender's policy is data (catalog.ts),
 * the decision is a pure function of the policy and the application's facts (decision.ts).
 * Amounts are whole rupees, tenures months, rates and fees percent.
 */

/** The actions a lender row may offer (the contract's SupportedAction). */
export const SUPPORTED_ACTIONS = [
  'SEND_TO_LENDER',
  'EMAIL_TO_LENDER',
  'EXPORT',
  'UPLOAD_FILES',
] as const;
export type SupportedAction = (typeof SUPPORTED_ACTIONS)[number];

/** How the portal names each action (the row's button and the refusal messages). */
export const SUPPORTED_ACTION_LABELS: Readonly<Record<SupportedAction, string>> = {
  SEND_TO_LENDER: 'Send to Lender',
  EMAIL_TO_LENDER: 'Email to Lender',
  EXPORT: 'Export',
  UPLOAD_FILES: 'Upload Files',
};

/** A lender's decision on an application (the contract's Decision). */
export type LenderDecision = 'APPROVED' | 'REJECTED' | 'PENDING';

export interface Range {
  min: number;
  max: number;
}

/** The lending rules of one lender: what it lends, to whom, and on what terms. */
export interface LenderPolicy {
  loanTypes: readonly LoanType[];
  /** Rupees. */
  amount: Range;
  /** The lowest bureau score it lends to (300–900 scale). */
  minBureauScore: number;
  /** Rupees a month, as the rules engine reads income (src/domain/rules-engine/income.ts). */
  minMonthlyIncome: number;
  /** Whole years on the day the decision is made, both ends included. */
  age: Range;
  /** Percent per annum. */
  interestRate: Range;
  /** Months. */
  tenure: Range;
  /** Percent of the loan amount. */
  processingFee: Range;
  /** Percent of the loan amount. */
  insuranceFee: Range;
}

export interface Lender {
  /** A short stable slug (the contract's lender_id): stored in lender_statuses and cases. */
  id: string;
  name: string;
  /** Preferred lenders are listed first on the lenders table. */
  isPreferred: boolean;
  supportedActions: readonly SupportedAction[];
  /**
   * The lender takes documents (Upload Files) only once its own status for the application is
   * APPROVED: Protium, per the spec (§4).
   */
  filesOnlyOnceApproved: boolean;
  policy: LenderPolicy;
}
