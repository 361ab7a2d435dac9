import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../server/usecases/applications/view';
import { FIELDS } from '../../../server/usecases/lender-actions/application-fields';
import { exportColumns } from '../../../server/usecases/lender-actions/export-columns';
import { exportFileOf } from '../../../server/usecases/lender-actions/export-file';
import { emailSubject, summaryText } from '../../../server/usecases/lender-actions/summary';
import {
  buildWorkbook,
  DATE_FORMAT,
  RUPEES_FORMAT,
  SHEET_NAME,
} from '../../../server/usecases/lender-actions/workbook';

/** An application at the offer, as GET …/{id} answers it (sections as the schemas store them). */
const application = {
  id: 'a'.repeat(32),
  tracker_id: '12345678',
  name: 'Asha Verma',
  mobile: '9876500001',
  job_type: 'SALARIED',
  loan_type: 'PERSONAL_LOAN',
  status: 'SUBMITTED',
  stage: [],
  remarks: null,
  created_at: '2026-03-05T06:30:00.000Z',
  pan_number: 'ABCDE1234F',
  required_amount: 1234567,
  purpose: null,
  rejection_reason: null,
  personal_info: {
    name: 'Asha Verma',
    email: 'asha@example.com',
    dob: '1990-07-15',
    gender: 'FEMALE',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    address: '12 MG Road, Camp',
  },
  employment_info: { company_name: 'Acme Tools', monthly_in_hand_salary: 85000 },
  business_info: null,
  co_applicants: [{ id: 'c1', name: 'Ravi Verma' }],
  references: [],
  asset_documents: null,
  loan_offer: {
    selected_loan_amount: 1000000,
    interest_rate: 14.5,
    max_tenure_allowed: 36,
    final_emi: 34420,
    disbursement_date: '2026-04-01',
  },
  lender_statuses: [],
} as unknown as Application;

async function openWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer-like Buffer of its own; jszip reads either.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.getWorksheet(SHEET_NAME);
  if (!sheet) throw new Error('no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const cellOf = (label: string) => sheet.getRow(2).getCell(headers.indexOf(label) + 1);
  return { workbook, sheet, headers, cellOf };
}

describe('the export workbook', () => {
  it('has one sheet: the lender’s column order as headers, then the application’s values', async () => {
    const bytes = await buildWorkbook(application, exportColumns('kaveri'), new Date());
    const { workbook, headers, cellOf } = await openWorkbook(bytes);
    expect(workbook.worksheets).toHaveLength(1);
    expect(headers.slice(0, 4)).toEqual([
      'Applied On',
      'Tracker ID',
      'Full Name (as per PAN)',
      'Mobile Number',
    ]);
    expect(cellOf('Tracker ID').value).toBe('12345678');
    expect(cellOf('Loan Type').value).toBe('Personal Loan');
    expect(cellOf('Status').value).toBe('Submitted');
  });

  it('writes amounts as numbers with Indian grouping and dates as dates shown DD-MM-YYYY', async () => {
    const bytes = await buildWorkbook(application, exportColumns('protium'), new Date());
    const { cellOf } = await openWorkbook(bytes);
    const amount = cellOf('Required Loan Amount');
    expect(amount.value).toBe(1234567);
    // The file holds RUPEES_FORMAT as written (escaped commas); exceljs drops the escapes on read.
    expect(amount.numFmt).toBe(RUPEES_FORMAT.replaceAll('\\', ''));
    expect(cellOf('EMI').value).toBe(34420);
    const dob = cellOf('Date of Birth');
    expect(dob.value).toBeInstanceOf(Date);
    expect((dob.value as Date).toISOString()).toBe('1990-07-15T00:00:00.000Z');
    expect(dob.numFmt).toBe(DATE_FORMAT);
    expect((cellOf('Disbursement Date').value as Date).toISOString().slice(0, 10)).toBe(
      '2026-04-01',
    );
    expect(cellOf('Interest Rate (% p.a.)').value).toBe(14.5);
  });

  it('gives a lender without an order of its own every field in the default order', async () => {
    expect(exportColumns('some-new-lender')).toBe(FIELDS);
    const bytes = await buildWorkbook(application, exportColumns('deccan'), new Date());
    const { headers } = await openWorkbook(bytes);
    expect(headers).toEqual(FIELDS.map((field) => field.label));
  });

  it('leaves a field without a value empty', async () => {
    const bytes = await buildWorkbook(
      { ...application, loan_offer: null },
      exportColumns('protium'),
      new Date(),
    );
    const { cellOf } = await openWorkbook(bytes);
    expect(cellOf('EMI').value).toBeNull();
  });
});

describe('the email summary', () => {
  it('names the tracker id in the subject and prints ₹ with Indian grouping and DD-MM-YYYY', () => {
    expect(emailSubject(application)).toContain('12345678');
    const text = summaryText(application, 'Protium');
    expect(text).toContain('Dear Protium team,');
    expect(text).toContain('Required Loan Amount: ₹12,34,567');
    expect(text).toContain('Date of Birth: 15-07-1990');
    expect(text).toContain('Disbursement Date: 01-04-2026');
    expect(text).toContain('Monthly In-hand Salary: ₹85,000');
    expect(text).toContain('Loan Type: Personal Loan');
    expect(text).toContain('Co-applicant 1\nFull Name: Ravi Verma');
    // The PAN is masked in the text (the documents and the workbook carry it).
    expect(text).toContain('PAN Number: XXXXXX234F');
    expect(text).not.toContain('ABCDE1234F');
  });

  it('groups the fields by step in the wizard’s order, with no key, enum word or raw value', () => {
    const text = summaryText(application, 'Protium');
    const titles = [
      'Basic Details',
      'Personal Details',
      'Employment Details',
      'Co-applicant 1',
      'Loan Offer',
    ];
    const places = titles.map((title) => text.indexOf(`\n${title}\n`));
    expect(places.every((place) => place > 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    expect(text).not.toMatch(/_/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/\b(1234567|85000|34420|1000000)\b/);
  });
});

describe('export file ids', () => {
  it('name their key; anything else is not an export', () => {
    expect(exportFileOf('export.abc123.12345678.protium')).toEqual({
      fileId: 'export.abc123.12345678.protium',
      key: 'exports/abc123-12345678-protium.xlsx',
      fileName: '12345678-protium.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(exportFileOf('a'.repeat(32))).toBeNull();
    expect(exportFileOf('export.abc.../x.protium')).toBeNull();
    expect(exportFileOf('export.a.b')).toBeNull();
  });
});
