/** A chosen file as the upload needs it; a browser File is one. Never kept in context. */
export interface ChosenFile extends Blob {
  readonly name: string;
}

export interface UploadInput {
  /** The form field it fills, e.g. 'pan' or 'bank_statement'. */
  field: string;
  /** Several files (bank statements, GSTR-3B) or one. */
  multiple: boolean;
  /** Already uploaded (a resumed application): the field starts as SUCCESS. */
  fileIds?: string[];
  maxBytes?: number;
  /** Photos only (PNG or JPG): Join Us's shop and counter photos (partner-portal §5). */
  imagesOnly?: boolean;
  /** The application the files belong to (null before it exists). */
  applicationId?: string | null;
  /** A co-applicant's document: the co-applicant's id, or the new one's number (record_index). */
  recordIndex?: string | null;
}

export interface UploadContext {
  field: string;
  applicationId: string | null;
  recordIndex: string | null;
  multiple: boolean;
  maxBytes: number;
  /** Only PNG or JPG files are taken (UploadInput.imagesOnly). */
  imagesOnly: boolean;
  fileIds: string[];
  /**
   * The name each file was chosen with, by file id, so a reload still shows it (the snapshot is
   * saved with the wizard). Only files chosen in this browser: a file resumed from the server
   * has no name here, and the field shows a fallback.
   */
  names: Record<string, string>;
  /** The name of the file on its way (or kept for Retry), given to its id once stored. */
  sendingName: string | null;
  /** Of the file being sent, 0–100. */
  percent: number;
  error: string | null;
}

/**
 * `busy` while sending (PROGRESS), `uploaded` once stored (SUCCESS), `error` while FAILED, and
 * `retryable` when Retry can send the same file again (not after a refusal).
 */
export type UploadTag = 'busy' | 'error' | 'uploaded' | 'retryable';

export type UploadEvent =
  | { type: 'file.chosen'; file: ChosenFile }
  | { type: 'upload.retry' }
  | { type: 'file.remove'; fileId: string }
  | { type: 'file.clear' }
  // From the transfer actor (src/services):
  | { type: 'transfer.progress'; percent: number }
  | { type: 'transfer.done'; fileIds: string[] }
  /** `retryable` is false when the server refused the file itself (4xx): sending it again cannot help. */
  | { type: 'transfer.failed'; message: string; retryable: boolean }
  | { type: 'transfer.idle' };

/** What the machine tells its transfer actor; the File travels only here. */
export type TransferCommand =
  { type: 'transfer.start'; file: ChosenFile } | { type: 'transfer.retry' };

export interface TransferInput {
  field: string;
  applicationId: string | null;
  /** Sent as record_index when there is one (a co-applicant's documents). */
  recordIndex?: string | null;
}

/** What the upload tells the form that spawned it, so the form's schema checks the file ids. */
export interface UploadChanged {
  type: 'upload.changed';
  field: string;
  fileIds: string[];
}
