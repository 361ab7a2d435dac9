import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CONTENT_MESSAGE,
  MAX_DOCUMENT_BYTES,
  documentTooLargeMessage,
} from '../../src/domain/documents';
import type { DocumentStorage } from '../../server/storage/port';
import {
  APPLICATION_NOT_FOUND,
  CHOOSE_A_FILE,
  FILE_NOT_FOUND,
  JOIN_US_ELSEWHERE,
  MOBILE_MISMATCH,
  ONE_FILE_ONLY,
} from '../../server/usecases/documents';
import { databases, rowCounts, testApp, type TestApp, testStorage } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { pdfOfSize } from '../support/pdf';
import { fixture, applicationFor, upload, type FormPart } from '../support/uploads';
import { useDatabase } from '../support/suite';

const PNG = fixture('tiny.png');
const JPEG = fixture('tiny.jpg');
const PDF = fixture('tiny.pdf');
const TEXT_AS_PDF = fixture('statement-text.pdf');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const SINGLE = '/api/v1/apply-loan/upload-file';
const BULK = '/api/v1/apply-loan/bulk-upload';

const fields = (applicationId: string, uploadType = 'KYC', fileType = 'PAN'): FormPart[] => [
  { name: 'upload_type', value: uploadType },
  { name: 'file_type', value: fileType },
  { name: 'application_id', value: applicationId },
];
const file = (bytes: Buffer, fileName: string, type: string, name = 'file'): FormPart => ({
  name,
  file: bytes,
  fileName,
  type,
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(databases())('documents on %s', (kind) => {
  const database = useDatabase(kind);

  /** An app with its own storage folder and spool folder, both inspectable. */
  function documentsApp(options: { maxDocumentBytes?: number } = {}) {
    const { storage, folder } = testStorage(true);
    const spoolDir = mkdtempSync(join(tmpdir(), 'rinn-test-spool-'));
    const t = testApp(database, { storage, spoolDir, ...options });
    const cleanup = () => {
      rmSync(folder, { recursive: true, force: true });
      rmSync(spoolDir, { recursive: true, force: true });
    };
    return { t, storage, folder, spoolDir, cleanup };
  }

  async function partnerWithApplication(t: TestApp) {
    const partner = await createPartner(t.db);
    const token = await loginToken(t, partner.mobile);
    const borrower = randomMobile();
    const applicationId = await applicationFor(t.db, {
      partnerId: partner.id,
      mobile: borrower,
    });
    return { partner, token, borrower, applicationId };
  }

  async function guestWithApplication(t: TestApp) {
    const mobile = randomMobile();
    const token = await guestToken(t, mobile);
    const applicationId = await applicationFor(t.db, { partnerId: null, mobile });
    return { mobile, token, applicationId };
  }

  const storedKeys = (storage: DocumentStorage) => storage.list();

  it('stores a partner’s PNG, JPEG and PDF with their detected type, size and sha256', async () => {
    const { t, storage, cleanup } = documentsApp();
    const { partner, token, applicationId } = await partnerWithApplication(t);
    const sent: [Buffer, string, string, string][] = [
      [PNG, 'pan.png', 'image/png', 'image/png'],
      [JPEG, 'aadhaar-front.jpeg', 'image/jpeg', 'image/jpeg'],
      [PDF, 'aadhaar-back.pdf', 'application/pdf', 'application/pdf'],
    ];
    for (const [bytes, name, declared, detected] of sent) {
      const answer = await upload<{ file_id: string }>(
        t,
        SINGLE,
        [...fields(applicationId), file(bytes, name, declared)],
        { token },
      );
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('File uploaded successfully');
      const fileId = answer.body.data.file_id;
      expect(fileId).toMatch(/^[A-Za-z0-9]{32}$/);

      const row = await t.db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        application_id: applicationId,
        owner_partner_id: partner.id,
        owner_mobile: null,
        purpose: 'KYC',
        file_type: 'PAN',
        content_type: detected,
        size_bytes: bytes.length,
        sha256: sha256(bytes),
      });
      const stored = await storage.read(row.storage_key);
      expect((await readAll(stored as Readable)).equals(bytes)).toBe(true);
    }
    cleanup();
  });

  it('decides the type by the bytes: a PNG named .pdf is a PNG, a text file named .pdf is refused', async () => {
    const { t, storage, spoolDir, cleanup } = documentsApp();
    const { token, applicationId } = await partnerWithApplication(t);

    const disguised = await upload<{ file_id: string }>(
      t,
      SINGLE,
      [...fields(applicationId), file(PNG, 'scan.pdf', 'application/pdf')],
      { token },
    );
    expect(disguised.status).toBe(201);
    const row = await t.db
      .selectFrom('documents')
      .select(['content_type', 'storage_key'])
      .where('id', '=', disguised.body.data.file_id)
      .executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/png');
    expect(row.storage_key).toMatch(/\.png$/);

    const before = await rowCounts(t.db);
    const keysBefore = await storedKeys(storage);
    const forged = await upload(
      t,
      SINGLE,
      [...fields(applicationId), file(TEXT_AS_PDF, 'statement.pdf', 'application/pdf')],
      { token },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(DOCUMENT_CONTENT_MESSAGE);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await storedKeys(storage)).toEqual(keysBefore);
    expect(readdirSync(spoolDir)).toEqual([]);
    cleanup();
  });

  it('answers 413 for a file over the configured cap while it streams, and stores nothing', async () => {
    const cap = 1024 * 1024;
    const { t, folder, spoolDir, cleanup } = documentsApp({ maxDocumentBytes: cap });
    const { token, applicationId } = await partnerWithApplication(t);
    const before = await rowCounts(t.db);
    const big = pdfOfSize(cap + 1);

    const streamed = await upload(
      t,
      SINGLE,
      [...fields(applicationId), file(big, 'big.pdf', 'application/pdf')],
      { token, chunked: true },
    );
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toBe(documentTooLargeMessage(cap));
    expect(streamed.body.message).toBe(
      'The file is larger than 1 MB. Please choose a smaller one.',
    );

    // Exactly at the cap is fine.
    const atCap = await upload(
      t,
      SINGLE,
      [...fields(applicationId), file(pdfOfSize(cap), 'fits.pdf', 'application/pdf')],
      { token, chunked: true },
    );
    expect(atCap.status).toBe(201);
    await t.db
      .deleteFrom('documents')
      .where('id', '=', (atCap.body.data as { file_id: string }).file_id)
      .execute();
    rmSync(join(folder, 'applications'), { recursive: true, force: true });

    // A declared length no upload could fit in is refused before the body is read.
    const declared = await upload(
      t,
      SINGLE,
      [...fields(applicationId), file(PDF, 'small.pdf', 'application/pdf')],
      { token, contentLength: cap + 1024 * 1024 },
    );
    expect(declared.status).toBe(413);

    // The upload at the cap keeps its audit entry (entries are never deleted); nothing else.
    expect(await rowCounts(t.db)).toEqual({ ...before, audit_entries: before.audit_entries + 1 });
    expect(readdirSync(folder)).toEqual([]);
    expect(readdirSync(spoolDir)).toEqual([]);
    cleanup();
  });

  it('caps files at 10 MB by default', async () => {
    const { t, folder, cleanup } = documentsApp();
    const { token, applicationId } = await partnerWithApplication(t);
    const before = await rowCounts(t.db);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length, 0x20)]);
    const answer = await upload(
      t,
      SINGLE,
      [...fields(applicationId), file(big, 'big.pdf', 'application/pdf')],
      { token, chunked: true },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The file is larger than 10 MB. Please choose a smaller one.');
    expect(await rowCounts(t.db)).toEqual(before);
    expect(readdirSync(folder)).toEqual([]);
    cleanup();
  });

  it('stores a bulk upload in order, or none of it when one file is refused', async () => {
    const { t, storage, cleanup } = documentsApp();
    const { mobile, token, applicationId } = await guestWithApplication(t);
    const statements = [
      file(PDF, 'jan.pdf', 'application/pdf', 'files'),
      file(PNG, 'feb.png', 'image/png', 'files'),
      file(JPEG, 'mar.jpg', 'image/jpeg', 'files'),
    ];
    const answer = await upload<{ files: { file_id: string }[] }>(
      t,
      BULK,
      [...fields(applicationId, 'APPLY_LOAN', 'BANK_STATEMENT'), ...statements],
      { token },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Files uploaded successfully');
    const ids = answer.body.data.files.map((entry) => entry.file_id);
    expect(ids).toHaveLength(3);
    const rows = await t.db
      .selectFrom('documents')
      .select(['id', 'content_type', 'sha256', 'owner_mobile', 'owner_partner_id', 'purpose'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)?.content_type)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
    ]);
    expect(ids.map((id) => byId.get(id)?.sha256)).toEqual([sha256(PDF), sha256(PNG), sha256(JPEG)]);
    expect(rows.every((row) => row.owner_mobile === mobile && row.owner_partner_id === null)).toBe(
      true,
    );
    expect(rows.every((row) => row.purpose === 'APPLY_LOAN')).toBe(true);

    const before = await rowCounts(t.db);
    const keysBefore = await storedKeys(storage);
    const mixed = await upload(
      t,
      BULK,
      [
        ...fields(applicationId, 'APPLY_LOAN', 'BANK_STATEMENT'),
        file(PDF, 'apr.pdf', 'application/pdf', 'files'),
        file(TEXT_AS_PDF, 'may.pdf', 'application/pdf', 'files'),
        file(PNG, 'jun.png', 'image/png', 'files'),
      ],
      { token },
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(DOCUMENT_CONTENT_MESSAGE);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await storedKeys(storage)).toEqual(keysBefore);
    cleanup();
  });

  it('refuses a malformed upload with a clear message and stores nothing', async () => {
    const { t, folder, cleanup } = documentsApp();
    const { token, applicationId, borrower } = await partnerWithApplication(t);
    const pdf = file(PDF, 'pan.pdf', 'application/pdf');
    const before = await rowCounts(t.db);
    const cases: [FormPart[], string, number][] = [
      // The file before the fields is read (issue 20 item 6): the missing field is the reason.
      [[pdf, ...fields(applicationId).slice(0, 2)], 'Missing application id', 400],
      [[...fields(applicationId)], CHOOSE_A_FILE.message, 400],
      [[...fields(applicationId), pdf, pdf], ONE_FILE_ONLY.message, 400],
      [
        [{ name: 'upload_type', value: 'KYC' }, { name: 'file_type', value: 'PAN' }, pdf],
        'Missing application id',
        400,
      ],
      [[...fields('short'), pdf], 'Invalid application id', 400],
      [[...fields(applicationId, 'KYC', 'SELFIE'), pdf], 'Invalid file type', 400],
      [[...fields(applicationId, 'JOIN_US'), pdf], JOIN_US_ELSEWHERE.message, 400],
      [[...fields(applicationId), { name: 'mobile', value: '12345' }, pdf], 'Invalid mobile', 400],
      [
        [...fields(applicationId), { name: 'mobile', value: randomMobile() }, pdf],
        MOBILE_MISMATCH.message,
        400,
      ],
      [
        [...fields(applicationId), { name: 'colour', value: 'blue' }, pdf],
        'Unexpected form field "colour".',
        400,
      ],
      [
        [...fields(applicationId), file(PDF, 'pan.pdf', 'application/pdf', 'document')],
        'Unexpected form field "document".',
        400,
      ],
      [
        [...fields(applicationId), file(Buffer.alloc(0), 'empty.pdf', 'application/pdf')],
        'The file is empty. Please choose another one.',
        400,
      ],
    ];
    for (const [parts, message, status] of cases) {
      const answer = await upload(t, SINGLE, parts, { token });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
    }
    // The borrower's own mobile is accepted.
    const withMobile = await upload(
      t,
      SINGLE,
      [...fields(applicationId), { name: 'mobile', value: borrower }, pdf],
      { token },
    );
    expect(withMobile.status).toBe(201);
    expect((await rowCounts(t.db)).documents).toBe(before.documents + 1);

    const json = await t.call('POST', SINGLE, { token, body: { file_type: 'PAN' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('The upload must be multipart/form-data with a boundary.');
    cleanup();
    void folder;
  });

  describe('access matrix', () => {
    /*
     * Partner A owns a KYC application; guest G owns an APPLY_LOAN one. Every other actor —
     * partner B, a guest for another mobile, the guest of A's borrower, a partner on the public
     * flow — gets 404 for the other's application and file, and nothing is stored.
     */
    it('lets each owner alone upload to and open their files', async () => {
      const { t, storage, cleanup } = documentsApp();
      const a = await partnerWithApplication(t);
      const g = await guestWithApplication(t);
      const partnerB = await loginToken(t, (await createPartner(t.db)).mobile);
      const strangerGuest = await guestToken(t, randomMobile());
      const borrowerOfA = await guestToken(t, a.borrower);
      const kycFile = (
        await upload<{ file_id: string }>(
          t,
          SINGLE,
          [...fields(a.applicationId), file(PDF, 'pan.pdf', 'application/pdf')],
          { token: a.token },
        )
      ).body.data.file_id;
      const publicFile = (
        await upload<{ file_id: string }>(
          t,
          SINGLE,
          [...fields(g.applicationId, 'APPLY_LOAN'), file(PNG, 'pan.png', 'image/png')],
          { token: g.token },
        )
      ).body.data.file_id;

      type Row = [
        label: string,
        token: string,
        family: 'KYC' | 'APPLY_LOAN',
        applicationId: string,
        fileId: string,
        expected: number,
      ];
      const matrix: Row[] = [
        ['partner A, own KYC application', a.token, 'KYC', a.applicationId, kycFile, 201],
        ['partner B, A’s application', partnerB, 'KYC', a.applicationId, kycFile, 404],
        ['partner B, G’s application', partnerB, 'KYC', g.applicationId, publicFile, 404],
        [
          'partner A on the public flow, G’s application',
          a.token,
          'APPLY_LOAN',
          g.applicationId,
          publicFile,
          404,
        ],
        [
          'partner A on the public flow, own application',
          a.token,
          'APPLY_LOAN',
          a.applicationId,
          kycFile,
          404,
        ],
        [
          'guest G, own APPLY_LOAN application',
          g.token,
          'APPLY_LOAN',
          g.applicationId,
          publicFile,
          201,
        ],
        [
          'another guest, G’s application',
          strangerGuest,
          'APPLY_LOAN',
          g.applicationId,
          publicFile,
          404,
        ],
        [
          'the guest of A’s borrower, A’s application',
          borrowerOfA,
          'APPLY_LOAN',
          a.applicationId,
          kycFile,
          404,
        ],
        ['guest G, a KYC upload', g.token, 'KYC', g.applicationId, publicFile, 403],
      ];
      for (const [label, token, family, applicationId, fileId, expected] of matrix) {
        const before = await rowCounts(t.db);
        const keysBefore = await storedKeys(storage);
        const single = await upload(
          t,
          SINGLE,
          [...fields(applicationId, family), file(JPEG, 'x.jpg', 'image/jpeg')],
          { token },
        );
        const bulk = await upload(
          t,
          BULK,
          [...fields(applicationId, family), file(JPEG, 'x.jpg', 'image/jpeg', 'files')],
          { token },
        );
        const presignedPath =
          family === 'KYC'
            ? '/api/v1/loan-application/presigned-url'
            : '/api/v1/apply-loan/presigned-url';
        const link = await t.call('GET', `${presignedPath}?file_id=${fileId}`, { token });
        const readExpected = expected === 201 ? 200 : expected;
        expect({ label, single: single.status, bulk: bulk.status, link: link.status }).toEqual({
          label,
          single: expected,
          bulk: expected,
          link: readExpected,
        });
        if (expected === 404) {
          expect(single.body.message).toBe(APPLICATION_NOT_FOUND.message);
          expect(link.body.message).toBe(FILE_NOT_FOUND.message);
        }
        if (expected !== 201) {
          expect(await rowCounts(t.db)).toEqual(before);
          expect(await storedKeys(storage)).toEqual(keysBefore);
        }
      }
      // A guest token never reaches the partner family's presigned URL.
      const guestOnKyc = await t.call(
        'GET',
        `/api/v1/loan-application/presigned-url?file_id=${publicFile}`,
        { token: g.token },
      );
      expect(guestOnKyc.status).toBe(403);
      // An unknown or malformed id is 404 too; no id at all is 400.
      for (const id of ['A'.repeat(32), '../../etc/passwd', 'x']) {
        const unknown = await t.call(
          'GET',
          `/api/v1/apply-loan/presigned-url?file_id=${encodeURIComponent(id)}`,
          { token: g.token },
        );
        expect(unknown.status).toBe(404);
      }
      const missing = await t.call('GET', '/api/v1/apply-loan/presigned-url', { token: g.token });
      expect({ status: missing.status, message: missing.body.message }).toEqual({
        status: 400,
        message: 'Missing file id',
      });
      cleanup();
    });
  });
});
