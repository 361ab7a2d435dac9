import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SECOND_PARTNER_MOBILE } from '../../server/db/demo-second-partner';
import {
  AMOUNT_REQUIRED,
  CASE_LOAN_TYPE_REQUIRED,
  CASE_NAME_REQUIRED,
  DISBURSEMENT_DATE_REQUIRED,
  INSURANCE_FEE_WAIVER_NOT_A_NUMBER,
  INTEREST_RATE_WAIVER_NOT_A_NUMBER,
  LENDER_REQUIRED,
  PENDENCY_DESC_REQUIRED,
  PF_WAIVER_NOT_A_NUMBER,
} from '../../src/domain/cases/case-schema';
import { NO_CASES_FOR_KIND } from '../../src/domain/partner-kinds';
import { openSite, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';

/*
 * Offline disbursement cases (issue 19 item 3) on a 390 px phone against the real server: the
 * demo partner (an individual agent) records a case with two lenders and pendency on and finds
 * it in the list; an empty Create Case shows every message at once; the second demo partner (a
 * connector) sees neither home button and cannot record a case by typing the address.
 */

const browser = useBrowser();

/** Two of the seeded lenders (src/domain/lenders/catalog.json). */
const FIRST_LENDER = 'Protium';
const SECOND_LENDER = 'Kaveri Finance';

const RECORD = 'Record Offline Disbursement';
const VIEW = 'View Offline Disbursements';

async function homeOf(mobile: string) {
  const site = await openSite(browser, 'localhost', '/login');
  await logInAs(site.page, mobile);
  return site;
}

const lenderBlock = (page: Page, n: number) => page.getByRole('group', { name: `Lender ${n}` });

async function chooseLender(page: Page, n: number, lender: string) {
  await lenderBlock(page, n)
    .getByRole('button', { name: /^Lender Name/ })
    .click();
  await page.getByRole('option', { name: lender, exact: true }).click();
}

describe('offline disbursement cases', () => {
  it('the demo partner records a case with two lenders and pendency on, and finds it in the list', async () => {
    const { context, page } = await homeOf(DEMO_PARTNER.mobile);
    await page.getByRole('button', { name: RECORD }).click();
    await waitForHashPath(page, '/create-case');

    const borrower = `Nisha Rao ${Date.now().toString(36)}`;
    await page.getByLabel('Case ID (optional)', { exact: true }).fill('DSB-E2E-1');
    await page.getByLabel('Borrower Name', { exact: true }).fill(borrower);
    await page.getByRole('button', { name: /^Loan Type/ }).click();
    await page.getByRole('option', { name: 'Home Loan', exact: true }).click();
    await page.getByLabel('Amount', { exact: true }).fill('2500000');

    await chooseLender(page, 1, FIRST_LENDER);
    await lenderBlock(page, 1).getByLabel('Disbursement Date', { exact: true }).fill('15-01-2026');
    // The description appears only once pendency is on.
    await expect(
      lenderBlock(page, 1).getByLabel('Pendency Description', { exact: true }).count(),
    ).resolves.toBe(0);
    await lenderBlock(page, 1).getByLabel('Pendency', { exact: true }).check();
    await lenderBlock(page, 1)
      .getByLabel('Pendency Description', { exact: true })
      .fill('Signed NACH mandate to follow');
    await lenderBlock(page, 1).getByLabel('PF Waiver % (optional)', { exact: true }).fill('0.5');

    await page.getByRole('button', { name: 'Add Lender' }).click();
    await chooseLender(page, 2, SECOND_LENDER);
    await lenderBlock(page, 2).getByLabel('Disbursement Date', { exact: true }).fill('20-01-2026');

    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForHashPath(page, '/case-recorded-success');
    await page.getByText('Your Case has been recorded successfully', { exact: true }).waitFor();

    await page.getByRole('link', { name: VIEW }).click();
    await waitForHashPath(page, '/disbursment-cases');
    const row = page.getByRole('listitem').filter({ hasText: borrower });
    await row.waitFor(POLL);
    const text = await row.innerText();
    expect(text).toContain('DSB-E2E-1');
    expect(text).toContain(`${FIRST_LENDER}, ${SECOND_LENDER}`);
    expect(text).toContain('₹25,00,000');
    expect(text).toContain('15-01-2026');
    // Newest first: the case just recorded heads the list.
    await expect(page.getByRole('listitem').first().innerText()).resolves.toContain(borrower);
    await context.close();
  });

  it('an empty Create Case shows every message at once, focus on the first', async () => {
    const { context, page } = await homeOf(DEMO_PARTNER.mobile);
    await page.getByRole('button', { name: RECORD }).click();
    await waitForHashPath(page, '/create-case');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      CASE_NAME_REQUIRED,
      CASE_LOAN_TYPE_REQUIRED,
      AMOUNT_REQUIRED,
      LENDER_REQUIRED,
      DISBURSEMENT_DATE_REQUIRED,
    ]) {
      await page.getByText(message, { exact: true }).waitFor(POLL);
    }
    await expect(
      page
        .getByLabel('Borrower Name', { exact: true })
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);

    // Pendency on asks for its description; waivers that are not numbers say so.
    await lenderBlock(page, 1).getByLabel('Pendency', { exact: true }).check();
    const block = lenderBlock(page, 1);
    await block.getByLabel('Insurance Fee Waiver (₹, optional)', { exact: true }).fill('ten');
    await block.getByLabel('PF Waiver % (optional)', { exact: true }).fill('half');
    await block.getByLabel('Interest Rate Waiver % (optional)', { exact: true }).fill('some');
    for (const message of [
      PENDENCY_DESC_REQUIRED,
      INSURANCE_FEE_WAIVER_NOT_A_NUMBER,
      PF_WAIVER_NOT_A_NUMBER,
      INTEREST_RATE_WAIVER_NOT_A_NUMBER,
    ]) {
      await page.getByText(message, { exact: true }).waitFor(POLL);
    }
    await expect(page.getByText(CASE_NAME_REQUIRED, { exact: true }).count()).resolves.toBe(1);
    await context.close();
  });

  it('the second demo partner, a connector, sees neither button and cannot record a case', async () => {
    const { context, page } = await homeOf(SECOND_PARTNER_MOBILE);
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    await expect(page.getByRole('button', { name: RECORD }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: VIEW }).count()).resolves.toBe(0);

    await page.evaluate(() => {
      window.location.hash = '#/create-case';
    });
    await page.getByText(NO_CASES_FOR_KIND, { exact: true }).waitFor(POLL);
    await expect(page.getByRole('button', { name: 'Submit' }).count()).resolves.toBe(0);
    await page.evaluate(() => {
      window.location.hash = '#/disbursment-cases';
    });
    await page.getByText(NO_CASES_FOR_KIND, { exact: true }).waitFor(POLL);
    // The refusal has a way back: home.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await waitForHashPath(page, '/');
    await context.close();
  });
});
