import type { Kysely } from 'kysely';
import type { Schema } from '../../contract-types';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import type { LeadDocument, LenderGateway } from '../../adapters/lenders/port';
import type { DocumentStorage } from '../../storage/port';
import { actorOfViewer } from '../audit/actor';
import { askLender, storeLenderAnswer } from './answer';
import { loadLenderAction } from './lender-action';
import type { LenderActor } from './lender-row';
import { answering, type Once } from '../idempotency';

/*
 * Upload Files (POST /v1/lender/integration/lead/upload): the application's documents to the
 * lender of a lead. The lead must be the one stored for this application and lender; Protium
 * takes files only once it has approved (the rule in src/domain/lenders/actions.ts). The
 * lender's answer is stored on the lead's row.
 */

export type LeadUploadResult = Schema<'LeadUploadResult'>;

export const LEAD_NOT_FOUND = /*i18n*/ {
  id: 'LEAD_NOT_FOUND',
  message: 'Lead not found: send the application to this lender first.',
};
export const NO_DOCUMENTS = /*i18n*/ {
  id: 'NO_DOCUMENTS',
  message: 'This application has no documents to send yet.',
};

async function bytesOf(storage: DocumentStorage, key: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = await storage.read(key);
  if (!stream) throw new Error(`A document's bytes are missing from the storage (${key})`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function uploadLeadDocuments(
  db: Kysely<Database>,
  deps: { gateway: LenderGateway; storage: DocumentStorage },
  actor: LenderActor,
  input: { applicationId: string; lenderId: string; leadId: string },
  once?: Once<LeadUploadResult>,
): Promise<LeadUploadResult> {
  const { application, lender, lenderStatus } = await loadLenderAction(
    db,
    actor,
    input.applicationId,
    input.lenderId,
    'UPLOAD_FILES',
  );
  if (!lenderStatus?.lender_ref_id || lenderStatus.lender_ref_id !== input.leadId) {
    throw new ApiError(404, LEAD_NOT_FOUND);
  }
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'file_type', 'content_type', 'size_bytes', 'sha256', 'storage_key'])
    .where('application_id', '=', application.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) throw new ApiError(400, NO_DOCUMENTS);
  const documents: LeadDocument[] = rows.map((row) => ({
    id: row.id,
    file_type: row.file_type,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    sha256: row.sha256,
    bytes: () => bytesOf(deps.storage, row.storage_key),
  }));
  const uploaded = await askLender(lender.name, () =>
    deps.gateway.uploadDocuments({
      lender: { id: lender.id, name: lender.name },
      applicationId: application.id,
      // The stored reference: checked equal to the lead_id asked for above.
      leadId: input.leadId,
      leadStatus: lenderStatus.status,
      documents,
    }),
  );
  const pair = { applicationId: application.id, lenderId: lender.id, lenderName: lender.name };
  const result = { status: uploaded.status };
  await storeLenderAnswer(
    db,
    pair,
    uploaded,
    actor.now,
    {
      actor: actorOfViewer({ family: 'KYC', partnerId: actor.partnerId }),
      action: 'LENDER_DOCUMENTS_UPLOADED',
      changes: [
        { field: 'lender_id', new: lender.id },
        { field: 'documents', new: rows.map((row) => row.id) },
      ],
    },
    answering(once, result),
  );
  return result;
}
