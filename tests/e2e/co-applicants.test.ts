import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CO_APPLICANT_REMOVED,
  CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE,
} from '../../src/domain/sections/co-applicant';
import { applicationWithWorkSaved, pageToken } from './support/applications';
import { appTookOver, openSite, PHONE, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { field, fillPersonalButName, storedApplication } from './support/wizard-pages';

/*
 * Issue 18 item 3 on a 390 px phone in Chromium against the real server: a salaried borrower's
 * co-applicant on a personal loan is saved without a word about their share (it starts at 0); a
 * share of 101 is refused with what to type; a saved co-applicant is removed from the list, and
 * from their form, after a confirmation, and stays removed after a reload.
 */

const browser = useBrowser();

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const entries = (page: Page) =>
  page.getByRole('region', { name: 'Co-applicants' }).getByRole('listitem');
const storedNames = async (page: Page, id: string) =>
  ((await storedApplication(page, id))['co_applicants'] as { name: string }[]).map(
    (coApplicant) => coApplicant.name,
  );

/** A new co-applicant's form filled in but for their share, which is left as it starts. */
async function fillAllButShare(page: Page, name: string, mobile: string) {
  await button(page, 'Add Co-applicant').click();
  await waitForHashPath(page, '/application/co-applicant-details');
  await field(page, 'Full Name').fill(name);
  await field(page, 'Mobile Number').fill(mobile);
  await field(page, 'PAN Number').fill('abcpv1234k');
  await fillPersonalButName(page);
}

describe('co-applicants on a phone', () => {
  it('saves a salaried co-applicant with the share at 0, refuses 101, and removes one after a confirmation', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    await logInAs(page, DEMO_PARTNER.mobile);
    const token = await pageToken(page);
    const { id } = await applicationWithWorkSaved(token, 'PERSONAL_LOAN');
    await page.goto(new URL(`/?id=${id}#/application/co-applicants`, page.url()).href);
    await page.getByRole('heading', { name: 'Co-applicants' }).waitFor();

    // A salaried co-applicant: the share is never touched, and nothing stops the save.
    await fillAllButShare(page, 'Ravi Verma', '9812345670');
    await expect.poll(() => field(page, 'Shareholding Percentage').inputValue(), POLL).toBe('0');
    await button(page, 'Save and Continue').click();
    await waitForHashPath(page, '/application/co-applicants');
    await entries(page).getByText('Ravi Verma').waitFor();
    const [ravi] = (await storedApplication(page, id))['co_applicants'] as Record<
      string,
      unknown
    >[];
    expect(ravi?.['shareholding_percentage']).toBe(0);

    // 101 is refused beside the field, with what to type; nothing is saved.
    await fillAllButShare(page, 'Sita Verma', '9812345671');
    await field(page, 'Shareholding Percentage').fill('101');
    await button(page, 'Save and Continue').click();
    await page.getByText(CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE, { exact: true }).waitFor();
    await expect
      .poll(() => field(page, 'Shareholding Percentage').getAttribute('aria-invalid'), POLL)
      .toBe('true');
    expect(await page.evaluate(() => location.hash)).toContain('/application/co-applicant-details');
    expect(await storedNames(page, id)).toEqual(['Ravi Verma']);
    await field(page, 'Shareholding Percentage').fill('100');
    await button(page, 'Save and Continue').click();
    await waitForHashPath(page, '/application/co-applicants');
    await expect.poll(() => entries(page).count(), POLL).toBe(2);

    // Remove on Ravi's row asks first, naming him; Cancel keeps him.
    await button(page, 'Remove co-applicant 1, Ravi Verma').click();
    const confirm = page.getByRole('dialog', { name: 'Remove co-applicant?' });
    await confirm.getByText('Ravi Verma will be removed', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count(), POLL).toBe(0);
    expect(await storedNames(page, id)).toEqual(['Ravi Verma', 'Sita Verma']);

    // Confirmed, he is gone: from the list, from the server, and after a reload.
    await button(page, 'Remove co-applicant 1, Ravi Verma').click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(CO_APPLICANT_REMOVED, { exact: true }).first().waitFor();
    await expect.poll(() => entries(page).count(), POLL).toBe(1);
    await entries(page).getByText('Sita Verma').waitFor();
    expect(await storedNames(page, id)).toEqual(['Sita Verma']);
    await page.reload();
    await appTookOver(page);
    await page.getByRole('heading', { name: 'Co-applicants' }).waitFor();
    await entries(page).getByText('Sita Verma').waitFor();
    await expect.poll(() => entries(page).count(), POLL).toBe(1);
    await expect.poll(() => page.getByText('Ravi Verma').count(), POLL).toBe(0);

    // From her form: Remove co-applicant, confirmed, and the list is empty.
    await button(page, 'Edit co-applicant 1, Sita Verma').click();
    await waitForHashPath(page, '/application/co-applicant-details');
    await expect.poll(() => field(page, 'Full Name').inputValue(), POLL).toBe('Sita Verma');
    await button(page, 'Remove co-applicant').click();
    await confirm.getByText('Sita Verma will be removed', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await waitForHashPath(page, '/application/co-applicants');
    await page.getByText('No co-applicants yet').waitFor();
    expect(await storedNames(page, id)).toEqual([]);
    await context.close();
  }, 120_000);
});
