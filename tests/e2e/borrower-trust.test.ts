import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { AUDIT_ACTIONS } from '../../src/domain/audit/actions';
import { kfsEnglish } from '../../src/i18n/kfs/en';
import { kfsHindi } from '../../src/i18n/kfs/hi';
import { pageToken } from './support/applications';
import {
  apiUrl,
  openSite,
  PHONE,
  POLL,
  smsInbox,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { downloadedPdf } from './support/pdf-text';
import { DEMO_PARTNER, logInAs, typeCode } from './support/partner';
import { fillBankAt, fillBusiness, storedApplication } from './support/wizard-pages';

/*
 * Issue 21's "done when", on a 390 px phone against the real server with its demo data: the demo
 * partner brings a seeded application (Arjun Nair's draft, its personal details saved)
 * to its offer, opens the Key Fact Statement, reads it in Hindi, downloads the Hindi PDF, has the
 * borrower acknowledge it with the code sent to their mobile, and only then accepts the offer —
 * before that Accept Offer is disabled and the API refuses. The application's History panel
 * then lists those steps in order.
 */

const browser = useBrowser();
/**
 * Arjun Nair's draft: a self-employed business loan with its personal details saved (PAN
 * ABCDE1234F). Other suites start from the other seeded drafts as they are: this one is theirs.
 */
const ARJUN = DEMO_APPLICATIONS.find((app) => app.trackerId === '90000002')!;
const NOT_ACKNOWLEDGED = 'The borrower has not acknowledged the Key Fact Statement';

const kfsSection = (page: Page) => page.locator('section[aria-labelledby="kfs-title"]');
const acceptButton = (page: Page) => page.getByRole('button', { name: 'Accept Offer' });
const card = (page: Page, trackerId: string) =>
  page.getByRole('listitem', { name: `Application ${trackerId}` });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** Presses Next until the application's card shows (other suites add applications as they run). */
async function pageTo(page: Page, trackerId: string) {
  for (;;) {
    await pager(page).waitFor();
    await page.getByText('Loading applications').waitFor({ state: 'detached' });
    if ((await card(page, trackerId).count()) > 0) return card(page, trackerId);
    const shown = /Page (\d+) of (\d+)/.exec((await pager(page).textContent()) ?? '');
    if (!shown || shown[1] === shown[2]) throw new Error(`application ${trackerId} is on no page`);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pager(page).textContent(), POLL).not.toBe(shown[0]);
  }
}

/** Accepting the offer through the API, as an outside client would: its status and message. */
async function acceptThroughApi(token: string, id: string) {
  const response = await fetch(apiUrl('/v1/bureau/bre/loankone'), {
    method: 'PATCH',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ application_id: id, is_accepted: true }),
  });
  return {
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  };
}

