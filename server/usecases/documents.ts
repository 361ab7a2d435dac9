import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  FILE_ID_PATTERN,
  MAX_BULK_FILES,
  TOO_MANY_FILES_MESSAGE,
  UploadFieldsSchema,
  type UploadFields,
} from '../../src/domain/documents';
import { fieldsObject, validate } from '../../src/domain/validation';
import type { ApplicationFamily, Database, Session } from '../db/schema';
import { APPLICATION_NOT_FOUND, viewerOf, visibleTo, type Viewer } from './applications/access';
import { isAccepted } from './applications/save-section';
import { OFFER_ACCEPTED_LOCKS_DETAILS } from './applications/sections';
import {
  CHOOSE_A_FILE,
  readUploadForm,
  unexpectedField,
  type UploadFormRules,
} from '../http/upload-form';
import { storeSpooled } from '../storage/incoming';
import type { DocumentStorage, LinkProblem } from '../storage/port';
import { ApiError, PARTNER_LOGIN_NEEDED, type ServerText } from '../errors';
import { randomId } from './random-id';
import { exportFileOf, type ExportFile } from './lender-actions/export-file';
import { actorOfViewer } from './audit/actor';
import { appendAudit } from './audit/append';
import { writeOnce, type Once } from './idempotency';

/*
 * Uploads and links. A file belongs to the person who uploaded it (a partner's login, or the
 * verified mobile of a guest token) and to one of their applications. Whoever may not see an
 * application or a file gets 404, as if it did not exist, and nothing is stored.
 */

export { APPLICATION_NOT_FOUND, CHOOSE_A_FILE, unexpectedField };
export const FILE_NOT_FOUND = /*i18n*/ {
  id: 'FILE_NOT_FOUND',
  message: 'File not found',
};
export const MISSING_FILE_ID = /*i18n*/ {
  id: 'MISSING_FILE_ID',
  message: 'Missing file id',
};
export const ONE_FILE_ONLY = /*i18n*/ {
  id: 'ONE_FILE_ONLY',
  message: 'Send one file here; several files go to /v1/apply-loan/bulk-upload.',
};
export const JOIN_US_ELSEWHERE = /*i18n*/ {
  id: 'JOIN_US_ELSEWHERE',
  message: 'JOIN_US files are uploaded with /v1/join-us/upload-file.',
};
export const MOBILE_MISMATCH = /*i18n*/ {
  id: 'MOBILE_MISMATCH',
  message: 'The mobile is not the application’s mobile.',
};
export const LINK_EXPIRED = /*i18n*/ {
  id: 'LINK_EXPIRED',
  message: 'This link has expired. Please open the file again.',
};
export const LINK_ALTERED = /*i18n*/ {
  id: 'LINK_ALTERED',
  message: 'This link is not valid. Please open the file again.',
};

export interface DocumentDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  clock: () => Date;
  /** The per-file cap in bytes. */
  maxDocumentBytes: number;
  /** Where uploads are spooled while they are checked (default: the system's temp folder). */
  spoolDir?: string;
}

export type UploadShape = 'single' | 'bulk';
const FILE_PART: Record<UploadShape, string> = { single: 'file', bulk: 'files' };
const FIELD_NAMES = new Set(Object.keys(UploadFieldsSchema.entries));

export type Family = ApplicationFamily;

/** Whom a document belongs to besides its application: the viewer that uploaded it. */
type Owner = Exclude<Viewer, { family: 'NONE' }>;

/** The application if this viewer may use it (server/usecases/applications/access.ts). */
async function findOwnApplication(db: Kysely<Database>, viewer: Viewer, applicationId: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'mobile', 'loan_offer'])
    .where('id', '=', applicationId)
    .where(visibleTo(viewer))
    .executeTakeFirst();
}

