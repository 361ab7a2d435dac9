import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentTooLargeMessage } from '../../src/domain/documents';
import { ApiError, type ServerText } from '../errors';
import { spoolFile, type SpooledFile } from '../storage/incoming';
import { makeSpoolFolder } from '../storage/spool';
import { multipartParts, NOT_MULTIPART } from './multipart';
import { withValues } from '../i18n/texts';

/*
 * The one reading of an upload form, for every upload route: the text fields and the file
 * parts may come in any order (issue 20 item 6). Each file streams to a spool file as it
 * arrives — counted, typed and hashed there, never held in memory — and the route checks the
 * fields once the whole body is read, then takes the files. So the answer does not depend on
 * the order of the parts: the fields' and the owner's refusals come first, then a file's.
 */

export const CHOOSE_A_FILE = /*i18n*/ {
  id: 'CHOOSE_A_FILE',
  message: 'Please choose a file to upload.',
};
const UNEXPECTED_FIELD = /*i18n*/ {
  id: 'UNEXPECTED_FIELD',
  message: 'Unexpected form field "{name}".',
};
export const unexpectedField = (name: string) =>
  withValues(UNEXPECTED_FIELD, { name: name.slice(0, 40) });

/** Room for the form fields and part headers around the files of one request. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadFormRules {
  /** The file part's name: `file`, or `files` once per file on a bulk upload. */
  filePart: string;
  /** How many file parts the form may have; one more is 400 `tooManyFiles`. */
  maxFiles: number;
  tooManyFiles: string | ServerText;
  /** The text fields the form may have: any other name, or one sent twice, is 400. */
  fieldNames: ReadonlySet<string>;
  /** The per-file cap in bytes: a file over it is 413. */
  maxBytes: number;
  /** Where the request's spool folder goes (default: the system's temp folder). */
  spoolDir?: string;
}

export interface UploadForm {
  /** Every text field sent, wherever it came in the body. */
  readonly fields: Readonly<Record<string, string>>;
  /**
   * The files in the order sent, each checked (png/jpg/pdf by its bytes, not empty, not
   * damaged, within the cap) and waiting in the spool folder. Throws the first file's refusal
   * (413, or 400 with the reason), or 400 CHOOSE_A_FILE when no file came. Call it after the
   * fields' and the owner's checks, so those answer first whatever the parts' order.
   */
  files(): SpooledFile[];
}

/**
 * Reads the request's multipart body whole, then hands the form to `use` — which checks the
 * fields, takes the files and stores them (storeSpooled, ../storage/incoming.ts) — and answers
 * what `use` answers. The spool folder is removed in every outcome: stored, refused, or the
 * body broken off. Refused before a byte is read: a declared length no upload could fit in
 * (413), a body that is not multipart/form-data (415). Refused while reading (400): an unknown
 * or repeated field, a file part of another name, one file too many, a broken body.
 */
export async function readUploadForm<T>(
  request: Request,
  rules: UploadFormRules,
  use: (form: UploadForm) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > rules.maxFiles * rules.maxBytes + MULTIPART_OVERHEAD) {
    throw new ApiError(413, documentTooLargeMessage(rules.maxBytes));
  }
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError(415, NOT_MULTIPART);
  const parts = multipartParts(
    contentType,
    request.body,
    { fileBytes: rules.maxBytes, files: rules.maxFiles },
    rules.tooManyFiles,
  );

  const spool = await makeSpoolFolder(rules.spoolDir ?? tmpdir(), 'rinn-upload-');
  try {
    const fields: Record<string, string> = {};
    const files: SpooledFile[] = [];
    let fileParts = 0;
    let refusal: ApiError | undefined;
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (!rules.fieldNames.has(part.name) || Object.hasOwn(fields, part.name)) {
          throw new ApiError(400, unexpectedField(part.name));
        }
        fields[part.name] = part.value;
        continue;
      }
      if (part.name !== rules.filePart) throw new ApiError(400, unexpectedField(part.name));
      fileParts += 1;
      if (fileParts > rules.maxFiles) throw new ApiError(400, rules.tooManyFiles);
      // One refused file refuses the request: the files after it are read and dropped, not
      // spooled, while the body is read on for fields that may still come.
      if (refusal) {
        part.stream.resume();
        continue;
      }
      const outcome = await spoolFile(
        part.stream,
        join(spool, String(files.length)),
        rules.maxBytes,
      );
      if (outcome.ok) files.push(outcome.file);
      else refusal = outcome.refusal;
    }
    return await use({
      fields,
      files: () => {
        if (refusal) throw refusal;
        if (files.length === 0) throw new ApiError(400, CHOOSE_A_FILE);
        return files;
      },
    });
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
