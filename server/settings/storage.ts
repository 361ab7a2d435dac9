import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAX_DOCUMENT_BYTES } from '../../src/domain/documents';
import { localStorage } from '../storage/local';
import type { DocumentStorage } from '../storage/port';
import { s3Storage } from '../storage/s3';
import { linkSigner } from '../storage/signed-links';
import { readS3Timeouts } from './timeouts';

/*
 * Where uploaded documents go, from the environment (documented in README, "Configuration"):
 *   RINN_STORAGE            local (default) or s3
 *   RINN_STORAGE_DIR        local: the folder (default <RINN_DATA_DIR>/documents)
 *   RINN_STORAGE_LINK_SECRET  local: the HMAC secret of its signed links (at least 32
 *                           characters); unset → generated once into <RINN_DATA_DIR>/storage-link.key
 *   RINN_S3_BUCKET          s3: the bucket (required)
 *   RINN_S3_ENDPOINT        s3: an S3-compatible endpoint (MinIO, R2, …); unset → AWS
 *   RINN_S3_REGION          s3: region (default AWS_REGION, else us-east-1)
 *   RINN_S3_FORCE_PATH_STYLE  s3: true/false (default true when RINN_S3_ENDPOINT is set)
 *   credentials             s3: the AWS SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
 *                           AWS_PROFILE, an instance role…)
 *   RINN_MAX_DOCUMENT_MB    the per-file cap in whole MB (default 10)
 *   RINN_S3_CONNECT_TIMEOUT_MS, RINN_S3_TIMEOUT_MS  s3: how long to wait (./timeouts.ts)
 */

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The per-file upload cap in bytes (RINN_MAX_DOCUMENT_MB, 1–1024, default 10 MB). */
export function readMaxDocumentBytes(env: Env): number {
  const value = read(env, 'RINN_MAX_DOCUMENT_MB');
  if (value === undefined) return MAX_DOCUMENT_BYTES;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 1024) {
    throw new Error(`RINN_MAX_DOCUMENT_MB must be a whole number from 1 to 1024 (got "${value}")`);
  }
  return megabytes * 1024 * 1024;
}

/**
 * The local links' secret: RINN_STORAGE_LINK_SECRET, or one made once per data folder and kept
 * there (0600), so links survive a restart and every worker on that folder signs alike. Written
 * exclusively: two processes starting together end up with the same secret.
 */
function linkSecret(env: Env, dataDir: string): Buffer {
  const given = read(env, 'RINN_STORAGE_LINK_SECRET');
  if (given !== undefined) {
    if (given.length < 32) {
      throw new Error('RINN_STORAGE_LINK_SECRET must be at least 32 characters');
    }
    return Buffer.from(given);
  }
  const path = join(dataDir, 'storage-link.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${path} does not hold a link secret: remove it`);
  return Buffer.from(secret);
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false (got "${value}")`);
}

/** The document storage the environment asks for; a wrong setting refuses to start. */
export function openStorage(env: Env, dataDir: string): DocumentStorage {
  const kind = read(env, 'RINN_STORAGE') ?? 'local';
  if (kind === 'local') {
    const folder = resolve(read(env, 'RINN_STORAGE_DIR') ?? join(dataDir, 'documents'));
    mkdirSync(folder, { recursive: true });
    return localStorage(folder, linkSigner(linkSecret(env, dataDir)));
  }
  if (kind === 's3') {
    const bucket = read(env, 'RINN_S3_BUCKET');
    if (!bucket) throw new Error('RINN_STORAGE=s3 needs RINN_S3_BUCKET (the bucket name)');
    const endpoint = read(env, 'RINN_S3_ENDPOINT');
    return s3Storage({
      bucket,
      ...(endpoint ? { endpoint } : {}),
      region: read(env, 'RINN_S3_REGION') ?? read(env, 'AWS_REGION') ?? 'us-east-1',
      forcePathStyle: readBoolean(env, 'RINN_S3_FORCE_PATH_STYLE', endpoint !== undefined),
      timeouts: readS3Timeouts(env),
    });
  }
  throw new Error(`RINN_STORAGE must be local or s3 (got "${kind}")`);
}
