import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { proposalNumber } from '../../src/domain/kfs/statement';
import { OTP_VERIFY_FAILED } from '../../src/domain/otp';
import { kfsEnglish } from '../../src/i18n/kfs/en';
import { kfsHindi } from '../../src/i18n/kfs/hi';
import { DOCUMENT_LANGUAGE_KEY } from '../../src/services/storage/document-language';
import { applicationAtOffer, loanOfferOf, pageToken } from './support/applications';
import {
  expectAccessible,
  openSite,
  PHONE,
  POLL,
  siteUrl,
  smsInbox,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { downloadedPdf } from './support/pdf-text';
import { DEMO_PARTNER, logInAs, typeCode } from './support/partner';
import { storedApplication } from './support/wizard-pages';

/*
 * The Key Fact Statement on the offer step (issue 21 item 3), on a 390 px phone against the
 * real server: the statement of the application's offer, its language switch remembered on the
 * device, the server's PDF, and Accept Offer waiting for the borrower's acknowledgement.
 */

const browser = useBrowser();
/** The README's clean PAN: approved. */
const CLEAN_PAN = 'ABCPQ1234R';

const offerStepUrl = (id: string) =>
  siteUrl('localhost', '/application/loan-offer').replace('/#', `/?id=${id}#`);

const kfsSection = (page: Page) => page.locator('section[aria-labelledby="kfs-title"]');
const kfsTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /./ }).last();
const rowValue = (page: Page, label: string) =>
  kfsSection(page).getByRole('row', { name: label }).getByRole('cell');
const acceptButton = (page: Page) => page.getByRole('button', { name: 'Accept Offer' });

/** The partner, logged in on a phone, on the offer step of a new approved application. */
async function atOffer() {
  const opened = await openSite(browser, 'localhost', '/login', PHONE);
  await logInAs(opened.page, DEMO_PARTNER.mobile);
  const token = await pageToken(opened.page);
  const application = await applicationAtOffer(token, CLEAN_PAN);
  expect((await loanOfferOf(token, application.id)).decision).toBe('APPROVED');
  await opened.page.goto(offerStepUrl(application.id));
  await kfsSection(opened.page).getByRole('row', { name: kfsEnglish.proposalNumber }).waitFor();
  return { ...opened, token, application };
}

describe('the Key Fact Statement on the offer step, on a phone', () => {
  it('shows the statement, switches to Hindi and remembers it, downloads the PDF; Accept waits', async () => {
    const { context, page, application } = await atOffer();
    try {
      // The statement of this application's offer, issued on read: its first version.
      const proposal = await rowValue(page, kfsEnglish.proposalNumber).textContent();
      expect(proposal).toBe(proposalNumber(application.trackerId, 1));
      expect(await kfsTitle(page).textContent()).toBe(kfsEnglish.title);
      await rowValue(page, kfsEnglish.apr).waitFor();
      expect(await rowValue(page, kfsEnglish.apr).textContent()).toMatch(/^\d+(\.\d{1,2})?%$/);
      // Accept Offer waits for the borrower's acknowledgement.
      expect(await page.getByText(kfsEnglish.notAcknowledged).count()).toBe(1);
      expect(await acceptButton(page).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Send code to borrower' }).count()).toBe(1);
      await expectAccessible(page);

      // The schedule opens on demand: one row per month, the last balance paid off.
      const schedule = kfsSection(page).locator('details');
      expect(await schedule.getAttribute('open')).toBeNull();
      await schedule.getByText(kfsEnglish.schedule).click();
      const rows = schedule.locator('tbody tr');
      await expect.poll(() => rows.count(), POLL).toBeGreaterThan(0);
      expect(await rows.last().locator('td').last().textContent()).toBe('₹0');

      // Hindi: the statement's words change, the figures stay.
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'हिन्दी' })
        .click();
      await expect.poll(() => kfsTitle(page).textContent(), POLL).toBe(kfsHindi.title);
      expect(await rowValue(page, kfsHindi.proposalNumber).textContent()).toBe(proposal);
      expect(
        await page
          .getByRole('group', { name: 'Language' })
          .getByRole('button', { name: 'हिन्दी' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await page.evaluate((key) => localStorage.getItem(key), DOCUMENT_LANGUAGE_KEY)).toBe(
        'hi',
      );

      // The choice is remembered: the page opens again in Hindi, the same statement.
      await page.reload();
      await kfsSection(page).getByRole('row', { name: kfsHindi.proposalNumber }).waitFor();
      expect(await kfsTitle(page).textContent()).toBe(kfsHindi.title);
      expect(await rowValue(page, kfsHindi.proposalNumber).textContent()).toBe(proposal);

      // Download PDF: the server's PDF in Hindi, named by the proposal, its text extractable.
      const { name, text } = await downloadedPdf(page);
      expect(name).toBe(`${proposal}-hi.pdf`);
      expect(text).toContain(proposal);
      // Devanagari as a reader extracts it: words without a vowel sign written before its
      // consonant come back as typed ('मुख्य तथ्य' of the title; 'विवरण' comes back reordered).
      expect(text).toContain(kfsHindi.title.split(' ').slice(0, 2).join(' '));
      expect(await acceptButton(page).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('sends the borrower the code, refuses a wrong one, and enables Accept Offer once the right one is typed', async () => {
    const { context, page, application } = await atOffer();
    try {
      expect(await acceptButton(page).isDisabled()).toBe(true);
      // The borrower reads it in Hindi: the acknowledgement says so (the consent ledger's).
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'हिन्दी' })
        .click();
      await expect.poll(() => kfsTitle(page).textContent(), POLL).toBe(kfsHindi.title);
      await page.getByRole('button', { name: 'Send code to borrower' }).click();
      const sheet = page.getByRole('dialog', { name: 'Borrower’s acknowledgement' });
      // The code goes to the application's mobile: shown, not typed.
      const mobileField = sheet.getByLabel('Mobile number');
      expect(await mobileField.inputValue()).toBe(application.mobile);
      expect(await mobileField.getAttribute('readonly')).not.toBeNull();
      const inbox = await smsInbox(application.mobile);
      await sheet.getByRole('button', { name: 'Send code' }).click();
      const code = await inbox.next();

      // A wrong code: the OTP rules' message, and the modal stays for another try.
      await typeCode(page, code === '111111' ? '222222' : '111111');
      await sheet.getByRole('button', { name: 'Verify OTP' }).click();
      await sheet.getByText(OTP_VERIFY_FAILED).waitFor();

      await typeCode(page, code);
      const acknowledgement = page.waitForRequest(/\/kfs\/acknowledge\?lang=hi$/);
      await sheet.getByRole('button', { name: 'Verify OTP' }).click();
      await acknowledgement;
      await sheet.waitFor({ state: 'detached' });
      const [acknowledgedBefore] = kfsHindi.acknowledged.split('{date}');
      await kfsSection(page)
        .getByText(acknowledgedBefore ?? '', { exact: false })
        .waitFor();
      await expect.poll(() => acceptButton(page).isEnabled(), POLL).toBe(true);
      expect(await page.getByRole('button', { name: 'Send code to borrower' }).count()).toBe(0);

      await acceptButton(page).click();
      await page
        .getByRole('dialog', { name: 'Confirm Loan Acceptance' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await waitForHashPath(page, '/application/final-submit');
      const stored = await storedApplication(page, application.id);
      expect((stored['loan_offer'] as { is_accepted: boolean }).is_accepted).toBe(true);
    } finally {
      await context.close();
    }
  });
});
