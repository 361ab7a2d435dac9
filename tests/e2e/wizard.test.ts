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
async function choose(page: Page, label: string, option: string, nth = 0): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .nth(nth)
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills one bank: the bank, a statement, the account type and the credit limit. */
async function fillBankAt(page: Page, group: string, bank: string, statement: string) {
  const fields = page.getByRole('group', { name: group });
  await fields.getByRole('button', { name: /^Bank Name/ }).click();
  await page.getByRole('option', { name: bank, exact: true }).click();
  await fields
    .getByRole('button', { name: /^Bank Statements (Choose file|Add another file)/ })
    .setInputFiles(pdf(statement));
  await fields.getByText('File 1').waitFor();
  await fields.getByRole('button', { name: /^Account Type/ }).click();
  await page.getByRole('option', { name: 'Current Account', exact: true }).click();
  await fields.getByLabel('Credit Limit', { exact: true }).fill('300000');
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

/** The first step of a new application, verified by the OTP modal. */
async function createApplication(
  page: Page,
  mobile: string,
  jobType: string,
  loanType: string,
  base = '/application',
) {
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
  await waitForHashPath(page, `${base}/kyc`);
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

async function fillBusiness(page: Page) {
  await field(page, 'Business Name').fill('Iyer Traders');
  await choose(page, 'Business Type', 'Partnership');
  // Not a sole proprietorship: the partners' fields show.
  await field(page, 'Number of Partners/Directors').fill('2');
  await field(page, 'Shareholding Percentage').fill('50');
  await field(page, 'Business PAN').fill('abcfi1234k');
  await page.getByRole('radio', { name: 'No' }).check();
  await choose(page, 'Business Industry', 'Fintech');
  await field(page, 'Business Pincode').fill('560001');
  await expect.poll(() => field(page, 'Business City').inputValue(), POLL).not.toBe('');
  await field(page, 'Business Address').fill('45 Commercial Street, Shivajinagar');
  await choose(page, 'Business Address Type', 'Rented');
  await choose(page, 'Business Proof Type', 'GST Registration Certificate');
  await page
    .getByRole('button', { name: 'Business Proof Choose file' })
    .setInputFiles(pdf('gst.pdf'));
  await page.getByText('gst.pdf').waitFor();
  const turnovers = page.getByLabel(/^Turnover FY/);
  const profits = page.getByLabel(/^Profit FY/);
  for (const index of [0, 1, 2]) {
    await turnovers.nth(index).fill(String(1_200_000 + index * 100_000));
    // The middle year was a loss.
    await profits.nth(index).fill(index === 1 ? '-50000' : '150000');
  }
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

    await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
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

  it('self-employed: business with three financial years and two extra banks', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/application/mobile'));
    await createApplication(page, newBorrowerMobile(), 'Self-employed/Business', 'Business Loan');
    const id = applicationIdOf(page);
    await fillPersonal(page);
    await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForHashPath(page, '/application/business');

    await fillBusiness(page);
    await fillBankAt(page, 'Bank details', 'HDFC Bank', 'business-march.pdf');
    await page.getByRole('button', { name: 'Add Bank' }).click();
    await fillBankAt(page, 'Additional Bank 1', 'State Bank of India', 'sbi.pdf');
    await page.getByRole('button', { name: 'Add Bank' }).click();
    await fillBankAt(page, 'Additional Bank 2', 'ICICI Bank', 'icici.pdf');
    // Two extra banks are the most there may be.
    await expect
      .poll(() => page.getByRole('button', { name: 'Add Bank' }).isDisabled(), POLL)
      .toBe(true);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForHashPath(page, '/application/co-applicants');

    const stored = await storedApplication(page, id);
    expect(stored['stage']).toEqual(['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS']);
    const business = stored['business_info'] as Record<string, unknown>;
    expect(business).toMatchObject({
      business_name: 'Iyer Traders',
      business_type: 'PARTNERSHIP',
      number_of_partners_or_directors: 2,
      business_pan: 'ABCFI1234K',
      bank_name: 'HDFC Bank',
      bank_name1: 'State Bank of India',
      bank_name2: 'ICICI Bank',
    });
    const years = (business['business_financials'] as { data: { profit: number }[] }).data;
    expect(years).toHaveLength(3);
    expect(years[1]?.profit).toBe(-50000);
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

describe('a borrower applies on their own', () => {
  it('through /apply-loan/mobile with a guest OTP, to business', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/apply-loan/mobile', DESKTOP);
    const mobile = newBorrowerMobile();
    await createApplication(page, mobile, 'Self-employed/Business', 'Business Loan', '/apply-loan');
    const id = applicationIdOf(page);
    await fillPersonal(page);
    await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForHashPath(page, '/apply-loan/business');
    await fillBusiness(page);
    await fillBankAt(page, 'Bank details', 'HDFC Bank', 'business-march.pdf');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForHashPath(page, '/apply-loan/co-applicants');

    // Stored for the borrower's own verified mobile, read back with their guest token.
    const token = await page.evaluate(() => localStorage.getItem('guest_token'));
    const response = await fetch(apiUrl(`/v1/apply-loan/${id}`), {
      headers: { token: token ?? '' },
    });
    const stored = ((await response.json()) as { data: Record<string, unknown> }).data;
    expect(stored).toMatchObject({
      mobile,
      stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
    });
    await context.close();
  });
});
