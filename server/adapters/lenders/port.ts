import type { LenderDecision } from '../../../src/domain/lenders/policy';

/*
 * The lender port: how the portal hands a lead (an application) and its documents to a
 * lender. Two adapters: an in-process sandbox lender (./sandbox.ts, demo and dev) and an HTTP
 * lender API set by environment variables (./http.ts). An adapter throws LenderUnavailable
 * when the lender could not take the request; the use case answers 502 and stores nothing.
 */

/** The application as a lead: what a lender needs to open a file on it. */
export interface LeadApplication {
  id: string;
  tracker_id: string;
  name: string;
  mobile: string;
  job_type: string | null;
  loan_type: string | null;
  required_amount: number | null;
}

export interface LeadToSend {
  lender: { id: string; name: string };
  application: LeadApplication;
  /** The portal's decision for this lender (the sandbox answers from it). */
  decision: LenderDecision;
}

/** What the lender answered: its status word, its reference for the lead, its answer as sent. */
export interface LeadSent {
  status: string;
  client_reference_id: string;
  raw: Record<string, unknown> | null;
}

/** One of the application's documents, its bytes read only when an adapter sends them. */
export interface LeadDocument {
  id: string;
  file_type: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** The stored bytes. */
  bytes(): Promise<Uint8Array<ArrayBuffer>>;
}

export interface DocumentsToUpload {
  lender: { id: string; name: string };
  applicationId: string;
  /** The lender's reference for the lead (its client_reference_id). */
  leadId: string;
  /** The lead's status as last stored: a sandbox lead keeps it. */
  leadStatus: string;
  documents: readonly LeadDocument[];
}

export interface DocumentsUploaded {
  status: string;
  raw: Record<string, unknown> | null;
}

export interface LenderGateway {
  /** 'sandbox', 'http' or 'unset' (production without a lender API), for the banner and logs. */
  readonly kind: 'sandbox' | 'http' | 'unset';
  sendLead(lead: LeadToSend): Promise<LeadSent>;
  uploadDocuments(upload: DocumentsToUpload): Promise<DocumentsUploaded>;
}

/**
 * The lender could not take the request (unreachable, too slow, refused, answered nonsense).
 * The message completes a sentence that starts with the lender's name ('did not answer within
 * 10000 ms'). `retry`: whether trying again may help (not when no lender API is set up).
 */
export class LenderUnavailable extends Error {
  override readonly name = 'LenderUnavailable';
  constructor(
    message: string,
    readonly retry = true,
  ) {
    super(message);
  }
}

/**
 * Production without RINN_LENDER_API_URL: sending is refused with a clear message rather than
 * pretending with the sandbox, whose APPROVED would be false there.
 */
export const unsetLenderGateway: LenderGateway = {
  kind: 'unset',
  sendLead: () => Promise.reject(new LenderUnavailable(LENDER_API_UNSET, false)),
  uploadDocuments: () => Promise.reject(new LenderUnavailable(LENDER_API_UNSET, false)),
};

/**
 * What a partner reads after the lender's name (issue 29 item 12: it read 'Kaveri Finance no
 * lender API is set up on this server (RINN_LENDER_API_URL). Nothing was sent; please try
 * again.'). The operator's setting is named in the start-up banner, not to the partner.
 */
export const LENDER_API_UNSET = 'cannot be reached: this server is not connected to lenders yet';
