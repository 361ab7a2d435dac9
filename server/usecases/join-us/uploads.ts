import type { Brand } from '../../../src/brands/catalog';
import { IMAGE_ONLY_FILE_TYPES } from '../../../src/domain/join-us/registration';
import {
  JoinUsUploadFieldsSchema,
  PHOTO_MUST_BE_IMAGE,
  PHOTOS_NOT_ASKED,
} from '../../../src/domain/join-us/uploads';
import { validate } from '../../../src/domain/validation';
import type { Session } from '../../db/schema';
import { readUploadForm } from '../../http/upload-form';
import { ApiError } from '../../errors';
import { storeSpooled } from '../../storage/incoming';
import type { DocumentDeps } from '../documents';
import { writeOnce, type Once } from '../idempotency';
import { randomId } from '../random-id';
import { NOT_THE_VERIFIED_MOBILE } from './guest';

/*
 * Join Us uploads (partner-portal §5, §7): one document of a would-be partner, owned by the
 * verified mobile of the guest token and the brand of the site, for a later
 * POST /v1/join-us/request to name. Read by the one upload-form reader (fields and file in any
 * order, the file spooled as it arrives); the fields and the photo rule are checked before the
 * file, and only then is anything stored.
 */

export const ONE_JOIN_US_FILE = /*i18n*/ {
  id: 'ONE_JOIN_US_FILE',
  message: 'Send one file at a time.',
};

const FIELD_NAMES = new Set(Object.keys(JoinUsUploadFieldsSchema.entries));

/** Stores one Join Us document for the guest and answers its file id; on refusal, nothing. */
export function receiveJoinUsUpload(
  deps: DocumentDeps,
  guest: Session,
  brand: Brand,
  request: Request,
  once?: Once<string>,
): Promise<string> {
  const rules = {
    filePart: 'file',
    maxFiles: 1,
    tooManyFiles: ONE_JOIN_US_FILE,
    fieldNames: FIELD_NAMES,
    maxBytes: deps.maxDocumentBytes,
    ...(deps.spoolDir ? { spoolDir: deps.spoolDir } : {}),
  };
  return readUploadForm(request, rules, async (form) => {
    const checked = validate(JoinUsUploadFieldsSchema, form.fields);
    if (!checked.ok) throw new ApiError(400, checked.message);
    const upload = checked.value;
    if (upload.mobile !== undefined && upload.mobile !== guest.mobile) {
      throw new ApiError(403, NOT_THE_VERIFIED_MOBILE);
    }
    const photo = IMAGE_ONLY_FILE_TYPES.includes(upload.file_type);
    if (photo && !brand.flags.shopAndCounterPhotos) throw new ApiError(400, PHOTOS_NOT_ASKED);
    const [file] = form.files();
    if (!file) throw new ApiError(400, ONE_JOIN_US_FILE);
    if (photo && file.kind === 'pdf') throw new ApiError(400, PHOTO_MUST_BE_IMAGE);

    const id = randomId();
    const key = `join-us/${id}.${file.kind}`;
    await storeSpooled(deps.storage, [{ key, file }], () =>
      writeOnce(deps.db, once, async (tx) => {
        await tx
          .insertInto('join_us_files')
          .values({
            id,
            owner_mobile: guest.mobile,
            brand: brand.key,
            file_type: upload.file_type,
            storage_key: key,
            content_type: file.contentType,
            size_bytes: file.size,
            sha256: file.sha256,
            created_at: deps.clock(),
          })
          .execute();
        return id;
      }),
    );
    return id;
  });
}
