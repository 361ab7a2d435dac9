import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { fieldsObject, validate } from '../../../src/domain/validation';
import type { DocumentStorage } from '../../storage/port';
import { ApiError } from '../../errors';
import type { Application } from '../applications/view';
import { exportColumns } from './export-columns';
import { storeExport } from './export-file';
import { buildWorkbook } from './workbook';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../audit/actor';
import { appendAudit } from '../audit/append';

/*
 * Export: the application as a workbook in the lender's column order, stored under exports/
 * and answered as a link that downloads it for 10 minutes (LINK_LIFETIME_SECONDS).
 */

export const EXPORT_TYPE_MESSAGE = /*i18n*/ {
  id: 'EXPORT_TYPE_INVALID',
  message: 'export_type must be xlsx',
};
export const LENDER_ID_MESSAGE = /*i18n*/ {
  id: 'LENDER_ID_REQUIRED',
  message: 'lender_id is required',
};

export const ExportQuerySchema = fieldsObject({
  export_type: v.picklist(['xlsx'], EXPORT_TYPE_MESSAGE.message),
  lender_id: v.pipe(v.string(LENDER_ID_MESSAGE.message), v.minLength(1, LENDER_ID_MESSAGE.message)),
});

/** The checked query (400 with the message otherwise). */
export function exportQueryOf(
  query: Record<string, string>,
): v.InferOutput<typeof ExportQuerySchema> {
  const checked = validate(ExportQuerySchema, query);
  if (!checked.ok) throw new ApiError(400, checked.message);
  return checked.value;
}

export interface ExportDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  clock: () => Date;
}

/**
 * Writes the workbook and answers its link (a path for the local adapter, a URL for S3); the
 * application's audit trail records the export once the workbook is stored.
 */
export async function exportApplication(
  deps: ExportDeps,
  input: { application: Application; lenderId: string; actor: AuditActor },
): Promise<string> {
  const { application, lenderId } = input;
  const now = deps.clock();
  const bytes = await buildWorkbook(application, exportColumns(lenderId), now);
  const file = await storeExport(deps.storage, bytes, {
    trackerId: application.tracker_id,
    lenderId,
  });
  const link = await deps.storage.link({
    key: file.key,
    fileId: file.fileId,
    contentType: file.contentType,
    fileName: file.fileName,
    now,
    disposition: 'attachment',
  });
  // Recorded once the partner has the link: a failed link leaves no 'exported' behind.
  await appendAudit(deps.db, {
    applicationId: application.id,
    at: now,
    actor: input.actor,
    action: 'LENDER_EXPORTED',
    changes: [
      { field: 'lender_id', new: lenderId },
      { field: 'file_name', new: file.fileName },
    ],
  });
  return link;
}
