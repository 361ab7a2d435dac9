import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { MAX_DOCUMENT_BYTES } from '../../src/domain/documents';
import type { AppDeps } from '../deps';
import { mayCapture, requireToken, type AppEnv } from '../http/auth';
import { ok, type Envelope } from '../http/envelope';
import type { Schema } from '../contract-types';
import { idempotent, onceOf } from '../http/idempotency';
import { strictQuery } from '../http/input';
import { SIGNED_FILES_PATH } from '../storage/signed-links';
import {
  documentLink,
  openSignedFile,
  receiveUpload,
  type DocumentDeps,
  type Family,
  type UploadShape,
} from '../usecases/documents';

/**
 * Uploads, presigned URLs and the local adapter's signed file links. Mounted at /api/v1, before
 * the family routers, so /loan-application/presigned-url is never read as an application id.
 */
export function documentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const documents: DocumentDeps = {
    db: deps.db,
    storage: deps.storage,
    clock: deps.clock,
    maxDocumentBytes: deps.maxDocumentBytes ?? MAX_DOCUMENT_BYTES,
    ...(deps.spoolDir ? { spoolDir: deps.spoolDir } : {}),
  };

  const upload = (shape: UploadShape) => async (c: Context<AppEnv>) => {
    // Neither family takes an admin's upload (KYC is a partner's, APPLY_LOAN a guest's): 403
    // before a byte of the body is read.
    mayCapture(c.var.session);
    const message = UPLOADED[shape];
    const ids = await receiveUpload(
      documents,
      c.var.session,
      c.req.raw,
      shape,
      onceOf(c, 201, message, (result: string[]) => uploadedData(shape, result)),
    );
    return created(c, uploadedData(shape, ids), message);
  };

  const once = idempotent(deps);
  routes.post('/apply-loan/upload-file', requireToken(deps, 'any'), once, upload('single'));
  routes.post('/apply-loan/bulk-upload', requireToken(deps, 'any'), once, upload('bulk'));

  const presigned = (family: Family) => async (c: Context<AppEnv>) => {
    const data: Schema<'FileUrl'> = {
      file_url: await documentLink(documents, family, c.var.session, strictQuery(c, ['file_id'])),
    };
    return ok(c, data, 'File URL fetched successfully');
  };
  routes.get('/loan-application/presigned-url', requireToken(deps, 'login'), presigned('KYC'));
  routes.get('/apply-loan/presigned-url', requireToken(deps, 'any'), presigned('APPLY_LOAN'));

  // The local adapter's signed links: no token, the signature is the permission. Every answer,
  // a refusal too, is about a borrower's document: no browser or proxy may keep a copy.
  const signedFile = `${SIGNED_FILES_PATH.replace(/^\/api\/v1/, '')}/:fileId`;
  routes.use(signedFile, async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
  });
  routes.get(signedFile, async (c) => {
    const file = await openSignedFile(
      documents,
      c.req.param('fileId') ?? '',
      strictQuery(c, ['expires', 'signature']),
    );
    // Through the context, so the headers set before the route (security) come along.
    return c.body(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, 200, {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': `${file.disposition}; filename="${file.fileName}"`,
      'cache-control': 'no-store',
    });
  });

  return routes;
}

const UPLOADED: Record<UploadShape, string> = {
  single: 'File uploaded successfully',
  bulk: 'Files uploaded successfully',
};

/** What an upload answers: its file's id, or the ids of its files. */
function uploadedData(
  shape: UploadShape,
  ids: string[],
): Schema<'UploadedFile'> | Schema<'UploadedFiles'> {
  return shape === 'single'
    ? { file_id: ids[0] ?? '' }
    : { files: ids.map((file_id) => ({ file_id })) };
}

/** 201 in the envelope: what an upload answers. */
function created<T>(c: Context, data: T, message: string) {
  const body: Envelope<T> = { data, message, status_code: 201 };
  return c.json(body, 201);
}
