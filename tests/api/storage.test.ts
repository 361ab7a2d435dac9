import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../server/storage/local';
import { LINK_LIFETIME_SECONDS, type DocumentStorage } from '../../server/storage/port';
import { s3Storage } from '../../server/storage/s3';
import { linkSigner, type LinkSigner } from '../../server/storage/signed-links';
import { startS3, type TestS3 } from '../support/s3';

/*
 * One suite, both adapters: the S3 adapter against a real S3-protocol server (s3rver) started
 * here, the local one against a temporary folder. Each adapter's link is then opened the way a
 * browser would: the S3 presigned GET over HTTP, the local signed link by the check the API's
 * file route makes (served over HTTP in documents.test.ts).
 */

interface Harness {
  storage: DocumentStorage;
  /** Opens a link as made at `signedAt`, at the real time now: the status and what came back. */
  open(link: string, fileId: string): Promise<{ status: number; headers?: Headers; body?: Buffer }>;
  close(): Promise<void>;
}

const scratch = mkdtempSync(join(tmpdir(), 'rinn-storage-test-'));
const spool = (bytes: Buffer): string => {
  const path = join(scratch, `spool-${randomBytes(6).toString('hex')}`);
  writeFileSync(path, bytes);
  return path;
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function localHarness(): Promise<Harness> {
  const folder = mkdtempSync(join(tmpdir(), 'rinn-local-storage-'));
  const signer: LinkSigner = linkSigner(randomBytes(32));
  const storage = localStorage(folder, signer);
  return {
    storage,
    async open(link, fileId) {
      const url = new URL(link, 'http://localhost');
      const problem = signer.check(
        fileId,
        url.searchParams.get('expires') ?? '',
        url.searchParams.get('signature') ?? '',
        new Date(),
      );
      return { status: problem ? 403 : 200 };
    },
    close: () => Promise.resolve(rmSync(folder, { recursive: true, force: true })),
  };
}

async function s3Harness(): Promise<Harness> {
  const s3: TestS3 = await startS3();
  return {
    storage: s3Storage(s3.settings),
    async open(link) {
      const answer = await fetch(link);
      return {
        status: answer.status,
        headers: answer.headers,
        body: Buffer.from(await answer.arrayBuffer()),
      };
    },
    close: () => s3.stop(),
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each([
  ['local folder', localHarness],
  ['S3 (s3rver)', s3Harness],
])('document storage: %s', (name, start) => {
  let harness: Harness;
  let storage: DocumentStorage;

  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
  });
  afterAll(async () => {
    await harness.close();
  });

  const put = async (key: string, bytes: Buffer, contentType = 'application/pdf') =>
    storage.put(key, { path: spool(bytes), size: bytes.length, contentType });

  it('gives back exactly the bytes it was given', async () => {
    const bytes = randomBytes(300_000);
    await put('applications/a/roundtrip.pdf', bytes);
    const stream = await storage.read('applications/a/roundtrip.pdf');
    expect(stream).not.toBeNull();
    expect((await readAll(stream as Readable)).equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.read('applications/a/never-stored.pdf')).toBeNull();
  });

  it('replaces what a key held when put again', async () => {
    await put('applications/b/twice.pdf', Buffer.from('first'));
    await put('applications/b/twice.pdf', Buffer.from('second'));
    const stream = await storage.read('applications/b/twice.pdf');
    expect((await readAll(stream as Readable)).toString()).toBe('second');
    expect(await storage.list('applications/b/')).toEqual(['applications/b/twice.pdf']);
  });

  it('lists keys by prefix and forgets deleted ones; deleting nothing is fine', async () => {
    await put('applications/c/one.pdf', PDF);
    await put('applications/c/two.pdf', PDF);
    await put('applications/d/other.pdf', PDF);
    expect(await storage.list('applications/c/')).toEqual([
      'applications/c/one.pdf',
      'applications/c/two.pdf',
    ]);
    await storage.delete('applications/c/one.pdf');
    await storage.delete('applications/c/not-there.pdf');
    expect(await storage.list('applications/c/')).toEqual(['applications/c/two.pdf']);
    expect(await storage.read('applications/c/one.pdf')).toBeNull();
  });

  it('lists keys with when they were written, and has no unfinished writes of its own', async () => {
    const before = Date.now() - 5000;
    await put('applications/h/one.pdf', PDF);
    await put('applications/h/two.pdf', PDF);
    const listed = await storage.listObjects('applications/h/');
    expect(listed.map((object) => object.key)).toEqual([
      'applications/h/one.pdf',
      'applications/h/two.pdf',
    ]);
    for (const object of listed) {
      expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(object.modifiedAt.getTime()).toBeLessThan(Date.now() + 5000);
    }
    // Nothing was cut short, so nothing is unfinished, however late the cut-off.
    expect(await storage.removeUnfinished(new Date(Date.now() + 60_000))).toEqual([]);
    expect(await storage.list('applications/h/')).toEqual([
      'applications/h/one.pdf',
      'applications/h/two.pdf',
    ]);
  });

  it('leaves nothing behind when a put fails', async () => {
    const missing = join(scratch, 'no-such-spool-file');
    await expect(
      storage.put('applications/e/failed.pdf', {
        path: missing,
        size: 10,
        contentType: 'application/pdf',
      }),
    ).rejects.toThrow();
    expect(await storage.list('applications/e/')).toEqual([]);
  });

  it('links a file for ten minutes', async () => {
    await put('applications/f/linked.pdf', PDF);
    const request = {
      key: 'applications/f/linked.pdf',
      fileId: 'linked',
      contentType: 'application/pdf',
      fileName: 'linked.pdf',
    };
    const fresh = await harness.open(await storage.link({ ...request, now: new Date() }), 'linked');
    expect(fresh.status).toBe(200);
    if (fresh.headers) {
      expect(fresh.headers.get('content-type')).toBe('application/pdf');
      expect(fresh.headers.get('content-disposition')).toBe('inline; filename="linked.pdf"');
      expect(fresh.body?.equals(PDF)).toBe(true);
    }

    // Made 10 minutes and 5 seconds ago: it expired 5 seconds ago.
    const before = new Date(Date.now() - (LINK_LIFETIME_SECONDS + 5) * 1000);
    const stale = await harness.open(await storage.link({ ...request, now: before }), 'linked');
    expect(stale.status).toBe(403);

    // Made 10 minutes less 30 seconds ago: it still opens.
    const lately = new Date(Date.now() - (LINK_LIFETIME_SECONDS - 30) * 1000);
    const live = await harness.open(await storage.link({ ...request, now: lately }), 'linked');
    expect(live.status).toBe(200);
  });

  // s3rver checks a presigned GET's expiry but not its V4 signature (its code says so), so a
  // forged S3 link is refused only by real S3: that half is AWS's, not ours to test here.
  it.runIf(name === 'local folder')(
    'refuses a link whose signature or expiry was changed',
    async () => {
      await put('applications/g/guarded.pdf', PDF);
      const link = await storage.link({
        key: 'applications/g/guarded.pdf',
        fileId: 'guarded',
        contentType: 'application/pdf',
        fileName: 'guarded.pdf',
        now: new Date(),
      });
      const url = new URL(link, 'http://localhost');
      const signatureName = url.searchParams.has('signature') ? 'signature' : 'X-Amz-Signature';
      const expiresName = url.searchParams.has('expires') ? 'expires' : 'X-Amz-Expires';
      const signature = url.searchParams.get(signatureName) ?? '';

      const forged = new URL(url);
      forged.searchParams.set(
        signatureName,
        `${signature.slice(0, -2)}${signature.endsWith('aa') ? 'bb' : 'aa'}`,
      );
      const stretched = new URL(url);
      stretched.searchParams.set(
        expiresName,
        String(Number(url.searchParams.get(expiresName)) + 3600),
      );
      const relative = (u: URL) =>
        link.startsWith('/') ? `${u.pathname}${u.search}` : u.toString();

      expect((await harness.open(relative(forged), 'guarded')).status).toBe(403);
      expect((await harness.open(relative(stretched), 'guarded')).status).toBe(403);
      // The local link names its file: it does not open another one.
      if (link.startsWith('/')) expect((await harness.open(link, 'other')).status).toBe(403);
    },
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));
