import { randomFillSync } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_MESSAGE, documentTooLargeMessage } from '../../src/domain/documents';
import { APPLICATION_NOT_FOUND } from '../../server/usecases/documents';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { pdfOfSize } from '../support/pdf';
import { databases, rowCounts, socketFrom, testApp, type TestApp } from '../support/server';
import { applicationFor, fixture, upload, type FormPart } from '../support/uploads';
import { STORAGE_ADAPTERS, type StorageAdapter } from '../support/storages';
import { useDatabase } from '../support/suite';

/*
 * Issue 20 item 6: an upload form is read whatever the order of its parts. A client that puts
 * the file first (as the spec lists the fields) gets the same answer as one that puts it last:
 * the file stored byte for byte, or the same refusal with nothing written — no row, no stored
 * object, no spool folder left — on every upload route, with either storage.
 */

const PNG = fixture('tiny.png');
const JPEG = fixture('tiny.jpg');
const TEXT_AS_PDF = fixture('statement-text.pdf');
const CAP = 1024 * 1024;

/** A real PDF whose page content is random bytes: a byte-for-byte check means something. */
function noisyPdf(bytes: number): Buffer {
  const pdf = pdfOfSize(bytes);
  const start = pdf.indexOf('stream\n') + 'stream\n'.length;
  const end = pdf.indexOf('\nendstream');
  return randomFillSync(pdf, start, end - start);
}

/** Every upload route of the API, with the name its file parts take. */
const ROUTES = [
  { route: 'upload-file', path: '/api/v1/apply-loan/upload-file', filePart: 'file' },
  { route: 'bulk-upload', path: '/api/v1/apply-loan/bulk-upload', filePart: 'files' },
] as const;

