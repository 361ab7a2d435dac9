import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localStorage } from '../../server/storage/local';
import type { DocumentStorage } from '../../server/storage/port';
import { s3Storage } from '../../server/storage/s3';
import { linkSigner } from '../../server/storage/signed-links';
import { startS3 } from './s3';

/** A document storage of its own for a suite, on either adapter, thrown away by close(). */
export interface StorageAdapter {
  storage: DocumentStorage;
  /** Makes a stored key look written at `when`. */
  backdate(key: string, when: Date): void;
  /** Local only: the folder, where unfinished writes (.partial-*) live. */
  folder?: string;
  close(): Promise<void>;
}

async function localAdapter(): Promise<StorageAdapter> {
  const folder = mkdtempSync(join(tmpdir(), 'rinn-test-documents-'));
  return {
    storage: localStorage(folder, linkSigner(Buffer.alloc(32, 7))),
    backdate: (key, when) => utimesSync(join(folder, key), when, when),
    folder,
    close: () => Promise.resolve(rmSync(folder, { recursive: true, force: true })),
  };
}

async function s3Adapter(): Promise<StorageAdapter> {
  const s3 = await startS3();
  return { storage: s3Storage(s3.settings), backdate: s3.backdate, close: () => s3.stop() };
}

/** Both adapters by name, for describe.each: a local folder, and S3 against s3rver. */
export const STORAGE_ADAPTERS: [name: string, start: () => Promise<StorageAdapter>][] = [
  ['a local folder', localAdapter],
  ['S3 (s3rver)', s3Adapter],
];
