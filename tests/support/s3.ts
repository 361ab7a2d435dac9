import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/storage/s3';

/** A real S3-protocol server (s3rver) on a free loopback port, with one empty bucket. */
export interface TestS3 {
  settings: S3Settings;
  /** Sets when s3rver says an object was last modified (the mtime of the file it keeps). */
  backdate(key: string, when: Date): void;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'rinn-documents'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'rinn-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      // s3rver's fixed pair: it checks signatures made with them.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    backdate(key, when) {
      // s3rver keeps an object as <bucket>/<key folders>/<name>._S3rver_object.
      const parts = key.split('/');
      const name = parts.pop() ?? '';
      utimesSync(join(directory, bucket, ...parts, `${name}._S3rver_object`), when, when);
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
