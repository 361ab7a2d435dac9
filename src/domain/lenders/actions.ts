import { lenderById } from './catalog';
import { SUPPORTED_ACTION_LABELS, type LenderDecision, type SupportedAction } from './policy';

/*
 * The one rule of when a lender row's action may run (spec §4): the server refuses with 400
 * (409 for a PENDING row) and this message, and the lenders page disables the action with the same words. Checked in
 * this order, so the first reason that applies is the one shown.
 */

export interface LenderActionFacts {
  /** This lender's decision on the application (decision.ts). */
  decision: LenderDecision;
  /** The application's status (DRAFT, INCOMPLETE, REJECTED, …). */
  applicationStatus: string;
  /** The lender's own status for the application (lender_statuses), or null before any lead. */
  lenderStatus: string | null;
  action: SupportedAction;
  lenderId: string;
}

export const UNKNOWN_LENDER = 'Lender not found';

/** The status a lender gives an application it has approved (the sandbox's and Protium's word). */
export const LENDER_APPROVED = 'APPROVED';

/**
 * Why no action of a PENDING row may run (issue 29 item 4): the lenders decide on the loan
 * offer, so nothing goes to a lender before there is one. The server answers it with 409 (the
 * application's state, not the request, is what is missing); the page shows it once per row.
 */
export const PENDING_REFUSAL =
  'Complete the application and its loan offer before sending it to a lender.';

/** The HTTP status the server refuses an action with: 409 for a PENDING row, else 400. */
export function lenderRefusalStatus(refusal: string): 400 | 409 {
  return refusal === PENDING_REFUSAL ? 409 : 400;
}

/** Why this action may not run now, in words for the partner; null when it may. */
export function lenderActionRefusal(facts: LenderActionFacts): string | null {
  const lender = lenderById(facts.lenderId);
  if (!lender) return UNKNOWN_LENDER;
  const label = SUPPORTED_ACTION_LABELS[facts.action];
  if (facts.applicationStatus === 'REJECTED') {
    return `${label} is not available: this application was rejected.`;
  }
  if (facts.decision === 'REJECTED') {
    return `${label} is not available: ${lender.name} rejected this application.`;
  }
  if (facts.decision === 'PENDING') return PENDING_REFUSAL;
  if (!lender.supportedActions.includes(facts.action)) {
    return `${lender.name} does not accept ${label}.`;
  }
  if (
    facts.action === 'UPLOAD_FILES' &&
    lender.filesOnlyOnceApproved &&
    facts.lenderStatus !== LENDER_APPROVED
  ) {
    return `${lender.name} accepts files only once it has approved the application.`;
  }
  // Files go with a lead: before Send there is no lead for them to join.
  if (facts.action === 'UPLOAD_FILES' && facts.lenderStatus === null) {
    return `Send the application to ${lender.name} first: files go with its lead.`;
  }
  return null;
}
