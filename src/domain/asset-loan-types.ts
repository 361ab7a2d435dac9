/*
 * Which loan types take asset documents, apart from their schema (sections/asset-documents.ts):
 * the wizard's routes ask this, and they are in the first load, which must not carry valibot's
 * schemas.
 */

/** The loan types that take asset documents (capture-app §9); others skip the step. */
export const ASSET_LOAN_TYPES = ['AUTO_LOAN', 'GOLD_LOAN'] as const;
export type AssetLoanType = (typeof ASSET_LOAN_TYPES)[number];

export const needsAssetDocuments = (loanType: unknown): loanType is AssetLoanType =>
  (ASSET_LOAN_TYPES as readonly unknown[]).includes(loanType);
