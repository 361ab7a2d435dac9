import { createHash } from 'node:crypto';
import type { LenderDecision } from '../../../src/domain/lenders/policy';
import type { DocumentsToUpload, LeadToSend, LenderGateway } from './port';

/*
 * The sandbox lender, in process: deterministic, so demos and tests see the same answers.
 * - A lead's reference is `SBX-` and 12 hex digits of sha256(application id, lender id): the
 *   same application and lender always get the same reference.
 * - Its status follows the portal's decision: APPROVED → APPROVED, PENDING → UNDER_REVIEW
 *   (a REJECTED decision never gets here: the action is refused before).
 * - Documents are received for a lead with its status unchanged; the sandbox keeps a list of
 *   what it received (`received`), as a lender's inbox, for tests and the demo.
 */

export const SANDBOX_REFERENCE_PREFIX = 'SBX-';

export const SANDBOX_STATUS: Readonly<Record<LenderDecision, string>> = {
  APPROVED: 'APPROVED',
  PENDING: 'UNDER_REVIEW',
  REJECTED: 'REJECTED',
};

export function sandboxReference(applicationId: string, lenderId: string): string {
  const digest = createHash('sha256').update(`${applicationId}:${lenderId}`).digest('hex');
  return `${SANDBOX_REFERENCE_PREFIX}${digest.slice(0, 12).toUpperCase()}`;
}

/** What the sandbox received in one upload. */
export interface SandboxUpload {
  lenderId: string;
  applicationId: string;
  leadId: string;
  documents: { id: string; file_type: string; sha256: string; size_bytes: number }[];
}

export interface SandboxLenderGateway extends LenderGateway {
  readonly kind: 'sandbox';
  /** Every lead sent, oldest first. */
  readonly leads: LeadToSend[];
  /** Every upload received, oldest first. */
  readonly received: SandboxUpload[];
}

/** The most uploads and leads one sandbox remembers: a long demo must not grow without end. */
const REMEMBERED = 200;

function remember<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > REMEMBERED) list.shift();
}

export function sandboxLenderGateway(): SandboxLenderGateway {
  const leads: LeadToSend[] = [];
  const received: SandboxUpload[] = [];
  return {
    kind: 'sandbox',
    leads,
    received,
    sendLead(lead) {
      remember(leads, lead);
      const status = SANDBOX_STATUS[lead.decision];
      return Promise.resolve({
        status,
        client_reference_id: sandboxReference(lead.application.id, lead.lender.id),
        raw: {
          stage: 'LEAD_CREATED',
          message: `Lead received by ${lead.lender.name} (sandbox)`,
          description: status === 'APPROVED' ? 'In-principle approval' : 'Under review',
        },
      });
    },
    uploadDocuments(upload: DocumentsToUpload) {
      const documents = upload.documents.map(({ id, file_type, sha256, size_bytes }) => ({
        id,
        file_type,
        sha256,
        size_bytes,
      }));
      remember(received, {
        lenderId: upload.lender.id,
        applicationId: upload.applicationId,
        leadId: upload.leadId,
        documents,
      });
      return Promise.resolve({
        status: upload.leadStatus,
        raw: {
          stage: 'DOCUMENTS_RECEIVED',
          message: `${documents.length} documents received by ${upload.lender.name} (sandbox)`,
          description: documents.map((document) => document.file_type).join(', '),
        },
      });
    },
  };
}
