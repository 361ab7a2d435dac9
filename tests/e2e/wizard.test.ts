import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiUrl,
  DESKTOP,
  launchBrowser,
  openSite,
  POLL,
  smsInbox,
  waitForHashPath,
} from './support/browser';
import { DEMO_PARTNER, logInAs, typeCode } from './support/partner';

/*
 * The capture wizard against the real server and its real storage, as a partner and as a
 * borrower: first step with the OTP modal, personal/KYC with real documents, employment or
 * business, a reload in the middle, a returned application resumed with its remarks.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** A mobile nobody has used in this run: each test captures a new borrower. */
function newBorrowerMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Chooses an option of one of the kit's selects (a popover on a wide screen). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The application as the server stored it, read with the page's own login token. */
async function storedApplication(page: Page, id: string) {
  const token = await page.evaluate(() => localStorage.getItem('TOKEN'));
  const response = await fetch(apiUrl(`/v1/loan-application/${id}`), {
    headers: { token: token ?? '' },
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

const applicationIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

/** The first step of a new salaried application, verified by the OTP modal. */
async function createApplication(page: Page, mobile: string, jobType: string, loanType: string) {
  await field(page, 'Mobile Number').fill(mobile);
  await field(page, 'Full Name (as per PAN)').fill('Meera Iyer');
  await field(page, 'PAN Number').fill('abcpi1234k');
  await choose(page, 'Job Type', jobType);
  await choose(page, 'Loan Type', loanType);
  await field(page, 'Required Loan Amount (₹)').fill('500000');
  await field(page, 'Purpose of Loan').fill('Home renovation');
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Lenders Consent/ }).check();
  const inbox = await smsInbox(mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify the borrower’s mobile' });
  await modal.getByRole('button', { name: 'Send OTP' }).click();
  await typeCode(page, await inbox.next());
  await modal.getByRole('button', { name: 'Verify OTP' }).click();
  await waitForHashPath(page, '/application/kyc');
  await page
    .getByText(/Tracker ID: \d{8}/)
    .first()
    .waitFor();
}

async function fillPersonal(page: Page) {
  await field(page, 'Full Name').fill('Meera Iyer');
  await field(page, 'Date of Birth').fill('23041990');
  await page.getByRole('radio', { name: 'Female' }).check();
  await choose(page, 'Marital Status', 'Married');
  await field(page, 'Spouse Name').fill('Karthik Iyer');
  await field(page, "Mother's Name").fill('Lakshmi Iyer');
  await field(page, 'Pincode').fill('560001');
  await expect.poll(() => field(page, 'City').inputValue(), POLL).not.toBe('');
  await field(page, 'Address').fill('12 MG Road, Ashok Nagar');
  await field(page, 'Years of Residence').fill('4');
  await choose(page, 'Address Ownership Type', 'Rented');
  await page.getByRole('button', { name: 'PAN Card Choose file' }).setInputFiles(png('pan.png'));
  await page
    .getByRole('button', { name: 'Aadhaar Front Choose file' })
    .setInputFiles(pdf('front.pdf'));
  await page
    .getByRole('button', { name: 'Aadhaar Back Choose file' })
    .setInputFiles(pdf('back.pdf'));
  await page.getByText('back.pdf').waitFor();
}

async function fillBank(page: Page) {
  await choose(page, 'Bank Name', 'HDFC Bank');
  await page
    .getByRole('button', { name: 'Bank Statements Choose file' })
    .first()
    .setInputFiles(pdf('march.pdf'));
  await page.getByText('File 1').first().waitFor();
  await choose(page, 'Account Type', 'Savings Account');
  await field(page, 'Credit Limit').fill('200000');
}

describe('a partner captures an application', () => {
  it('salaried: OTP, real documents, a reload in the middle of KYC keeps everything, then employment', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.getByRole('button', { name: 'Create Application' }).click();
    await waitForHashPath(page, '/application/mobile');
    await createApplication(page, newBorrowerMobile(), 'Salaried/Professional', 'Home Loan');
    const id = applicationIdOf(page);
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);

    await fillPersonal(page);
    // Reload in the middle: every value and every uploaded file is still there.
    // The device keeps what was typed a moment after the last change: wait for it, then reload.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('rinn.wizard.v1') ?? ''), POLL)
      .toContain('Lakshmi Iyer');
    await page.reload();
    await waitForHashPath(page, '/application/kyc');
    await expect.poll(() => field(page, 'Full Name').inputValue(), POLL).toBe('Meera Iyer');
    await expect.poll(() => field(page, 'Date of Birth').inputValue(), POLL).toBe('23-04-1990');
    await expect.poll(() => field(page, 'Spouse Name').inputValue(), POLL).toBe('Karthik Iyer');
    await expect.poll(() => field(page, 'Pincode').inputValue(), POLL).toBe('560001');
    await page.getByRole('button', { name: /View .*\(PAN Card\)/ }).waitFor();

    await fillBank(page);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForHashPath(page, '/application/employment');

    await choose(page, 'Company Address Type', 'Rented');
    for (const n of [1, 2, 3]) {
      await page
        .getByRole('button', { name: `Salary Slip ${n} Choose file` })
        .setInputFiles(pdf(`slip-${n}.pdf`));
      await page.getByText(`slip-${n}.pdf`).waitFor();
    }
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForHashPath(page, '/application/co-applicants');

    const stored = await storedApplication(page, id);
    expect(stored['stage']).toEqual([
      'CREATE_APPLICATION',
      'PERSONAL_DETAILS',
      'EMPLOYMENT_DETAILS',
    ]);
    expect(stored['personal_info']).toMatchObject({
      name: 'Meera Iyer',
      dob: '1990-04-23',
      spouse_name: 'Karthik Iyer',
      pincode: '560001',
    });
    expect(stored['employment_info']).toMatchObject({ company_address_type: 'RENTED' });
    await context.close();
  });

  it('refuses a text file renamed .pdf with a clear message', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/application/mobile'));
    await createApplication(page, newBorrowerMobile(), 'Salaried/Professional', 'Personal Loan');
    await page.getByRole('button', { name: 'PAN Card Choose file' }).setInputFiles({
      name: 'pan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF'),
    });
    await page.getByText(/PNG, JPG or PDF/).waitFor();
    await page.getByRole('button', { name: 'Retry PAN Card' }).waitFor();
    await context.close();
  });

  it('an upload whose connection drops shows FAILED, and Retry sends it', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/application/mobile'));
    await createApplication(page, newBorrowerMobile(), 'Salaried/Professional', 'Personal Loan');
    let dropped = false;
    await page.route('**/api/v1/apply-loan/upload-file', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'PAN Card Choose file' }).setInputFiles(png('pan.png'));
    await page.getByRole('button', { name: 'Retry PAN Card' }).click();
    await page.getByText('pan.png').waitFor();
    await context.close();
  });

  it('resumes the seeded application returned for correction, with its remarks', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/application/mobile'));
    await field(page, 'Mobile Number').fill('9000000005');
    await page.getByText('Application found with the given mobile number').waitFor();
    await page.getByText(/Returned for correction: The PAN number does not match/).waitFor();
    await expect
      .poll(() => field(page, 'Full Name (as per PAN)').inputValue(), POLL)
      .toBe('Sneha Patil');
    expect(new URL(page.url()).searchParams.get('status')).toBe('INCOMPLETE');
    // No OTP when resuming: the first step is updated and KYC opens, still INCOMPLETE.
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHashPath(page, '/application/kyc');
    expect(new URL(page.url()).searchParams.get('status')).toBe('INCOMPLETE');
    await expect.poll(() => field(page, 'Full Name').inputValue(), POLL).toBe('Sneha Patil');
    await context.close();
  });
});