describe('borrower trust, end to end on a phone', () => {
  it('a seeded application: offer → KFS in Hindi → PDF → the borrower’s code → accept; History lists it', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    try {
      await logInAs(page, DEMO_PARTNER.mobile);
      const token = await pageToken(page);

      // The seeded draft, resumed from the applications list where it stopped.
      await page.getByRole('button', { name: 'View Applications' }).click();
      await waitForHashPath(page, '/applications');
      const arjun = await pageTo(page, ARJUN.trackerId);
      await arjun.getByRole('link', { name: 'Complete Application' }).click();
      await waitForHashPath(page, '/application/business');
      await fillBusiness(page);
      // A profit of ₹9,00,000 in the latest year: ₹75,000 a month, enough for an offer.
      const profits = page.getByLabel(/^Profit FY/);
      for (const index of [0, 1, 2]) await profits.nth(index).fill('900000');
      await fillBankAt(page, 'Bank details', 'HDFC Bank', 'business-march.pdf');
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await waitForHashPath(page, '/application/co-applicants');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await waitForHashPath(page, '/application/reference-details');
      const reference = page.getByRole('group', { name: 'Reference 1' });
      await reference.getByRole('radio', { name: 'Personal' }).check();
      await reference.getByLabel('Name', { exact: true }).fill('Meena Rao');
      await reference.getByLabel('Phone Number', { exact: true }).fill('9876501234');
      await reference.getByLabel('Address', { exact: true }).fill('4 Park Street, Kolkata');
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await waitForHashPath(page, '/application/loan-offer');

      // The offer's Key Fact Statement, unacknowledged: Accept disabled, the API refuses.
      const proposalRow = kfsSection(page).getByRole('row', { name: kfsEnglish.proposalNumber });
      await proposalRow.waitFor();
      const proposal = (await proposalRow.getByRole('cell').textContent()) ?? '';
      expect(proposal).toBe(`KFS-${ARJUN.trackerId}-01`);
      expect(await acceptButton(page).isDisabled()).toBe(true);
      expect(await acceptThroughApi(token, ARJUN.id)).toEqual({
        status: 409,
        message: NOT_ACKNOWLEDGED,
      });
      const refused = await storedApplication(page, ARJUN.id);
      expect((refused['loan_offer'] as { is_accepted?: boolean }).is_accepted).not.toBe(true);

      // हिन्दी, and the PDF in it: a valid PDF whose Hindi a reader extracts.
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'हिन्दी' })
        .click();
      await kfsSection(page).getByRole('row', { name: kfsHindi.proposalNumber }).waitFor();
      const { name, text } = await downloadedPdf(page);
      expect(name).toBe(`${proposal}-hi.pdf`);
      expect(text).toContain(proposal);
      expect(text).toContain(kfsHindi.title.split(' ').slice(0, 2).join(' '));

      // The borrower's code, sent to the application's mobile and typed from the outbox.
      const inbox = await smsInbox(ARJUN.mobile);
      await page.getByRole('button', { name: 'Send code to borrower' }).click();
      const sheet = page.getByRole('dialog', { name: 'Borrower’s acknowledgement' });
      await sheet.getByRole('button', { name: 'Send code' }).click();
      const code = await inbox.next();
      // The text names the statement the code acknowledges.
      expect(inbox.lastText()).toContain(proposal);
      await typeCode(page, code);
      await sheet.getByRole('button', { name: 'Verify OTP' }).click();
      await sheet.waitFor({ state: 'detached' });
      await expect.poll(() => acceptButton(page).isEnabled(), POLL).toBe(true);

      await acceptButton(page).click();
      await page
        .getByRole('dialog', { name: 'Confirm Loan Acceptance' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await waitForHashPath(page, '/application/final-submit');
      const accepted = await storedApplication(page, ARJUN.id);
      expect((accepted['loan_offer'] as { is_accepted: boolean }).is_accepted).toBe(true);

      // The History panel of the application's row: those steps, in order.
      await page.goto(new URL('/#/applications', page.url()).toString());
      const row = await pageTo(page, ARJUN.trackerId);
      await row.getByRole('button', { name: 'Show details' }).click();
      const history = row.getByRole('region', { name: 'History' });
      const steps = history.locator('ol > li > strong');
      await expect.poll(() => steps.count(), POLL).toBeGreaterThan(0);
      const listed = await steps.allTextContents();
      // The business save and its uploads come first; then, in order:
      expect(listed.slice(listed.indexOf(AUDIT_ACTIONS.REFERENCES_SAVED))).toEqual([
        AUDIT_ACTIONS.REFERENCES_SAVED,
        AUDIT_ACTIONS.OFFER_MADE,
        AUDIT_ACTIONS.KFS_ISSUED,
        AUDIT_ACTIONS.KFS_CODE_SENT,
        AUDIT_ACTIONS.KFS_ACKNOWLEDGED,
        AUDIT_ACTIONS.OFFER_ACCEPTED,
      ]);
    } finally {
      await context.close();
    }
  });
});
