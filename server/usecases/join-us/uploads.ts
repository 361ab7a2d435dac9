import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Brand } from '../../../src/brands/catalog';
import { IMAGE_ONLY_FILE_TYPES } from '../../../src/domain/join-us/registration';
import {
  JoinUsUploadFieldsSchema,
  PHOTO_MUST_BE_IMAGE,
  PHOTOS_NOT_ASKED,
} from '../../../src/domain/join-us/uploads';
import { validate } from '../../../src/domain/validation';
import type { Session } from '../../db/schema';
import type { Part } from '../../http/multipart';
import { ApiError } from '../../errors';
import { spoolFile, type SpooledFile } from '../../storage/incoming';
import { makeSpoolFolder } from '../../storage/spool';
import { CHOOSE_A_FILE, unexpectedField, type DocumentDeps } from '../documents';
import { randomId } from '../random-id';
import { NOT_THE_VERIFIED_MOBILE } from './guest';

/*
 * Join Us uploads (partner-portal §5, §7): one document of a would-be partner, owned by the
 * verified mobile of the guest token and the brand of the site, for a later
 * POST /v1/join-us/request to name. The fields may come before or after the file: the file is
 * spooled and checked (kind by its bytes, size) as it arrives, the fields once all are in, and
 * only then is anything stored.
 */

export const ONE_JOIN_US_FILE = 'Send one file at a time.';

const FIELD_NAMES = new Set(Object.keys(JoinUsUploadFieldsSchema.entries));

/** The form's text fields, refused when unknown or sent twice. */
function addField(fields: Record<string, string>, part: Extract<Part, { kind: 'field' }>) {
  if (!FIELD_NAMES.has(part.name) || part.name in fields) {
    throw new ApiError(400, unexpectedField(part.name));
  }
  fields[part.name] = part.value;
}

/** Stores one Join Us document for the guest and answers its file id; on refusal, nothing. */
export async function receiveJoinUsUpload(
  deps: DocumentDeps,
  guest: Session,
  brand: Brand,
  parts: AsyncIterable<Part>,
): Promise<string> {
  const fields: Record<string, string> = {};
  let spooled: SpooledFile | undefined;
  const spool = await makeSpoolFolder(deps.spoolDir ?? tmpdir(), 'rinn-upload-');
  let storedKey: string | undefined;
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        addField(fields, part);
        continue;
      }
      if (part.name !== 'file') throw new ApiError(400, unexpectedField(part.name));
      spooled = await spoolFile(part.stream, join(spool, 'file'), deps.maxDocumentBytes);
    }
    const checked = validate(JoinUsUploadFieldsSchema, fields);
    if (!checked.ok) throw new ApiError(400, checked.message);
    const upload = checked.value;
    if (upload.mobile !== undefined && upload.mobile !== guest.mobile) {
      throw new ApiError(403, NOT_THE_VERIFIED_MOBILE);
    }
    if (IMAGE_ONLY_FILE_TYPES.includes(upload.file_type)) {
      if (!brand.flags.shopAndCounterPhotos) throw new ApiError(400, PHOTOS_NOT_ASKED);
      if (spooled && spooled.kind === 'pdf') throw new ApiError(400, PHOTO_MUST_BE_IMAGE);
    }
    if (!spooled) throw new ApiError(400, CHOOSE_A_FILE);

    const id = randomId();
    const key = `join-us/${id}.${spooled.kind}`;
    await deps.storage.put(key, {
      path: spooled.path,
      size: spooled.size,
      contentType: spooled.contentType,
    });
    storedKey = key;
    await deps.db
      .insertInto('join_us_files')
      .values({
        id,
        owner_mobile: guest.mobile,
        brand: brand.key,
        file_type: upload.file_type,
        storage_key: key,
        content_type: spooled.contentType,
        size_bytes: spooled.size,
        sha256: spooled.sha256,
        created_at: deps.clock(),
      })
      .execute();
    storedKey = undefined;
    return id;
  } finally {
    // A file stored for a request that did not finish is taken back.
    if (storedKey) await deps.storage.delete(storedKey).catch(() => undefined);
    await rm(spool, { recursive: true, force: true });
  }
}
