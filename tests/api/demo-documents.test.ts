import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { demoFileId } from '../../server/db/demo-files';
import { DEMO_DOCUMENTS, DEMO_PNG } from '../../server/db/demo-documents';
import { DEMO_PARTNER_MOBILE, seedDatabase } from '../../server/db/seed';
import { s3Storage } from '../../server/storage/s3';
import { FILE_NOT_FOUND } from '../../server/usecases/documents';
import { PERSONAL_INFO as BENCH_PERSONAL_INFO } from '../../scripts/bench/personal-info.mjs';
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
import { createPartner, guestToken, loginToken } from '../support/accounts';
import { upload } from '../support/uploads';
import { useTestDatabase } from '../support/suite';

/*
 * Demo mode's applications come with their documents: a person resuming one presses View and
 * the file opens. Seeded rows are what an upload by the application's owner would have left.
 */

const KAVYA = DEMO_APPLICATIONS[2]!; // the demo partner's, salaried: personal and employment
const VIKRAM = DEMO_APPLICATIONS[5]!; // a borrower's own (APPLY_LOAN), returned for correction
const KAVYA_PAN = demoFileId(3, 'pan');
const KAVYA_SLIP = demoFileId(3, 'salarySlip1');
const VIKRAM_PROOF = demoFileId(6, 'businessProof');

const KYC_LINK = '/api/v1/loan-application/presigned-url';
const BORROWER_LINK = '/api/v1/apply-loan/presigned-url';

/** Opening a link as a browser tab would: no token (the S3 ones go to the bucket). */
async function open(t: TestApp, link: string) {
  const response = link.startsWith('http')
    ? await fetch(link)
    : await t.app.request(link, { method: 'GET' }, socketFrom('127.0.0.1'));
  const body = Buffer.from(await response.arrayBuffer());
  if (response.headers.get('content-type')?.includes('application/json')) {
    expectMatchesContract('GET', link, response.status, JSON.parse(body.toString()));
  }
  return { status: response.status, headers: response.headers, body };
}

