import { rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_SECONDS } from '../../server/storage/port';
import {
  EXPORT_TYPE_MESSAGE,
  LENDER_ID_MESSAGE,
} from '../../server/usecases/lender-actions/export';
import { SHEET_NAME } from '../../server/usecases/lender-actions/workbook';
import { guestToken, randomMobile } from '../support/accounts';
import {
  applicationWithDocuments,
  expectOwnerOnly,
  expectRefusals,
  rejectedByProtium,
} from '../support/lender-actions';
import { databases, rowCounts, testStorage } from '../support/server';
import {
  partnerWithToken,
  useSocketServer,
  useTestDatabase,
  type TestPartner,
} from '../support/suite';

/*
 * Export (issue 19): GET /v1/loan-application/{id}/export?export_type=xlsx&lender_id=… answers
 * a signed URL; the workbook is fetched over HTTP from the server on a real socket and opened
 * with exceljs. Every refusal writes nothing (no row, no stored file).
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportPath = (id: string, query: string) => `/api/v1/loan-application/${id}/export?${query}`;

/** The 400 of an action the lender row may not run (lenderActionRefusal). */
const notAvailable = (why: string) => `Export is not available: ${why}.`;

describe.each(databases())('Export on %s', (kind) => {
  const { storage, folder } = testStorage(true);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const { database, t } = useTestDatabase(kind, { storage });
  const server = useSocketServer(t);
  let partner: TestPartner;
  let other: TestPartner;
  beforeAll(async () => {
    partner = await partnerWithToken(t);
    other = await partnerWithToken(t);
  });

  /** GET …/export?export_type=xlsx&lender_id=… as the partner. */
  const exportFor = (applicationId: string, lenderId: string) =>
    t.call<{ file_url: string }>(
      'GET',
      exportPath(applicationId, `export_type=xlsx&lender_id=${lenderId}`),
      { token: partner.token },
    );

  const download = (fileUrl: string) => fetch(`http://127.0.0.1:${server.port}${fileUrl}`);

  /** Nothing written: no row anywhere, no file stored. */
  async function expectNothingWritten(attempt: () => Promise<void>) {
    const counts = await rowCounts(database.db);
    const stored = await storage.list();
    await attempt();
    expect(await rowCounts(database.db)).toEqual(counts);
    expect(await storage.list()).toEqual(stored);
  }

  it('answers a signed URL that downloads the lender’s workbook: its order, numbers and dates', async () => {
    const application = await applicationWithDocuments(t, partner);
    const answer = await exportFor(application.id, 'protium');
    expect(answer.status).toBe(200);
    const fileUrl = answer.body.data.file_url;
    expect(fileUrl).toMatch(
      /^\/api\/v1\/files\/export\.[A-Za-z0-9]+\.\d{8}\.protium\?expires=\d+&signature=/,
    );

    const file = await download(fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(XLSX);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${application.trackerId}-protium.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([SHEET_NAME]);
    const sheet = workbook.getWorksheet(SHEET_NAME)!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    // The header row is the presenter's labels (the forms' words), never a field key.
    expect(headers.slice(0, 4)).toEqual([
      'Tracker ID',
      'Full Name (as per PAN)',
      'PAN Number',
      'Date of Birth',
    ]);
    expect(headers).toContain('Required Loan Amount');
    expect(headers).toContain('Monthly In-hand Salary');
    expect(headers).toContain('Tenure (months)');
    for (const header of headers) expect(String(header)).not.toMatch(/_/);
    const cell = (label: string) => sheet.getRow(2).getCell(headers.indexOf(label) + 1).value;
    expect(cell('Tracker ID')).toBe(application.trackerId);
    expect(cell('Full Name (as per PAN)')).toBe('Meera Iyer');
    expect(cell('Required Loan Amount')).toBe(500000);
    expect(cell('Date of Birth')).toBeInstanceOf(Date);
    expect((cell('Date of Birth') as Date).toISOString().slice(0, 10)).toBe('1991-02-14');
    expect(cell('Loan Type')).toBe('Personal Loan');
  });

  it('puts a lender without an order of its own in the default order', async () => {
    const application = await applicationWithDocuments(t, partner);
    const answer = await exportFor(application.id, 'sahyadri');
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download(answer.body.data.file_url)).arrayBuffer());
    const headers = (workbook.getWorksheet(SHEET_NAME)!.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['Tracker ID', 'Full Name (as per PAN)', 'Mobile Number']);
  });

  it('stops opening the workbook once the link has expired, or when it is altered', async () => {
    const application = await applicationWithDocuments(t, partner);
    const answer = await exportFor(application.id, 'kaveri');
    const altered = answer.body.data.file_url.replace('.kaveri?', '.protium?');
    expect((await download(altered)).status).toBe(403);
    t.clock.advance(LINK_LIFETIME_SECONDS + 1);
    expect((await download(answer.body.data.file_url)).status).toBe(403);
  });

  it('refuses bad input with a clear 4xx, writing nothing', async () => {
    const application = await applicationWithDocuments(t, partner);
    const { id } = application;
    await expectRefusals(
      t,
      { method: 'GET', token: partner.token },
      [
        [exportPath(id, 'export_type=csv&lender_id=protium'), 400, EXPORT_TYPE_MESSAGE.message],
        [exportPath(id, 'lender_id=protium'), 400, EXPORT_TYPE_MESSAGE.message],
        [exportPath(id, 'export_type=xlsx'), 400, LENDER_ID_MESSAGE.message],
        [
          exportPath('not-an-id', 'export_type=xlsx&lender_id=protium'),
          400,
          'Invalid application id',
        ],
        [exportPath(id, 'export_type=xlsx&lender_id=nobody'), 404, 'Lender not found'],
      ],
      expectNothingWritten,
    );
  });

  it('refuses (400) when the application or this lender’s decision is REJECTED, writing nothing', async () => {
    const rejected = await applicationWithDocuments(t, partner, { status: 'REJECTED' });
    const byProtium = await applicationWithDocuments(t, partner);
    await rejectedByProtium(database.db, byProtium.id);
    const protium = 'export_type=xlsx&lender_id=protium';
    await expectRefusals(
      t,
      { method: 'GET', token: partner.token },
      [
        [exportPath(rejected.id, protium), 400, notAvailable('this application was rejected')],
        [exportPath(byProtium.id, protium), 400, notAvailable('Protium rejected this application')],
      ],
      expectNothingWritten,
    );
  });

  it('answers another partner 404, a guest 403 and no token 401, writing nothing', async () => {
    const guest = await guestToken(t, randomMobile());
    const { id } = await applicationWithDocuments(t, partner);
    await expectNothingWritten(() =>
      expectOwnerOnly(
        t,
        { method: 'GET', path: exportPath(id, 'export_type=xlsx&lender_id=protium') },
        { otherPartner: other.token, guest },
      ),
    );
  });
});
