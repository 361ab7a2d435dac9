import * as v from 'valibot';
import { FormMobileSchema } from './contact';
import { UPLOAD_PURPOSES } from './enums';
import { fieldsObject } from './validation';

/*
 * What a document upload may be (spec §3, §8): PNG, JPG/JPEG or PDF, at most 10 MB by default.
 * The form checks the name and declared type to answer at once; the server decides by the
 * file's first bytes, whatever the name says.
 */

export const DOCUMENT_KINDS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_TYPE_MESSAGE = 'Please choose a PNG, JPG or PDF file.';
export const documentTooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Please choose a smaller one.`;
/** The server's word when the bytes are not what any accepted kind starts with. */
export const DOCUMENT_CONTENT_MESSAGE =
  'This file is not a PNG, JPG or PDF, whatever its name says. Please choose a PNG, JPG or PDF file.';
export const EMPTY_DOCUMENT_MESSAGE = 'The file is empty. Please choose another one.';
export const CHOOSE_AGAIN_MESSAGE = 'The upload was interrupted. Please choose the file again.';

const MEDIA_TYPES: Record<string, DocumentKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpg',
  'application/pdf': 'pdf',
};

/** The kind a chosen file claims to be, by extension or declared type; null when neither fits. */
export function claimedDocumentKind(name: string, mediaType: string): DocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if ((DOCUMENT_KINDS as readonly string[]).includes(extension)) return extension as DocumentKind;
  return MEDIA_TYPES[mediaType.toLowerCase()] ?? null;
}

/** Photos (Join Us's shop and counter photos, partner-portal §5) are images only: PNG or JPG. */
export const IMAGE_KINDS = ['png', 'jpg', 'jpeg'] as const satisfies readonly DocumentKind[];
export const IMAGE_TYPE_MESSAGE = 'Please choose a PNG or JPG photo.';

/** The first thing wrong with a chosen file before it is sent, or null. */
export function documentIssue(
  file: { name: string; type: string; size: number },
  maxBytes: number = MAX_DOCUMENT_BYTES,
  options: { imagesOnly?: boolean } = {},
): string | null {
  const kind = claimedDocumentKind(file.name, file.type);
  if (kind === null) return options.imagesOnly ? IMAGE_TYPE_MESSAGE : DOCUMENT_TYPE_MESSAGE;
  if (options.imagesOnly && !(IMAGE_KINDS as readonly string[]).includes(kind))
    return IMAGE_TYPE_MESSAGE;
  if (file.size > maxBytes) return documentTooLargeMessage(maxBytes);
  return null;
}

/** What the server detects a file to be, by its first bytes, and the type it is served with. */
export const DETECTED_DOCUMENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
} as const;
export type DetectedDocumentKind = keyof typeof DETECTED_DOCUMENT_TYPES;

/** Files in one bulk upload (bank statements, GSTR-3B): a year of monthly statements fits. */
export const MAX_BULK_FILES = 20;
export const TOO_MANY_FILES_MESSAGE = `Please upload at most ${MAX_BULK_FILES} files at once.`;

/** The contract's FileType: what an uploaded file is for. */
export const FILE_TYPES = [
  'PAN',
  'AADHAAR_FRONT',
  'AADHAAR_BACK',
  'BANK_STATEMENT',
  'GSTR_3B',
  'BUSINESS_PAN',
  'BUSINESS_PROOF',
  'FINANCIAL_FILE',
  'SALARY_SLIP',
  'COMPANY_ID_CARD',
  'OTHERS',
  'CANCELLED_CHEQUE',
  'GST',
  'SHOP_PHOTO',
  'COUNTER_PHOTO',
  'AUTO_LOAN_DOCUMENT',
  'GOLD_LOAN_DOCUMENT',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** An uploaded file's id: 32 random letters and digits, made by the server. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9]{32}$/;

const APPLICATION_ID_PATTERN = /^[A-Za-z0-9]{32}$/;
const NAME_PART_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The text fields of an upload (single or bulk), sent before the file parts. A file always
 * belongs to an application, so application_id is required; JOIN_US files have their own
 * operation (/v1/join-us/upload-file) and are refused here by the server.
 */
export const UploadFieldsSchema = fieldsObject({
  upload_type: v.picklist(UPLOAD_PURPOSES, 'Invalid upload type'),
  file_type: v.picklist(FILE_TYPES, 'Invalid file type'),
  application_id: v.pipe(
    v.string('Missing application id'),
    v.regex(APPLICATION_ID_PATTERN, 'Invalid application id'),
  ),
  mobile: v.optional(FormMobileSchema),
  name_prefix: v.optional(
    v.pipe(v.string('Invalid name prefix'), v.regex(NAME_PART_PATTERN, 'Invalid name prefix')),
  ),
  record_index: v.optional(
    v.pipe(v.string('Invalid record index'), v.regex(NAME_PART_PATTERN, 'Invalid record index')),
  ),
});
export type UploadFields = v.InferOutput<typeof UploadFieldsSchema>;