describe.each(databases())('demo documents on %s', (kind) => {
  const { database, t } = useTestDatabase(kind, () => ({ storage: database.storage }));
  let partner: string;
  let borrower: string;
  beforeAll(async () => {
    partner = await loginToken(t, DEMO_PARTNER_MOBILE);
    borrower = await guestToken(t, VIKRAM.mobile);
  });

  const linkFor = async (path: string, token: string, fileId: string, app = t) => {
    const answer = await app.call<{ file_url: string }>('GET', `${path}?file_id=${fileId}`, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body.data.file_url;
  };

  it('opens the PAN card of an application the demo partner resumes, as a PNG', async () => {
    const resumed = await t.call<{ personal_info: { pan: string } }>(
      'GET',
      `/api/v1/loan-application/${KAVYA.id}`,
      { token: partner },
    );
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.personal_info.pan).toBe(KAVYA_PAN);

    const opened = await open(t, await linkFor(KYC_LINK, partner, KAVYA_PAN));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('content-disposition')).toBe('inline; filename="pan-demo03pa.png"');
    expect(opened.body.equals(DEMO_PNG)).toBe(true);
    expect(opened.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('opens a salary slip as a PDF naming what it stands for', async () => {
    const opened = await open(t, await linkFor(KYC_LINK, partner, KAVYA_SLIP));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-length')).toBe(String(opened.body.length));
    const text = opened.body.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Salary slip 1 of Kavya Reddy)');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('opens a borrower’s own documents for that borrower, and for nobody else', async () => {
    const opened = await open(t, await linkFor(BORROWER_LINK, borrower, VIKRAM_PROOF));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.body.toString('latin1')).toContain('(Business proof of Vikram Singh)');

    // The borrower's file is not the demo partner's, nor are the partner's the borrower's.
    const partnerAsks = await t.call('GET', `${KYC_LINK}?file_id=${VIKRAM_PROOF}`, {
      token: partner,
    });
    expect(partnerAsks.status).toBe(404);
    const borrowerAsks = await t.call('GET', `${BORROWER_LINK}?file_id=${KAVYA_PAN}`, {
      token: borrower,
    });
    expect(borrowerAsks.status).toBe(404);
  });

  it('answers another partner 404 for every seeded file, as if it did not exist', async () => {
    const other = await createPartner(t.db);
    const token = await loginToken(t, other.mobile);
    for (const document of DEMO_DOCUMENTS) {
      const path = document.application.family === 'KYC' ? KYC_LINK : BORROWER_LINK;
      const answer = await t.call('GET', `${path}?file_id=${document.id}`, { token });
      expect({ id: document.id, status: answer.status }).toEqual({ id: document.id, status: 404 });
      expect(answer.body.message).toBe(FILE_NOT_FOUND.message);
    }
  });

  it('records each seeded file as the owner’s upload of the same bytes would be', async () => {
    // The demo partner uploads the same PNG as Kavya's PAN through the API.
    const uploaded = await upload<{ file_id: string }>(
      t,
      '/api/v1/apply-loan/upload-file',
      [
        { name: 'upload_type', value: 'KYC' },
        { name: 'file_type', value: 'PAN' },
        { name: 'application_id', value: KAVYA.id },
        { name: 'name_prefix', value: 'pan' },
        { name: 'file', file: DEMO_PNG, fileName: 'pan.png', type: 'image/png' },
      ],
      { token: partner },
    );
    expect(uploaded.status).toBe(201);
    const rows = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', 'in', [KAVYA_PAN, uploaded.body.data.file_id])
      .execute();
    const shape = (row: (typeof rows)[number]) => ({
      ...row,
      id: 'ID',
      storage_key: row.storage_key.replace(row.id, 'ID'),
      size_bytes: Number(row.size_bytes),
      created_at: null,
    });
    expect(rows).toHaveLength(2);
    expect(shape(rows[0]!)).toEqual(shape(rows[1]!));
    expect(rows[0]!.sha256).toBe(createHash('sha256').update(DEMO_PNG).digest('hex'));

    // Every seeded row belongs to its application's owner: the partner, or the borrower's mobile.
    const seeded = await t.db
      .selectFrom('documents')
      .innerJoin('applications', 'applications.id', 'documents.application_id')
      .select([
        'documents.id',
        'documents.purpose',
        'documents.owner_partner_id',
        'documents.owner_mobile',
        'applications.family',
        'applications.partner_id',
        'applications.mobile',
      ])
      .where(
        'documents.id',
        'in',
        DEMO_DOCUMENTS.map((document) => document.id),
      )
      .execute();
    expect(seeded).toHaveLength(DEMO_DOCUMENTS.length);
    for (const row of seeded) {
      expect(row.purpose).toBe(row.family);
      if (row.family === 'KYC') {
        expect([row.owner_partner_id, row.owner_mobile]).toEqual([row.partner_id, null]);
      } else {
        expect([row.owner_partner_id, row.owner_mobile]).toEqual([null, row.mobile]);
      }
    }
  });

  it('seeds again without duplicates, and refills a storage that lost the files', async () => {
    const before = await rowCounts(t.db);
    await seedDatabase(t.db, { demo: true, storage: database.storage });
    expect(await rowCounts(t.db)).toEqual(before);

    // The same database on an empty storage (a wiped folder, another disk): the start fills it.
    const { storage, folder } = testStorage();
    const fresh = testApp(database, { storage });
    const link = await linkFor(KYC_LINK, partner, KAVYA_PAN, fresh);
    expect((await open(fresh, link)).status).toBe(404);
    await seedDatabase(t.db, { demo: true, storage });
    expect(await rowCounts(t.db)).toEqual(before);
    const opened = await open(fresh, link);
    expect(opened.status).toBe(200);
    expect(opened.body.equals(DEMO_PNG)).toBe(true);
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives sections seeded before the files were real their files, keeping any edit', async () => {
    const legacy = {
      ...KAVYA.personalInfo,
      address: '99, Edited Road',
      pan: 'demo-file-pan',
      aadhaar_front: 'demo-file-aadhaar-front',
      aadhaar_back: 'demo-file-aadhaar-back',
      bank_statement: ['demo-file-bank-statement'],
    };
    const legacyEmployment = { ...KAVYA.employmentInfo, salary_slip1: 'demo-file-salary-slip-1' };
    await t.db
      .updateTable('applications')
      .set({
        personal_info: JSON.stringify(legacy),
        employment_info: JSON.stringify(legacyEmployment),
      })
      .where('id', '=', KAVYA.id)
      .execute();

    await seedDatabase(t.db, { demo: true, storage: database.storage });
    const resumed = await t.call<{ personal_info: unknown; employment_info: unknown }>(
      'GET',
      `/api/v1/loan-application/${KAVYA.id}`,
      { token: partner },
    );
    expect(resumed.body.data.personal_info).toEqual({
      ...KAVYA.personalInfo,
      address: '99, Edited Road',
    });
    expect(resumed.body.data.employment_info).toEqual(KAVYA.employmentInfo);
    await t.db
      .updateTable('applications')
      .set({ personal_info: JSON.stringify(KAVYA.personalInfo) })
      .where('id', '=', KAVYA.id)
      .execute();
  });

  it('saves a resumed demo application’s sections again as seeded: their files are its own', async () => {
    const personal = await t.call('PATCH', `/api/v1/loan-application/${KAVYA.id}/personal-info`, {
      token: partner,
      body: KAVYA.personalInfo,
    });
    expect(personal.status).toBe(200);
    const employment = await t.call('PATCH', `/api/v1/loan-application/${KAVYA.id}/employee-info`, {
      token: partner,
      body: KAVYA.employmentInfo,
    });
    expect(employment.status).toBe(200);
    const business = await t.call('PATCH', `/api/v1/apply-loan/${VIKRAM.id}/business-info`, {
      token: borrower,
      body: VIKRAM.businessInfo,
    });
    expect(business.status).toBe(200);
    // Another demo application's file is not this one's.
    const borrowed = await t.call('PATCH', `/api/v1/loan-application/${KAVYA.id}/personal-info`, {
      token: partner,
      body: { ...KAVYA.personalInfo, pan: demoFileId(2, 'pan') },
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toBe(
      'PAN Card: the file was not found for this application. Please upload it again.',
    );
  });

  it('takes the save benchmark’s body into demo application 2 (npm run bench:api)', async () => {
    const saved = await t.call(
      'PATCH',
      `/api/v1/loan-application/${DEMO_APPLICATIONS[1]!.id}/personal-info`,
      { token: partner, body: BENCH_PERSONAL_INFO },
    );
    expect(saved.status).toBe(200);
  });

  describe('on S3 storage (s3rver)', () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startS3();
    });
    afterAll(() => s3.stop());

    it('stores the demo files in the bucket, where the presigned links open them', async () => {
      const storage = s3Storage(s3.settings);
      await seedDatabase(t.db, { demo: true, storage });
      expect(await storage.list(`applications/${KAVYA.id}/`)).toEqual(
        DEMO_DOCUMENTS.filter((document) => document.application.id === KAVYA.id)
          .map((document) => document.storageKey)
          .sort(),
      );
      const onS3 = testApp(database, { storage });
      const link = await linkFor(KYC_LINK, partner, KAVYA_SLIP, onS3);
      expect(link.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/`)).toBe(true);
      const opened = await open(onS3, link);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      expect(opened.body.toString('latin1')).toContain('(Salary slip 1 of Kavya Reddy)');
    });
  });
});
