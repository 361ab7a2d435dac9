import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DETAILS_LOCKED_NOTE } from '../../src/domain/capture-steps';
import { DISBURSEMENT_DATE_PASSED } from '../../src/domain/rules-engine/dates';
import {
  acceptOffer,
  applicationAtOffer,
  applicationWithWorkSaved,
  loanOfferOf,
  pageToken,
} from './support/applications';
import { openSite, PHONE, POLL, siteUrl, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { field, offerSection, storedApplication } from './support/wizard-pages';

/*
 * Issue 19 item 5 on a 390 px phone against the real server: a link with its query inside the
 * hash opens the step it names; once the offer is accepted the detail steps are read-only with
 * Continue; and the final submit says when the accepted offer's disbursement date has passed,
 * with the way back to the offer.
 */

const browser = useBrowser();
/** The README's clean PAN: approved. */
const CLEAN_PAN = 'ABCPQ1234R';

/** The address as a hash router writes it: the query inside the hash. */
const hashQueryUrl = (path: string) => siteUrl('localhost', path);

async function loggedIn() {
  const opened = await openSite(browser, 'localhost', '/login', PHONE);
  await logInAs(opened.page, DEMO_PARTNER.mobile);
  return { ...opened, token: await pageToken(opened.page) };
}

/** A new application of the partner with its offer accepted through the API. */
async function acceptedApplication(token: string): Promise<string> {
  const { id } = await applicationAtOffer(token, CLEAN_PAN);
  await loanOfferOf(token, id);
  await acceptOffer(token, id);
  return id;
}

/** A wizard step of the application, by the address the app itself writes. */
const stepUrl = (step: string, id: string) =>
  siteUrl('localhost', `/application/${step}`).replace('/#', `/?id=${id}#`);

const personalHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Personal Details', level: 1 });

describe('links and steps after the offer, on a phone', () => {
  it('opens /#/application/kyc?id=… on that application’s KYC step, and keeps a query for any route', async () => {
    const { context, page, token } = await loggedIn();
    try {
      const { id } = await applicationWithWorkSaved(token);
      await page.goto(hashQueryUrl(`/application/kyc?id=${id}`));
      await personalHeading(page).waitFor();
      // The query is where the app's own links keep it, and the form is this application's.
      expect(await page.evaluate(() => [location.search, location.hash])).toEqual([
        `?id=${id}`,
        '#/application/kyc',
      ]);
      const stored = await storedApplication(page, id);
      const personal = stored['personal_info'] as { email: string };
      await expect.poll(() => field(page, 'Email').inputValue(), POLL).toBe(personal.email);
      expect(await page.getByText('Page not found').count()).toBe(0);

      // Another route's query is kept too: tracking types the pasted tracker id in.
      const trackerId = String(stored['tracker_id']);
      await page.goto(hashQueryUrl(`/track?tracker_id=${trackerId}`));
      await waitForHashPath(page, '/track');
      await expect
        .poll(() => page.getByLabel('Tracker ID', { exact: false }).first().inputValue(), POLL)
        .toBe(trackerId);
    } finally {
      await context.close();
    }
  });

  it('opens the detail steps read-only once the offer is accepted; Continue still goes on', async () => {
    const { context, page, token } = await loggedIn();
    try {
      await page.goto(stepUrl('kyc', await acceptedApplication(token)));
      await personalHeading(page).waitFor();
      await page.getByText(DETAILS_LOCKED_NOTE).waitFor();
      await expect.poll(() => field(page, 'Full Name').isDisabled(), POLL).toBe(true);
      expect(await field(page, 'Email').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save and Continue' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await waitForHashPath(page, '/application/employment');
      await page.getByText(DETAILS_LOCKED_NOTE).waitFor();
      expect(await page.getByRole('button', { name: 'Save and Continue' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      // The co-applicants list: nothing to add once accepted.
      await waitForHashPath(page, '/application/co-applicants');
      await page.getByText(DETAILS_LOCKED_NOTE).waitFor();
      expect(await page.getByRole('button', { name: 'Add Co-applicant' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await waitForHashPath(page, '/application/reference-details');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await waitForHashPath(page, '/application/final-submit');
      await page.getByRole('button', { name: 'Submit Application' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('says on final submit that the accepted disbursement date has passed, and leads back to the offer', async () => {
    const { context, page, token } = await loggedIn();
    try {
      const id = await acceptedApplication(token);
      const offer = (await storedApplication(page, id))['loan_offer'] as {
        disbursement_date: string;
      };
      // The device's calendar the day after the disbursement date (the server's stays today).
      await page.clock.setFixedTime(
        new Date(`${offer.disbursement_date}T12:00:00`).getTime() + 86_400_000,
      );
      await page.goto(stepUrl('final-submit', id));
      await page.getByText(DISBURSEMENT_DATE_PASSED).waitFor();
      await page.getByRole('button', { name: 'Choose a new date' }).click();
      await waitForHashPath(page, '/application/loan-offer');
      // The offer opens for a new date instead of going straight back to final submit.
      const date = field(page, 'Disbursement Date');
      await expect.poll(() => date.isEditable(), POLL).toBe(true);
      expect(await offerSection(page).getByRole('button', { name: 'Accept Offer' }).count()).toBe(
        1,
      );
    } finally {
      await context.close();
    }
  });
});