/** The bytes a signed link opens: the API's own (local) or the bucket's presigned GET (S3). */
async function download(t: TestApp, link: string): Promise<Buffer> {
  const response = link.startsWith('/')
    ? await t.app.request(link, { method: 'GET' }, socketFrom('127.0.0.1'))
    : await fetch(link);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe.each(databases())('uploads in any part order on %s', (kind) => {
  const database = useDatabase(kind);

  describe.each(STORAGE_ADAPTERS)('stored in %s', (_name, start) => {
    let store: StorageAdapter;
    let spoolDir: string;
    let t: TestApp;
    beforeAll(async () => {
      store = await start();
      spoolDir = mkdtempSync(join(tmpdir(), 'rinn-order-spool-'));
      t = testApp(database, { storage: store.storage, spoolDir, maxDocumentBytes: CAP });
    });
    afterAll(async () => {
      await store.close();
      rmSync(spoolDir, { recursive: true, force: true });
    });

    async function partner() {
      const { mobile, id } = await createPartner(t.db);
      const token = await loginToken(t, mobile);
      const applicationId = await applicationFor(t.db, { partnerId: id, mobile: randomMobile() });
      return { token, applicationId };
    }

    async function guest() {
      const mobile = randomMobile();
      const token = await guestToken(t, mobile);
      const applicationId = await applicationFor(t.db, { partnerId: null, mobile });
      return { token, applicationId };
    }

    const field = (name: string, value: string): FormPart => ({ name, value });

    /** The link the family's presigned-url operation answers for one of the caller's files. */
    async function linkOf(token: string, family: 'KYC' | 'APPLY_LOAN', fileId: string) {
      const path = family === 'KYC' ? 'loan-application' : 'apply-loan';
      const answer = await t.call<{ file_url: string }>(
        'GET',
        `/api/v1/${path}/presigned-url?file_id=${fileId}`,
        { token },
      );
      expect(answer.status).toBe(200);
      return answer.body.data.file_url;
    }

    describe.each(ROUTES)('$route', ({ path, filePart }) => {
      const file = (bytes: Buffer, fileName = 'document.pdf', type = 'application/pdf') =>
        ({ name: filePart, file: bytes, fileName, type }) satisfies FormPart;
      const idsOf = (body: { data: unknown }) => {
        const data = body.data as { file_id?: string; files?: { file_id: string }[] };
        return data.files ? data.files.map((entry) => entry.file_id) : [data.file_id ?? ''];
      };

      it('stores a file sent before its fields, byte for byte, as its signed link shows', async () => {
        const owner = await partner();
        const sent = noisyPdf(300 * 1024);
        const answer = await upload(
          t,
          path,
          [
            file(sent),
            field('upload_type', 'KYC'),
            field('file_type', 'BANK_STATEMENT'),
            field('application_id', owner.applicationId),
            field('name_prefix', 'statement'),
          ],
          // Streamed in pieces: the file is spooled across many chunks before a field arrives.
          { token: owner.token, chunked: true },
        );
        expect(answer.status).toBe(201);
        const [fileId = ''] = idsOf(answer.body);
        const row = await t.db
          .selectFrom('documents')
          .select(['application_id', 'file_type', 'name_prefix', 'size_bytes'])
          .where('id', '=', fileId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({
          application_id: owner.applicationId,
          file_type: 'BANK_STATEMENT',
          name_prefix: 'statement',
          size_bytes: sent.length,
        });
        const opened = await download(t, await linkOf(owner.token, 'KYC', fileId));
        expect(opened.equals(sent)).toBe(true);
        expect(readdirSync(spoolDir)).toEqual([]);
      });

      it('stores a guest’s file with the fields around it, byte for byte', async () => {
        const owner = await guest();
        const answer = await upload(
          t,
          path,
          [
            field('upload_type', 'APPLY_LOAN'),
            file(PNG, 'pan.png', 'image/png'),
            field('file_type', 'PAN'),
            field('application_id', owner.applicationId),
          ],
          { token: owner.token },
        );
        expect(answer.status).toBe(201);
        const [fileId = ''] = idsOf(answer.body);
        const opened = await download(t, await linkOf(owner.token, 'APPLY_LOAN', fileId));
        expect(opened.equals(PNG)).toBe(true);
        expect(readdirSync(spoolDir)).toEqual([]);
      });

      it('refuses what it refused with the fields first, with the same answer, writing nothing', async () => {
        const owner = await partner();
        const other = await partner();
        const fields = (applicationId: string) => [
          field('upload_type', 'KYC'),
          field('file_type', 'PAN'),
          field('application_id', applicationId),
        ];
        const cases: [
          label: string,
          file: FormPart,
          fields: FormPart[],
          token: string,
          status: number,
          message: string,
        ][] = [
          [
            'not a PNG, JPG or PDF by its bytes',
            file(TEXT_AS_PDF, 'statement.pdf'),
            fields(owner.applicationId),
            owner.token,
            400,
            DOCUMENT_CONTENT_MESSAGE,
          ],
          [
            'over the cap',
            file(noisyPdf(CAP + 1), 'big.pdf'),
            fields(owner.applicationId),
            owner.token,
            413,
            documentTooLargeMessage(CAP),
          ],
          [
            'another partner’s application',
            file(JPEG, 'pan.jpg', 'image/jpeg'),
            fields(other.applicationId),
            owner.token,
            404,
            APPLICATION_NOT_FOUND.message,
          ],
          [
            // The owner is checked before the file, whichever came first.
            'another partner’s application and a file that is not one',
            file(TEXT_AS_PDF, 'statement.pdf'),
            fields(other.applicationId),
            owner.token,
            404,
            APPLICATION_NOT_FOUND.message,
          ],
          [
            'no application id',
            file(JPEG, 'pan.jpg', 'image/jpeg'),
            fields(owner.applicationId).slice(0, 2),
            owner.token,
            400,
            'Missing application id',
          ],
          [
            'no file type, and a file over the cap',
            file(noisyPdf(CAP + 1), 'big.pdf'),
            [field('upload_type', 'KYC'), field('application_id', owner.applicationId)],
            owner.token,
            400,
            'Invalid file type',
          ],
        ];
        for (const [label, sent, formFields, token, status, message] of cases) {
          const before = await rowCounts(t.db);
          const keys = await store.storage.list();
          const answers = [];
          for (const parts of [
            [sent, ...formFields],
            [...formFields, sent],
          ]) {
            const answer = await upload(t, path, parts, { token, chunked: true });
            answers.push({ label, status: answer.status, message: answer.body.message });
          }
          const expected = { label, status, message };
          expect(answers).toEqual([expected, expected]);
          expect(await rowCounts(t.db)).toEqual(before);
          expect(await store.storage.list()).toEqual(keys);
          expect(readdirSync(spoolDir)).toEqual([]);
        }
      });
    });

    it('stores a bulk upload whose files come before, between and after its fields, in order', async () => {
      const owner = await guest();
      const first = noisyPdf(200 * 1024);
      const answer = await upload<{ files: { file_id: string }[] }>(
        t,
        '/api/v1/apply-loan/bulk-upload',
        [
          { name: 'files', file: first, fileName: 'jan.pdf', type: 'application/pdf' },
          field('upload_type', 'APPLY_LOAN'),
          { name: 'files', file: PNG, fileName: 'feb.png', type: 'image/png' },
          field('file_type', 'BANK_STATEMENT'),
          field('application_id', owner.applicationId),
          { name: 'files', file: JPEG, fileName: 'mar.jpg', type: 'image/jpeg' },
        ],
        { token: owner.token, chunked: true },
      );
      expect(answer.status).toBe(201);
      const opened = [];
      for (const { file_id } of answer.body.data.files) {
        opened.push(await download(t, await linkOf(owner.token, 'APPLY_LOAN', file_id)));
      }
      expect(opened.map((bytes, index) => bytes.equals([first, PNG, JPEG][index]!))).toEqual([
        true,
        true,
        true,
      ]);

      // One refused file among them refuses the request, the files after it unread to disk.
      const before = await rowCounts(t.db);
      const keys = await store.storage.list();
      const refused = await upload(
        t,
        '/api/v1/apply-loan/bulk-upload',
        [
          { name: 'files', file: PNG, fileName: 'a.png', type: 'image/png' },
          { name: 'files', file: TEXT_AS_PDF, fileName: 'b.pdf', type: 'application/pdf' },
          { name: 'files', file: JPEG, fileName: 'c.jpg', type: 'image/jpeg' },
          field('upload_type', 'APPLY_LOAN'),
          field('file_type', 'BANK_STATEMENT'),
          field('application_id', owner.applicationId),
        ],
        { token: owner.token },
      );
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: DOCUMENT_CONTENT_MESSAGE,
      });
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await store.storage.list()).toEqual(keys);
      expect(readdirSync(spoolDir)).toEqual([]);
    });
  });
});