/** The checked fields: who may upload them where, or a 400/403/404. */
async function admit(deps: DocumentDeps, session: Session, fields: Record<string, string>) {
  const checked = validate(UploadFieldsSchema, fields);
  if (!checked.ok) throw new ApiError(400, checked.message);
  const upload: UploadFields = checked.value;
  const family = upload.upload_type;
  if (family === 'JOIN_US') throw new ApiError(400, JOIN_US_ELSEWHERE);
  if (family === 'KYC' && session.kind !== 'LOGIN') throw new ApiError(403, PARTNER_LOGIN_NEEDED);
  const viewer = viewerOf(family, session);
  const application = await findOwnApplication(deps.db, viewer, upload.application_id);
  if (viewer.family === 'NONE' || !application) throw new ApiError(404, APPLICATION_NOT_FOUND);
  // A file is uploaded to be saved into a section, and no section changes once the offer is
  // accepted (issue 19 item 5): refused with their one message, before a byte is stored.
  if (isAccepted(application.loan_offer)) throw new ApiError(409, OFFER_ACCEPTED_LOCKS_DETAILS);
  const owner: Owner = viewer;
  if (upload.mobile !== undefined && upload.mobile !== application.mobile) {
    throw new ApiError(400, MOBILE_MISMATCH);
  }
  return { ...upload, owner, application };
}

/**
 * Reads an upload form (its fields and file or files in any order, ../http/upload-form.ts),
 * checks the fields and the caller, then the files, then stores them all and records them in
 * one insert — or, on any refusal, stores and records nothing. Answers the new file ids in the
 * order sent.
 */
export async function receiveUpload(
  deps: DocumentDeps,
  session: Session,
  request: Request,
  shape: UploadShape,
  once?: Once<string[]>,
): Promise<string[]> {
  const rules: UploadFormRules = {
    filePart: FILE_PART[shape],
    maxFiles: shape === 'single' ? 1 : MAX_BULK_FILES,
    tooManyFiles: shape === 'single' ? ONE_FILE_ONLY : TOO_MANY_FILES_MESSAGE,
    fieldNames: FIELD_NAMES,
    maxBytes: deps.maxDocumentBytes,
    ...(deps.spoolDir ? { spoolDir: deps.spoolDir } : {}),
  };
  return readUploadForm(request, rules, async (form) => {
    const upload = await admit(deps, session, form.fields);
    const files = form.files();
    const now = deps.clock();
    const { owner } = upload;
    const rows = files.map((file) => {
      const id = randomId();
      return {
        id,
        application_id: upload.application.id,
        owner_partner_id: owner.family === 'KYC' ? owner.partnerId : null,
        owner_mobile: owner.family === 'APPLY_LOAN' ? owner.mobile : null,
        purpose: owner.family,
        file_type: upload.file_type,
        name_prefix: upload.name_prefix ?? null,
        record_index: upload.record_index ?? null,
        storage_key: `applications/${upload.application.id}/${id}.${file.kind}`,
        content_type: file.contentType,
        size_bytes: file.size,
        sha256: file.sha256,
        created_at: now,
      };
    });
    await storeSpooled(
      deps.storage,
      rows.map((row, index) => ({ key: row.storage_key, file: files[index]! })),
      // The rows and their audit entry commit together: one entry for the request, a change
      // per file (its field's prefix, else its type) naming the new file.
      () =>
        writeOnce(deps.db, once, async (tx) => {
          await tx.insertInto('documents').values(rows).execute();
          await appendAudit(tx, {
            applicationId: upload.application.id,
            at: now,
            actor: actorOfViewer(owner),
            action: 'DOCUMENT_UPLOADED',
            changes: rows.map((row) => ({
              field: row.name_prefix ?? row.file_type,
              new: {
                file_id: row.id,
                file_type: row.file_type,
                ...(row.record_index !== null ? { record_index: row.record_index } : {}),
                content_type: row.content_type,
                size_bytes: row.size_bytes,
              },
            })),
          });
          return rows.map((row) => row.id);
        }),
    );
    return rows.map((row) => row.id);
  });
}

const FileIdQuerySchema = fieldsObject({
  file_id: v.pipe(v.string(MISSING_FILE_ID.message), v.minLength(1, MISSING_FILE_ID.message)),
});

