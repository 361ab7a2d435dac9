import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiUrl, POLL, smsInbox, waitForHashPath } from './browser';
import { PDF, PNG } from './documents';
import { typeCode } from './partner';

/*
 * The capture wizard's pages as a person fills them, for the browser suites: the first step
 * with the OTP modal, personal details with real documents, a bank, a business.
 */

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Chooses an option of one of the kit's selects (a popover on a wide screen). */
export async function choose(page: Page, label: string, option: string, nth = 0): Promise<void> {
  const trigger = page.getByRole('button', { name: new RegExp(`^${label}`) }).nth(nth);
  const choice = page.getByRole('option', { name: option, exact: true });
  // A tap that lands while the screen re-renders opens nothing (seen once in a full run): a
  // person taps again, and so does the test, up to three times, before it gives up.
  for (let tap = 1; ; tap += 1) {
    await trigger.click();
    const opened = await choice
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch((error: unknown) => {
        if (tap === 3) throw error;
        return false;
      });
    if (opened) break;
    await page.keyboard.press('Escape');
  }
  await choice.click();
}

/** Fills one bank: the bank, a statement, the account type and the credit limit. */
export async function fillBankAt(page: Page, group: string, bank: string, statement: string) {
  const fields = page.getByRole('group', { name: group });
  await fields.getByRole('button', { name: /^Bank Name/ }).click();
  await page.getByRole('option', { name: bank, exact: true }).click();
  await fields
    .getByRole('button', { name: /^Bank Statements (Choose file|Add another file)/ })
    .setInputFiles(pdf(statement));
  await fields.getByText(statement).waitFor();
  await fields.getByRole('button', { name: /^Account Type/ }).click();
  await page.getByRole('option', { name: 'Current Account', exact: true }).click();
  await fields.getByLabel('Credit Limit', { exact: true }).fill('300000');
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The loan offer step. */
export const offerSection = (page: Page) => page.locator('section[aria-labelledby="offer-title"]');
/** A row of the offer's table, by its heading (EMI is not EMI Start Date): its value as shown. */
export const offerRow = (page: Page, heading: string) =>
  offerSection(page)
    .getByRole('row', { name: new RegExp(`^${heading}(?!\\s*Start)`) })
    .getByRole('cell')
    .last();

/**
 * The borrower acknowledges the offer's Key Fact Statement on the offer step, as the partner
 * and borrower do it: Send code to borrower opens the OTP modal on the application's mobile,
 * the code is read from the dev outbox as the borrower reads their SMS, typed and verified;
 * Accept Offer is then enabled. Every browser suite that accepts an offer goes through here.
 */
export async function acknowledgeKfsOnScreen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send code to borrower' }).click();
  const sheet = page.getByRole('dialog', { name: 'Borrower’s acknowledgement' });
  const mobile = await sheet.getByLabel('Mobile number').inputValue();
  const inbox = await smsInbox(mobile);
  await sheet.getByRole('button', { name: 'Send code' }).click();
  await typeCode(page, await inbox.next());
  await sheet.getByRole('button', { name: 'Verify OTP' }).click();
  await sheet.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.getByRole('button', { name: 'Accept Offer' }).isEnabled(), POLL)
    .toBe(true);
}

/** The application as the server stored it, read with the page's own login token. */
export async function storedApplication(page: Page, id: string) {
  const token = await page.evaluate(() => localStorage.getItem('TOKEN'));
  const response = await fetch(apiUrl(`/v1/loan-application/${id}`), {
    headers: { token: token ?? '' },
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

export const applicationIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

/** The first step's fields, every one valid (the job type and loan type as given). */
export async function fillFirstStep(
  page: Page,
  mobile: string,
  jobType: string,
  loanType: string,
  pan = 'abcpi1234k',
) {
  await field(page, 'Mobile Number').fill(mobile);
  await field(page, 'Full Name (as per PAN)').fill('Meera Iyer');
  await field(page, 'PAN Number').fill(pan);
  await choose(page, 'Job Type', jobType);
  await choose(page, 'Loan Type', loanType);
  await field(page, 'Required Loan Amount (₹)').fill('500000');
  await field(page, 'Purpose of Loan').fill('Home renovation');
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Lenders Consent/ }).check();
}

/**
 * The first step's OTP modal: a partner verifies the borrower's mobile; a borrower applying
 * alone (the public flow, `/apply-loan`) verifies their own, and reads so.
 */
export const otpModal = (page: Page, base = '/application') =>
  page.getByRole('dialog', {
    name: base === '/apply-loan' ? 'Verify your mobile' : 'Verify the borrower’s mobile',
  });

/** In the OTP modal: the code is sent, read from the borrower's texts and verified. */
export async function verifyBorrower(page: Page, mobile: string, base = '/application') {
  const inbox = await smsInbox(mobile);
  await otpModal(page, base).getByRole('button', { name: 'Send OTP' }).click();
  await typeCode(page, await inbox.next());
  await otpModal(page, base).getByRole('button', { name: 'Verify OTP' }).click();
}

/** The first step of a new application, verified by the OTP modal. */
export async function createApplication(
  page: Page,
  mobile: string,
  jobType: string,
  loanType: string,
  base = '/application',
  /** The sandbox bureau's outcome follows the PAN (docs/rules-engine.md §2). */
  pan?: string,
) {
  await fillFirstStep(page, mobile, jobType, loanType, pan);
  await page.getByRole('button', { name: 'Continue' }).click();
  await verifyBorrower(page, mobile, base);
  await waitForHashPath(page, `${base}/kyc`);
  await page
    .getByText(/Tracker ID: \d{8}/)
    .first()
    .waitFor();
}

/** Everything the personal step asks for but the name and the bank, with real documents. */
export async function fillPersonalButName(page: Page) {
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
  await page.getByText('pan.png').waitFor();
  await page
    .getByRole('button', { name: 'Aadhaar Front Choose file' })
    .setInputFiles(pdf('front.pdf'));
  await page.getByText('front.pdf').waitFor();
  await page
    .getByRole('button', { name: 'Aadhaar Back Choose file' })
    .setInputFiles(pdf('back.pdf'));
  await page.getByText('back.pdf').waitFor();
}

/** The personal step but its bank. */
export async function fillPersonal(page: Page) {
  await field(page, 'Full Name').fill('Meera Iyer');
  await fillPersonalButName(page);
}

export async function fillBusiness(page: Page) {
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

/** What the employment step needs beyond the seeded company: its address type and three salary slips. */
export async function fillEmployment(page: Page) {
  await choose(page, 'Company Address Type', 'Rented');
  for (const n of [1, 2, 3]) {
    await page
      .getByRole('button', { name: `Salary Slip ${n} Choose file` })
      .setInputFiles(pdf(`slip-${n}.pdf`));
    await page.getByText(`slip-${n}.pdf`).waitFor();
  }
}

/** A kit select opened by its trigger (the field's id), the option at `index` chosen: any language. */
export async function chooseAt(page: Page, id: string, index: number) {
  await page.locator(`#${id}`).click();
  await page.getByRole('listbox').getByRole('option').nth(index).click();
}

/**
 * The OTP modal in whatever language the screen speaks: the code sent by the modal's submit,
 * read from the borrower's texts, typed into the first box and verified by the submit again.
 */
export async function verifyBorrowerInAnyLanguage(page: Page, mobile: string) {
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  const inbox = await smsInbox(mobile);
  await sheet.locator('button[type="submit"]').click();
  const code = await inbox.next();
  await sheet.locator('[aria-label] input').first().click();
  await page.keyboard.type(code);
  await sheet.locator('button[type="submit"]').click();
}
