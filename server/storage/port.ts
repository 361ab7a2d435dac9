import type { Readable } from 'node:stream';

/*
 * Where uploaded documents' bytes live. The database keeps what a document is (server/db,
 * table documents); a storage only keeps bytes under a key. Two adapters: a local folder
 * (./local.ts, the default) and S3-compatible object storage (./s3.ts).
 */

/** A finished upload waiting on disk: its size and detected type are already known. */
export interface IncomingFile {
  /** A complete file on local disk (the upload was spooled there while it was checked). */
  path: string;
  size: number;
  /** The detected media type (image/png, image/jpeg, application/pdf). */
  contentType: string;
}

/** A stored key and when its bytes were last written, for housekeeping. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** How a link to a stored file should present it. */
export interface LinkRequest {
  key: string;
  /** The document's id: the local adapter's links name it, never the key. */
  fileId: string;
  contentType: string;
  /** Shown by the browser if the person saves the file. */
  fileName: string;
  /** The server's clock: links expire relative to it. */
  now: Date;
  /** attachment: the browser saves the file (an export workbook); inline (default) shows it. */
  disposition?: 'inline' | 'attachment';
}

export interface DocumentStorage {
  /** 'local' or 's3', for the start-up banner and the logs. */
  readonly kind: 'local' | 's3';
  /** Where the bytes go, in words (a folder or a bucket), for the banner. */
  readonly description: string;
  /**
   * Stores the file under `key`, all or nothing: a failure leaves no object behind. Putting
   * the same key twice replaces it.
   */
  put(key: string, file: IncomingFile): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  read(key: string): Promise<Readable | null>;
  /** Removes the key; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Resolves when the storage answers and can take a write (the readiness check): the local
   * folder exists and is writable, the bucket answers a HEAD. Rejects otherwise.
   */
  ping(): Promise<void>;
  /** Every key stored under `prefix` (for housekeeping and tests). */
  list(prefix?: string): Promise<string[]>;
  /** Every key stored under `prefix` with when it was written (for housekeeping). */
  listObjects(prefix?: string): Promise<StoredObject[]>;
  /**
   * Removes what writes cut short left behind that is older than `before` (the local folder's
   * `.partial-*` files; S3 stores an object whole or not at all, so it has none). Answers what
   * was removed, as paths or keys. Younger ones may be a live put of another process.
   */
  removeUnfinished(before: Date): Promise<string[]>;
  /**
   * A URL that opens the file for a few minutes (LINK_LIFETIME_SECONDS) without a token: the
   * S3 adapter's presigned GET, or the local adapter's signed link served by the API.
   */
  link(request: LinkRequest): Promise<string>;
  /**
   * Only for adapters whose links the API itself serves (local): why a link's expires and
   * signature do not open `fileId`, or null when they do.
   */
  checkLink?(fileId: string, expires: string, signature: string, now: Date): LinkProblem | null;
}

/** Why a signed link does not open its file (./signed-links.ts checks it). */
export type LinkProblem = 'altered' | 'expired';

/** How long a presigned or signed link opens its file (issue 7: 10 minutes). */
export const LINK_LIFETIME_SECONDS = 10 * 60;