/** The document if this viewer may open it: its own upload, on an application it may use. */
async function findOwnDocument(db: Kysely<Database>, viewer: Viewer, fileId: string) {
  if (viewer.family === 'NONE' || !FILE_ID_PATTERN.test(fileId)) return undefined;
  const query = db
    .selectFrom('documents')
    .innerJoin('applications', 'applications.id', 'documents.application_id')
    .select([
      'documents.id',
      'documents.storage_key',
      'documents.content_type',
      'documents.file_type',
      'documents.name_prefix',
    ])
    .where('documents.id', '=', fileId)
    .where('documents.purpose', '=', viewer.family)
    .where('applications.family', '=', viewer.family);
  return (
    viewer.family === 'KYC'
      ? query
          .where('documents.owner_partner_id', '=', viewer.partnerId)
          .where('applications.partner_id', '=', viewer.partnerId)
      : query
          .where('documents.owner_mobile', '=', viewer.mobile)
          .where('applications.mobile', '=', viewer.mobile)
  ).executeTakeFirst();
}

/** The name a saved copy gets: the field's prefix (or the file type) and the id, with its kind. */
export function fileNameOf(document: {
  id: string;
  file_type: string;
  name_prefix: string | null;
  content_type: string;
}): string {
  const extension =
    document.content_type === 'application/pdf'
      ? 'pdf'
      : document.content_type === 'image/png'
        ? 'png'
        : 'jpg';
  return `${document.name_prefix ?? document.file_type.toLowerCase()}-${document.id.slice(0, 8)}.${extension}`;
}

/**
 * A short-lived URL that opens one of this session's files of the family (query: file_id):
 * /loan-application/presigned-url asks for KYC, /apply-loan/presigned-url for APPLY_LOAN.
 */
export async function documentLink(
  deps: DocumentDeps,
  family: Family,
  session: Session,
  query: Record<string, string>,
): Promise<string> {
  const checked = validate(FileIdQuerySchema, query);
  if (!checked.ok) throw new ApiError(400, checked.message);
  const document = await findOwnDocument(deps.db, viewerOf(family, session), checked.value.file_id);
  if (!document) throw new ApiError(404, FILE_NOT_FOUND);
  return deps.storage.link({
    key: document.storage_key,
    fileId: document.id,
    contentType: document.content_type,
    fileName: fileNameOf(document),
    now: deps.clock(),
  });
}

export interface OpenedFile {
  stream: Readable;
  contentType: string;
  size: number;
  fileName: string;
  /** attachment: saved rather than shown (an export workbook); inline otherwise. */
  disposition: 'inline' | 'attachment';
}

const LINK_MESSAGES: Record<LinkProblem, ServerText> = {
  altered: LINK_ALTERED,
  expired: LINK_EXPIRED,
};

/** The file a signed link names, if the link is intact and unexpired (403 otherwise). */
export async function openSignedFile(
  deps: DocumentDeps,
  fileId: string,
  query: Record<string, string>,
): Promise<OpenedFile> {
  // Only the local adapter's links come back to the API; S3's go to the bucket.
  if (!deps.storage.checkLink) throw new ApiError(404, FILE_NOT_FOUND);
  const problem = deps.storage.checkLink(
    fileId,
    query['expires'] ?? '',
    query['signature'] ?? '',
    deps.clock(),
  );
  if (problem) throw new ApiError(403, LINK_MESSAGES[problem]);
  const exported = exportFileOf(fileId);
  if (exported) return openExport(deps.storage, exported);
  const document = await deps.db
    .selectFrom('documents')
    .select(['id', 'storage_key', 'content_type', 'size_bytes', 'file_type', 'name_prefix'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  const stream = document ? await deps.storage.read(document.storage_key) : null;
  if (!document || !stream) throw new ApiError(404, FILE_NOT_FOUND);
  return {
    stream,
    contentType: document.content_type,
    size: document.size_bytes,
    fileName: fileNameOf(document),
    disposition: 'inline',
  };
}

/** An export workbook a signed link names (lender-actions/export-file.ts): it has no row. */
async function openExport(storage: DocumentStorage, exported: ExportFile): Promise<OpenedFile> {
  const stream = await storage.read(exported.key);
  if (!stream) throw new ApiError(404, FILE_NOT_FOUND);
  // Workbooks are a few KB: read whole, so the answer says its length like a document's.
  const bytes = Buffer.concat(await stream.toArray());
  return {
    stream: Readable.from([bytes]),
    contentType: exported.contentType,
    size: bytes.length,
    fileName: exported.fileName,
    disposition: 'attachment',
  };
}
