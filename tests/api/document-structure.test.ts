import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS, DEMO_PNG } from '../../server/db/demo-documents';
import {
  DAMAGED_IMAGE,
  DAMAGED_PDF,
  structureProblem,
} from '../../server/storage/document-structure';
import { detectDocumentKind } from '../../server/storage/incoming';
import * as browserFiles from '../e2e/support/documents';
import { paddedPdf, pdfOfSize } from '../support/pdf';
import { databases, rowCounts, testApp, testStorage } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { applicationFor, fixture, upload, type FormPart } from '../support/uploads';
import { useDatabase } from '../support/suite';

/*
 * Issue 16 item 3: a file must be whole enough to open, not only start with the right magic
 * bytes. A 4-byte `%PDF` was stored as a PDF; now a PDF needs its version header and the
 * cross-reference pointers at its end, and a PNG or JPEG a header that decodes to a size.
 */

const PNG = fixture('tiny.png');
const JPEG = fixture('tiny.jpg');
const PDF = fixture('tiny.pdf');

/** The PNG with its width (IHDR, bytes 16–19) set to 0. */
const zeroWidthPng = Buffer.from(PNG);
zeroWidthPng.writeUInt32BE(0, 16);

/** Files whose magic bytes pass but which cannot be opened, with the message each gets. */
const BROKEN: [label: string, bytes: Buffer, name: string, message: string][] = [
  ['only %PDF', Buffer.from('%PDF'), 'only.pdf', DAMAGED_PDF.message],
  ['a PDF header and nothing else', Buffer.from('%PDF-1.7\n'), 'header.pdf', DAMAGED_PDF.message],
  ['the first half of a PDF', PDF.subarray(0, PDF.length / 2), 'half.pdf', DAMAGED_PDF.message],
  [
    'a PDF with %%EOF but no trailer or startxref',
    Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
    'no-trailer.pdf',
    DAMAGED_PDF.message,
  ],
  ['a PNG cut inside its header', PNG.subarray(0, 20), 'cut.png', DAMAGED_IMAGE.message],
  ['a PNG of width 0', zeroWidthPng, 'zero.png', DAMAGED_IMAGE.message],
  ['a JPEG cut before its frame header', JPEG.subarray(0, 50), 'cut.jpg', DAMAGED_IMAGE.message],
];

const scratch = mkdtempSync(join(tmpdir(), 'rinn-structure-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What the upload path would say about these bytes: the kind, then the structure. */
async function verdict(bytes: Buffer, name: string): Promise<string | null> {
  const kind = await detectDocumentKind(bytes.subarray(0, 4100));
  if (!kind) return 'not a document';
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  return structureProblem(path, bytes.length, kind);
}

describe('the files the demo and the test suites upload', () => {
  const files: [string, Buffer][] = [
    ['tests/fixtures/documents/tiny.png', PNG],
    ['tests/fixtures/documents/tiny.jpg', JPEG],
    ['tests/fixtures/documents/tiny.pdf', PDF],
    ['the browser suites’ PNG', browserFiles.PNG],
    ['the browser suites’ PDF', browserFiles.PDF],
    ['a 1 MB padded PDF (the upload model’s)', browserFiles.paddedPdf(1024 * 1024)],
    ['a PDF of exactly 1 MB', pdfOfSize(1024 * 1024)],
    ['the demo card (PNG)', DEMO_PNG],
    ...DEMO_DOCUMENTS.map((document): [string, Buffer] => [
      `demo document ${document.id}`,
      document.bytes,
    ]),
  ];

  it.each(files)('%s passes the structure checks', async (label, bytes) => {
    expect(await verdict(bytes, `ok-${files.findIndex(([name]) => name === label)}`)).toBeNull();
  });

  it('a PDF padded to exactly the size asked is that size', () => {
    expect(pdfOfSize(5000).length).toBe(5000);
    expect(paddedPdf(10).subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it.each(BROKEN)('%s is refused', async (_label, bytes, name, message) => {
    expect(await verdict(bytes, name)).toBe(message);
  });
});

describe.each(databases())('uploading damaged files on %s', (kind) => {
  const database = useDatabase(kind);

  const SINGLE = '/api/v1/apply-loan/upload-file';
  const BULK = '/api/v1/apply-loan/bulk-upload';

  it('refuses each on upload-file and bulk-upload, for KYC and APPLY_LOAN, storing nothing', async () => {
    const { storage, folder } = testStorage(true);
    const spoolDir = mkdtempSync(join(tmpdir(), 'rinn-test-spool-'));
    const t = testApp(database, { storage, spoolDir });
    const partner = await createPartner(t.db);
    const partnerToken = await loginToken(t, partner.mobile);
    const kycApplication = await applicationFor(t.db, {
      partnerId: partner.id,
      mobile: randomMobile(),
    });
    const borrower = randomMobile();
    const borrowerToken = await guestToken(t, borrower);
    const publicApplication = await applicationFor(t.db, { partnerId: null, mobile: borrower });
    const owners = [
      { family: 'KYC', token: partnerToken, applicationId: kycApplication },
      { family: 'APPLY_LOAN', token: borrowerToken, applicationId: publicApplication },
    ];
    const fields = (family: string, applicationId: string): FormPart[] => [
      { name: 'upload_type', value: family },
      { name: 'file_type', value: 'BANK_STATEMENT' },
      { name: 'application_id', value: applicationId },
    ];
    const part = (name: string, bytes: Buffer, fileName: string): FormPart => ({
      name,
      file: bytes,
      fileName,
      type: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png',
    });

    const before = await rowCounts(t.db);
    for (const owner of owners) {
      for (const [label, bytes, name, message] of BROKEN) {
        const head = fields(owner.family, owner.applicationId);
        const single = await upload(t, SINGLE, [...head, part('file', bytes, name)], owner);
        expect([label, single.status, single.body.message]).toEqual([label, 400, message]);
        // In a bulk upload, between two good files: the whole request is refused.
        const bulk = await upload(
          t,
          BULK,
          [
            ...head,
            part('files', PDF, 'good.pdf'),
            part('files', bytes, name),
            part('files', PNG, 'good.png'),
          ],
          owner,
        );
        expect([label, bulk.status, bulk.body.message]).toEqual([label, 400, message]);
      }
    }
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await storage.list()).toEqual([]);
    expect(readdirSync(spoolDir)).toEqual([]);

    // The same routes still take whole files.
    for (const owner of owners) {
      const head = fields(owner.family, owner.applicationId);
      const whole = await upload(
        t,
        BULK,
        [...head, part('files', PDF, 'a.pdf'), part('files', PNG, 'b.png')],
        owner,
      );
      expect(whole.status).toBe(201);
    }
    expect((await rowCounts(t.db)).documents).toBe(before.documents + 4);
    rmSync(folder, { recursive: true, force: true });
    rmSync(spoolDir, { recursive: true, force: true });
  });
});
