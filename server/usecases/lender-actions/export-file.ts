import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentStorage } from '../../storage/port';
import { makeSpoolFolder } from '../../storage/spool';
import { randomId } from '../random-id';

/*
 * An export workbook in the document storage, under exports/ (never applications/, whose
 * files each have a documents row): exports/<random id>-<tracker id>-<lender id>.xlsx, one
 * folder for all, so the export sweep (usecases/housekeeping.ts) leaves no empty folder
 * behind when it deletes a workbook whose link has expired. Its link
 * is the storage's own — S3's presigned GET, or the local adapter's signed /api/v1/files/<file
 * id> link — and the file id `export.<random id>.<tracker id>.<lender id>` names the key, so the
 * signed-file route serves it without a row: the signature already proves the server made it.
 */

export const EXPORTS_PREFIX = 'exports/';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const PART = /^[A-Za-z0-9_-]{1,64}$/;

export interface ExportFile {
  fileId: string;
  key: string;
  /** <tracker id>-<lender id>.xlsx: what the download is saved as. */
  fileName: string;
  contentType: string;
}

function exportFile(id: string, trackerId: string, lenderId: string): ExportFile {
  const fileName = `${trackerId}-${lenderId}.xlsx`;
  return {
    fileId: `export.${id}.${trackerId}.${lenderId}`,
    key: `${EXPORTS_PREFIX}${id}-${fileName}`,
    fileName,
    contentType: XLSX_CONTENT_TYPE,
  };
}

/** The export a signed file id names, or null when it is not an export's (a document's id). */
export function exportFileOf(fileId: string): ExportFile | null {
  const parts = fileId.split('.');
  if (parts.length !== 4 || parts[0] !== 'export') return null;
  const [, id = '', trackerId = '', lenderId = ''] = parts;
  if (![id, trackerId, lenderId].every((part) => PART.test(part))) return null;
  return exportFile(id, trackerId, lenderId);
}

/** Stores the workbook's bytes as a new export and gives where it is. */
export async function storeExport(
  storage: DocumentStorage,
  bytes: Buffer,
  names: { trackerId: string; lenderId: string },
): Promise<ExportFile> {
  if (!PART.test(names.trackerId) || !PART.test(names.lenderId)) {
    throw new Error('An export is named by a tracker id and a lender id of letters and digits');
  }
  const file = exportFile(randomId(), names.trackerId, names.lenderId);
  // The storage takes a file on disk (uploads arrive spooled): the workbook is written there.
  const spool = await makeSpoolFolder(tmpdir(), 'rinn-upload-');
  try {
    const path = join(spool, 'export.xlsx');
    await writeFile(path, bytes);
    await storage.put(file.key, { path, size: bytes.length, contentType: file.contentType });
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
  return file;
}
