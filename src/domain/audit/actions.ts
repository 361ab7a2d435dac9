/*
 * Issue 21 item 5: the name of every write to an application, as its audit entry records it
 * (audit_entries.action, the contract's AuditEntry.action) and the History panel says it. One
 * list for every usecase that appends an entry (server/usecases/audit/append.ts) and the screen:
 * a new kind of write gets its name here, its words beside it, and the contract's enum.
 */
export const AUDIT_ACTIONS = {
  APPLICATION_CREATED: 'Application created',
  FIRST_STEP_UPDATED: 'Basic details updated',
  PERSONAL_DETAILS_SAVED: 'Personal details saved',
  EMPLOYMENT_DETAILS_SAVED: 'Employment details saved',
  BUSINESS_DETAILS_SAVED: 'Business details saved',
  DOCUMENT_UPLOADED: 'Document uploaded',
  CO_APPLICANT_ADDED: 'Co-applicant added',
  CO_APPLICANT_UPDATED: 'Co-applicant updated',
  CO_APPLICANT_REMOVED: 'Co-applicant removed',
  REFERENCES_SAVED: 'References saved',
  ASSET_DOCUMENTS_SAVED: 'Asset documents saved',
  OFFER_MADE: 'Loan offer made',
  OFFER_EDITED: 'Loan offer changed',
  OFFER_ACCEPTED: 'Loan offer accepted',
  KFS_ISSUED: 'Key Fact Statement issued',
  KFS_CODE_SENT: 'Code sent to the borrower',
  KFS_ACKNOWLEDGED: 'Key Fact Statement acknowledged',
  SUBMITTED: 'Application submitted',
  RETURNED_FOR_CORRECTION: 'Returned for correction',
  LEAD_SENT: 'Sent to a lender',
  LENDER_DOCUMENTS_UPLOADED: 'Documents sent to a lender',
  LENDER_EMAILED: 'Emailed to a lender',
  LENDER_EXPORTED: 'Exported for a lender',
  LENDER_STATUS_CHANGED: 'Lender status changed',
  STATUS_CHANGED: 'Status changed',
  CASE_RECORDED: 'Offline case recorded',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** Who made a change: a partner's or an admin's login, a borrower's guest token, or the system. */
export const AUDIT_ACTOR_KINDS = ['PARTNER', 'ADMIN', 'GUEST', 'SYSTEM'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The action as the History panel says it (a name it does not know, as sent). */
export function auditActionWords(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
