import { open, type FileHandle } from 'node:fs/promises';
import { imageSize } from 'image-size';
import type { DetectedDocumentKind } from '../../src/domain/documents';

/*
 * The magic bytes say what a file claims to be; these checks say whether it is whole enough to
 * open. A cheap look at a spooled upload's first and last bytes, never the whole file: a PDF
 * needs its version header and, at its end, the cross-reference pointers a reader starts from;
 * a PNG or JPEG needs a header that decodes to a width and height.
 */

export const DAMAGED_PDF = /*i18n*/ {
  id: 'DAMAGED_PDF',
  message: 'This PDF file is damaged or incomplete. Please choose another one.',
};
export const DAMAGED_IMAGE = /*i18n*/ {
  id: 'DAMAGED_IMAGE',
  message: 'This image file is damaged or incomplete. Please choose another one.',
};

/** `%PDF-1.7`: the header names a version (file-type is satisfied by `%PDF` alone). */
const PDF_HEADER = /^%PDF-\d\.\d/;
const PDF_HEAD_BYTES = 1024;
/**
 * Readers look for %%EOF in the last 1 KB and the trailer or startxref just before it; 8 KB
 * leaves room for a large trailer dictionary or a few bytes appended after %%EOF.
 */
const PDF_TAIL_BYTES = 8 * 1024;
/**
 * The end of a PDF (ISO 32000 §7.5.5): `startxref` with the offset of the last cross-reference
 * section (a table or, since PDF 1.5, a stream), or a `trailer` dictionary, which older writers
 * give without startxref and readers rebuild the table from.
 */
const PDF_END = /(startxref\s+\d+|trailer\s*<<)[\s\S]*%%EOF/;

/**
 * A JPEG's size is in its frame header, after whatever EXIF, ICC or XMP segments come first:
 * the first 512 KB is what image-size's own file reader takes for that.
 */
const IMAGE_HEAD_BYTES = 512 * 1024;

const IMAGE_TYPE: Record<Exclude<DetectedDocumentKind, 'pdf'>, string> = { png: 'png', jpg: 'jpg' };

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Whether a PDF of `size` bytes has its header and its end. */
async function pdfIsWhole(file: FileHandle, size: number): Promise<boolean> {
  const head = await readAt(file, 0, Math.min(size, PDF_HEAD_BYTES));
  if (!PDF_HEADER.test(head.toString('latin1'))) return false;
  const tailStart = Math.max(0, size - PDF_TAIL_BYTES);
  const tail = await readAt(file, tailStart, size - tailStart);
  return PDF_END.test(tail.toString('latin1'));
}

/** Whether the image's header decodes, as the kind detected, to a width and height above 0. */
async function imageIsWhole(
  file: FileHandle,
  size: number,
  kind: Exclude<DetectedDocumentKind, 'pdf'>,
): Promise<boolean> {
  const head = await readAt(file, 0, Math.min(size, IMAGE_HEAD_BYTES));
  try {
    const found = imageSize(head);
    return found.type === IMAGE_TYPE[kind] && found.width > 0 && found.height > 0;
  } catch {
    // image-size throws on a header it cannot read (cut short, corrupt): that is the answer.
    return false;
  }
}

/**
 * Why a spooled file of the detected kind cannot be opened (the message for a 400), or null
 * when it passes.
 */
export async function structureProblem(
  path: string,
  size: number,
  kind: DetectedDocumentKind,
): Promise<string | null> {
  const file = await open(path, 'r');
  try {
    if (kind === 'pdf') return (await pdfIsWhole(file, size)) ? null : DAMAGED_PDF.message;
    return (await imageIsWhole(file, size, kind)) ? null : DAMAGED_IMAGE.message;
  } finally {
    await file.close();
  }
}
