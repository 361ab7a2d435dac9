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

/** The first thing wrong with a chosen file before it is sent, or null. */
export function documentIssue(
  file: { name: string; type: string; size: number },
  maxBytes: number = MAX_DOCUMENT_BYTES,
): string | null {
  if (claimedDocumentKind(file.name, file.type) === null) return DOCUMENT_TYPE_MESSAGE;
  if (file.size > maxBytes) return documentTooLargeMessage(maxBytes);
  return null;
}
