import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DEFAULT_S3_TIMEOUTS, type S3Timeouts } from '../settings/timeouts';
import { LINK_LIFETIME_SECONDS, type DocumentStorage, type StoredObject } from './port';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, …); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most non-AWS need it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Connect and socket-idle limits (RINN_S3_*TIMEOUT_MS; default server/settings/timeouts.ts). */
  timeouts?: S3Timeouts;
}

/**
 * Documents as objects in one bucket. A put sends the spooled file with its length known, in
 * one request: S3 stores an object whole or not at all. Links are the SDK's presigned GETs,
 * which make the bucket answer with the detected type and an inline disposition.
 */
export function s3Storage(settings: S3Settings): DocumentStorage {
  const timeouts = settings.timeouts ?? DEFAULT_S3_TIMEOUTS;
  const client = new S3Client({
    // A bucket that does not answer fails the request within about twice these (issue 30): one
    // attempt and one retry, each given up when its socket stays silent for requestMs (an
    // upload still sending is not silent), and the request answers 503.
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.requestMs,
      throwOnRequestTimeout: true,
    },
    maxAttempts: 2,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default (CRC32 trailers in aws-chunked
    // bodies since 2025) is not understood by many S3-compatible stores, which then keep the
    // chunk framing as the file's bytes. TLS and the sha256 recorded per document cover integrity.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;

  async function listObjects(prefix = ''): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) {
          found.push({ key: object.Key, modifiedAt: object.LastModified });
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  return {
    kind: 's3',
    description: `bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,

    async put(key, file) {
      // Opened first, so a missing spool file fails here rather than inside the SDK's stream.
      const handle = await open(file.path);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: handle.createReadStream({ autoClose: false }),
            ContentLength: file.size,
            ContentType: file.contentType,
          }),
        );
      } finally {
        await handle.close();
      }
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix = '') {
      return (await listObjects(prefix)).map((object) => object.key);
    },

    listObjects,

    // A PutObject is whole or absent (no multipart uploads are started): nothing is unfinished.
    removeUnfinished: () => Promise.resolve([]),

    link({ key, contentType, fileName, now, disposition = 'inline' }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: `${disposition}; filename="${fileName}"`,
        ResponseCacheControl: 'no-store',
      });
      return getSignedUrl(client, command, { expiresIn: LINK_LIFETIME_SECONDS, signingDate: now });
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
