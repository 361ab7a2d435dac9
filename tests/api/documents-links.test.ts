import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTooLargeMessage } from '../../src/domain/documents';
import { s3Storage } from '../../server/storage/s3';
import { LINK_ALTERED, LINK_EXPIRED } from '../../server/usecases/documents';
import { expectMatchesContract } from '../support/contract';
import { startS3, type TestS3 } from '../support/s3';
import {
  databases,
  rowCounts,
  socketFrom,
  type TestApp,
  testApp,
  testStorage,
} from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { fixture, applicationFor, multipartBody, upload } from '../support/uploads';
import { useDatabase } from '../support/suite';

const PDF = fixture('tiny.pdf');
const JPEG = fixture('tiny.jpg');

/** The answer to opening a link in the in-process app, as a browser tab would (no token). */
async function open(t: TestApp, link: string) {
  const response = await t.app.request(link, { method: 'GET' }, socketFrom('127.0.0.1'));
  const body = Buffer.from(await response.arrayBuffer());
  if (response.headers.get('content-type')?.includes('application/json')) {
    expectMatchesContract('GET', link, response.status, JSON.parse(body.toString()));
  }
  return { status: response.status, headers: response.headers, body };
}

describe.each(databases())('document links on %s', (kind) => {
  const database = useDatabase(kind);

  async function partnerFile(t: TestApp, bytes = PDF, name = 'pan.pdf', type = 'application/pdf') {
    const partner = await createPartner(t.db);
    const token = await loginToken(t, partner.mobile);
    const applicationId = await applicationFor(t.db, {
      partnerId: partner.id,
      mobile: randomMobile(),
    });
    const uploaded = await upload<{ file_id: string }>(
      t,
      '/api/v1/apply-loan/upload-file',
      [
        { name: 'upload_type', value: 'KYC' },
        { name: 'file_type', value: 'PAN' },
        { name: 'application_id', value: applicationId },
        { name: 'name_prefix', value: 'pan' },
        { name: 'file', file: bytes, fileName: name, type },
      ],
      { token },
    );
    expect(uploaded.status).toBe(201);
    return { token, applicationId, fileId: uploaded.body.data.file_id };
  }

  const linkFor = async (t: TestApp, token: string, fileId: string) => {
    const answer = await t.call<{ file_url: string }>(
      'GET',
      `/api/v1/loan-application/presigned-url?file_id=${fileId}`,
      { token },
    );
    expect(answer.status).toBe(200);
    return answer.body.data.file_url;
  };

  describe('local storage: signed links served by the API', () => {
    it('opens the file inline with its detected type for 10 minutes, then refuses', async () => {
      const { storage, folder } = testStorage(true);
      const t = testApp(database, { storage });
      const { token, fileId } = await partnerFile(t, JPEG, 'aadhaar.pdf', 'application/pdf');
      const link = await linkFor(t, token, fileId);
      expect(link).toMatch(new RegExp(`^/api/v1/files/${fileId}\\?expires=\\d+&signature=`));

      const opened = await open(t, link);
      expect(opened.status).toBe(200);
      expect(opened.body.equals(JPEG)).toBe(true);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');
      expect(opened.headers.get('content-length')).toBe(String(JPEG.length));
      expect(opened.headers.get('content-disposition')).toBe(
        `inline; filename="pan-${fileId.slice(0, 8)}.jpg"`,
      );
      expect(opened.headers.get('cache-control')).toBe('no-store');
      expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
      expect(opened.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(opened.headers.get('x-frame-options')).toBe('DENY');

      t.clock.advance(10 * 60 - 1);
      expect((await open(t, link)).status).toBe(200);
      t.clock.advance(1);
      const expired = await open(t, link);
      expect(expired.status).toBe(403);
      expect(JSON.parse(expired.body.toString()).message).toBe(LINK_EXPIRED.message);
      expect(expired.headers.get('cache-control')).toBe('no-store');
      rmSync(folder, { recursive: true, force: true });
    });

    it('refuses a link whose signature, expiry or file was changed', async () => {
      const { storage, folder } = testStorage(true);
      const t = testApp(database, { storage });
      const first = await partnerFile(t);
      const second = await partnerFile(t);
      const link = new URL(await linkFor(t, first.token, first.fileId), 'http://x');
      const signature = link.searchParams.get('signature') ?? '';
      const expires = Number(link.searchParams.get('expires'));
      const variants = [
        `${link.pathname}?expires=${expires}&signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        `${link.pathname}?expires=${expires + 3600}&signature=${signature}`,
        `/api/v1/files/${second.fileId}?expires=${expires}&signature=${signature}`,
        `${link.pathname}?expires=${expires}`,
        `${link.pathname}`,
      ];
      for (const variant of variants) {
        const answer = await open(t, variant);
        expect({ variant, status: answer.status }).toEqual({ variant, status: 403 });
        expect(JSON.parse(answer.body.toString()).message).toBe(LINK_ALTERED.message);
      }
      rmSync(folder, { recursive: true, force: true });
    });

    it('keeps the secret out of another server’s reach: its links do not open here', async () => {
      const { storage, folder } = testStorage(true);
      const t = testApp(database, { storage });
      const { token, fileId } = await partnerFile(t);
      const link = await linkFor(t, token, fileId);
      // Same database, same folder, another secret: the link is not one of its own.
      const other = testApp(database, { storage: testStorage().storage });
      expect((await open(other, link)).status).toBe(403);
      rmSync(folder, { recursive: true, force: true });
    });
  });

  describe('S3 storage against s3rver', () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startS3();
    });
    afterAll(() => s3.stop());

    it('stores uploads in the bucket and answers a presigned GET that opens them', async () => {
      const storage = s3Storage(s3.settings);
      const t = testApp(database, { storage });
      const { token, applicationId, fileId } = await partnerFile(t, JPEG, 'photo.png', 'image/png');
      expect(await storage.list(`applications/${applicationId}/`)).toEqual([
        `applications/${applicationId}/${fileId}.jpg`,
      ]);
      const link = await linkFor(t, token, fileId);
      expect(link.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/applications/`)).toBe(
        true,
      );
      expect(link).toContain('X-Amz-Expires=600');
      const answer = await fetch(link);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('content-disposition')).toBe(
        `inline; filename="pan-${fileId.slice(0, 8)}.jpg"`,
      );
      expect(Buffer.from(await answer.arrayBuffer()).equals(JPEG)).toBe(true);

      // The link stops working 10 minutes after it was made (the bucket checks).
      t.clock.advance(-(10 * 60 + 5));
      const stale = await fetch(await linkFor(t, token, fileId));
      expect(stale.status).toBe(403);
    });

    it('refuses an oversize or forged file and leaves the bucket as it was', async () => {
      const storage = s3Storage(s3.settings);
      const t = testApp(database, { storage, maxDocumentBytes: 1024 * 1024 });
      const guest = randomMobile();
      const token = await guestToken(t, guest);
      const applicationId = await applicationFor(t.db, { partnerId: null, mobile: guest });
      const before = await rowCounts(t.db);
      const keys = await storage.list();
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
      const fields = [
        { name: 'upload_type', value: 'APPLY_LOAN' },
        { name: 'file_type', value: 'BANK_STATEMENT' },
        { name: 'application_id', value: applicationId },
      ];
      const oversize = await upload(
        t,
        '/api/v1/apply-loan/bulk-upload',
        [
          ...fields,
          { name: 'files', file: PDF, fileName: 'a.pdf', type: 'application/pdf' },
          { name: 'files', file: big, fileName: 'b.pdf', type: 'application/pdf' },
        ],
        { token, chunked: true },
      );
      expect(oversize.status).toBe(413);
      const forged = await upload(
        t,
        '/api/v1/apply-loan/upload-file',
        [
          ...fields,
          {
            name: 'file',
            file: fixture('statement-text.pdf'),
            fileName: 'statement.pdf',
            type: 'application/pdf',
          },
        ],
        { token },
      );
      expect(forged.status).toBe(400);
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await storage.list()).toEqual(keys);
    });
  });

  it('answers 413 over real HTTP while the client is still sending, not a reset', async () => {
    const { storage, folder } = testStorage(true);
    const spoolDir = mkdtempSync(join(tmpdir(), 'rinn-test-spool-'));
    const t = testApp(database, { storage, spoolDir, maxDocumentBytes: 1024 * 1024 });
    const partner = await createPartner(t.db);
    const token = await loginToken(t, partner.mobile);
    const applicationId = await applicationFor(t.db, {
      partnerId: partner.id,
      mobile: randomMobile(),
    });
    // Not replacing the global Response: the rest of this worker's tests use the real one.
    const server = serve({
      fetch: t.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      overrideGlobalObjects: false,
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { body, contentType } = multipartBody([
        { name: 'upload_type', value: 'KYC' },
        { name: 'file_type', value: 'BANK_STATEMENT' },
        { name: 'application_id', value: applicationId },
        {
          name: 'file',
          file: Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]),
          fileName: 'year.pdf',
          type: 'application/pdf',
        },
      ]);
      for (const declared of [true, false]) {
        // Without a length the client streams; with one, the server may refuse before reading.
        const requestBody = declared
          ? body
          : new ReadableStream<Uint8Array>({
              start(controller) {
                for (let at = 0; at < body.length; at += 65536) {
                  controller.enqueue(new Uint8Array(body.subarray(at, at + 65536)));
                }
                controller.close();
              },
            });
        const answer = await fetch(`http://127.0.0.1:${port}/api/v1/apply-loan/upload-file`, {
          method: 'POST',
          headers: { 'content-type': contentType, token },
          body: requestBody,
          duplex: 'half',
        } as RequestInit);
        expect(answer.status).toBe(413);
        const json = (await answer.json()) as { message: string };
        expect(json.message).toBe(documentTooLargeMessage(1024 * 1024));
      }
      expect(await storage.list()).toEqual([]);
      expect(readdirSync(spoolDir)).toEqual([]);
    } finally {
      server.close();
      rmSync(folder, { recursive: true, force: true });
      rmSync(spoolDir, { recursive: true, force: true });
    }
  });
});
