import type { Context } from 'hono';
import { documentTooLargeMessage } from '../../src/domain/documents';
import { failure } from './envelope';
import { multipartParts, NOT_MULTIPART, type Part } from './multipart';

/** Room for the form fields and part headers around the files of one request. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * An upload's body as parts, or the answer that refuses it before a byte is read: 413 when the
 * declared length exceeds every file at its cap, 415 when it is not multipart/form-data.
 */
export function uploadParts(
  c: Context,
  limits: { maxBytes: number; files: number; tooManyFiles: string },
): { parts: AsyncGenerator<Part> } | { refused: Response } {
  const { maxBytes, files } = limits;
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > files * maxBytes + MULTIPART_OVERHEAD) {
    return { refused: failure(c, 413, documentTooLargeMessage(maxBytes)) };
  }
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return { refused: failure(c, 415, NOT_MULTIPART) };
  }
  const parts = multipartParts(
    contentType,
    c.req.raw.body,
    { fileBytes: maxBytes, files },
    limits.tooManyFiles,
  );
  return { parts };
}
