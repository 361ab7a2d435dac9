import type { Kysely } from 'kysely';
import { needsAssetDocuments } from '../../../src/domain/asset-loan-types';
import { assetDocumentsSchema } from '../../../src/domain/sections/asset-documents';
import type { Database, StoredSection } from '../../db/schema';
import { valid } from '../../http/input';
import type { Viewer } from '../applications/access';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary } from '../applications/view';
import { sectionFilesRefusal } from '../applications/section-files';
import { ApiError } from '../../errors';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { openApplication } from './open-application';

/*
 * Asset documents (capture-app §3): the auto-loan or the gold-loan set, by the application's
 * loan type; other loan types take none. Every file named must be this application's upload
 * for that field.
 */

export const NO_ASSET_DOCUMENTS = /*i18n*/ {
  id: 'NO_ASSET_DOCUMENTS',
  message: 'Asset documents are only for auto and gold loans. This application needs none.',
};
export const ASSET_DOCUMENTS_SAVED = 'Asset documents saved successfully';

export async function saveAssetDocuments(
  db: Kysely<Database>,
  input: { viewer: Viewer; id: string; body: unknown; now: Date },
): Promise<ApplicationSummary> {
  return db.transaction().execute(async (tx) => {
    const application = await openApplication(tx, input.viewer, input.id);
    if (!needsAssetDocuments(application.loan_type)) throw new ApiError(400, NO_ASSET_DOCUMENTS);
    const documents = valid(
      assetDocumentsSchema(application.loan_type),
      input.body,
    ) as StoredSection;
    const refused = await sectionFilesRefusal(tx, application.id, documents);
    if (refused) throw refused;
    const before = await tx
      .selectFrom('applications')
      .select('asset_documents')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    const saved = await tx
      .updateTable('applications')
      .set({ asset_documents: JSON.stringify(documents), updated_at: input.now })
      .where('id', '=', application.id)
      .returning(SUMMARY_COLUMNS)
      .executeTakeFirstOrThrow();
    await appendAudit(tx, {
      applicationId: application.id,
      at: input.now,
      actor: actorOfViewer(input.viewer),
      action: 'ASSET_DOCUMENTS_SAVED',
      changes: fieldChanges(before.asset_documents, documents),
    });
    return toSummary(saved);
  });
}
