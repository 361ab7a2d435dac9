import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  DETECTED_DOCUMENT_TYPES,
  DOCUMENT_CONTENT_MESSAGE,
  EMPTY_DOCUMENT_MESSAGE,
  documentTooLargeMessage,
  type DetectedDocumentKind,
} from '../../src/domain/documents';
import { ApiError } from '../errors';
import { structureProblem } from './document-structure';
import type { DocumentStorage } from './port';

/** Enough of a file's start for file-type to tell any kind it knows. */
const SNIFF_BYTES = 4100;

/** An upload written to a spool file, checked: its kind, size and sha256 are known. */
export interface SpooledFile {
  path: string;
  kind: DetectedDocumentKind;
  contentType: string;
  size: number;
  sha256: string;
}

/** png, jpg or pdf by the bytes (file-type's magic numbers), or null for anything else. */
export async function detectDocumentKind(head: Uint8Array): Promise<DetectedDocumentKind | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  const kind = found.ext as string;
  return kind in DETECTED_DOCUMENT_TYPES &&
    found.mime === DETECTED_DOCUMENT_TYPES[kind as DetectedDocumentKind]
    ? (kind as DetectedDocumentKind)
    : null;
}

/**
 * A spooled file, or why it is refused. A refusal is answered, not thrown: the caller decides
 * when it is answered (after the form's fields are checked, wherever the file came in the body).
 */
export type SpoolOutcome = { ok: true; file: SpooledFile } | { ok: false; refusal: ApiError };

/**
 * Streams one file part to `path`, hashing and counting as it goes, and decides its kind from
 * its first bytes. Refuses (and removes what was written) a file over `maxBytes` (413), one
 * whose bytes are not png/jpg/pdf, that is empty, or that is damaged or cut short by its own
 * structure (./document-structure.ts) (400). A refused file is still read to its
 * end, discarded, so the rest of the request can be answered. Only a broken body or a failing
 * disk throws.
 */
export async function spoolFile(
  stream: Readable,
  path: string,
  maxBytes: number,
): Promise<SpoolOutcome> {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  let writeError: unknown;
  out.on('error', (error) => (writeError ??= error));
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let kind: DetectedDocumentKind | null | undefined;
  let refusal: ApiError | undefined;

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (refusal || writeError) continue;
      size += chunk.length;
      if (size > maxBytes) {
        refusal = new ApiError(413, documentTooLargeMessage(maxBytes));
        continue;
      }
      hash.update(chunk);
      if (kind === undefined) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) {
          kind = await detectDocumentKind(head);
          if (kind === null) {
            refusal = new ApiError(400, DOCUMENT_CONTENT_MESSAGE);
            continue;
          }
        }
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (!refusal && size === 0) refusal = new ApiError(400, EMPTY_DOCUMENT_MESSAGE);
    if (!refusal && kind === undefined) {
      kind = await detectDocumentKind(head);
      if (kind === null) refusal = new ApiError(400, DOCUMENT_CONTENT_MESSAGE);
    }
  } finally {
    out.end();
    await once(out, 'close').catch(() => undefined);
  }
  if (writeError) throw writeError;
  if (!refusal && kind) {
    const problem = await structureProblem(path, size, kind);
    if (problem) refusal = new ApiError(400, problem);
  }
  if (refusal || !kind) {
    await rm(path, { force: true });
    return { ok: false, refusal: refusal ?? new ApiError(400, DOCUMENT_CONTENT_MESSAGE) };
  }
  const file: SpooledFile = {
    path,
    kind,
    contentType: DETECTED_DOCUMENT_TYPES[kind],
    size,
    sha256: hash.digest('hex'),
  };
  return { ok: true, file };
}

/**
 * Puts each spooled file under its key, then runs `record` (the rows that name them). If a put
 * or the record fails, the keys already put are deleted: a request that did not finish leaves
 * no object behind, and no row names a missing one.
 */
export async function storeSpooled(
  storage: DocumentStorage,
  files: { key: string; file: SpooledFile }[],
  record: () => Promise<unknown>,
): Promise<void> {
  const stored: string[] = [];
  try {
    for (const { key, file } of files) {
      await storage.put(key, { path: file.path, size: file.size, contentType: file.contentType });
      stored.push(key);
    }
    await record();
    stored.length = 0;
  } finally {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
  }
}
