import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OUTAGE_CODE, OUTAGE_MESSAGE } from '../../server/http/outage';
import { openSite, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';

/*
 * The app's side of an outage (issue 30 items 2 and 4), in Chromium against the real server:
 * Record Offline Disbursement answered 503 once (Retry-After: 1) is sent again by the app with
 * the same Idempotency-Key and the case is recorded; answered 503 twice, the app shows the
 * outage's plain message. The 503s are the page's network answering for the server.
 */

const browser = useBrowser();

const CASES = /\/api\/v1\/payout\/case$/;

/**
 * Answers the first `outages` POSTs to the cases route with the outage's 503, passes the rest
 * on; every POST's Idempotency-Key, in order.
 */
async function outage(page: Page, outages: number): Promise<string[]> {
  const keys: string[] = [];
  await page.route(CASES, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    keys.push((await request.headerValue('idempotency-key')) ?? '');
    if (keys.length > outages) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '1' },
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        message: OUTAGE_MESSAGE.message,
        status_code: 503,
        code: OUTAGE_CODE,
      }),
    });
  });
  return keys;
}

/** The demo partner's Create Case, filled in with one lender, for `borrower`. */
async function caseForm(borrower: string) {
  const site = await openSite(browser, 'localhost', '/login');
  await logInAs(site.page, DEMO_PARTNER.mobile);
  const { page } = site;
  await page.getByRole('button', { name: 'Record Offline Disbursement' }).click();
  await waitForHashPath(page, '/create-case');
  await page.getByLabel('Borrower Name', { exact: true }).fill(borrower);
  await page.getByRole('button', { name: /^Loan Type/ }).click();
  await page.getByRole('option', { name: 'Home Loan', exact: true }).click();
  await page.getByLabel('Amount', { exact: true }).fill('2500000');
  const lender = page.getByRole('group', { name: 'Lender 1' });
  await lender.getByRole('button', { name: /^Lender Name/ }).click();
  await page.getByRole('option', { name: 'Protium', exact: true }).click();
  await lender.getByLabel('Disbursement Date', { exact: true }).fill('15-01-2026');
  return site;
}

describe('a create meeting an outage', () => {
  it('after one 503 the app waits Retry-After and sends it again with the same key: recorded once', async () => {
    const borrower = `Retry Rao ${Date.now().toString(36)}`;
    const { context, page } = await caseForm(borrower);
    const keys = await outage(page, 1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForHashPath(page, '/case-recorded-success');
    await page.getByText('Your Case has been recorded successfully', { exact: true }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // The list shows the case once.
    await page.getByRole('link', { name: 'View Offline Disbursements' }).click();
    await waitForHashPath(page, '/disbursment-cases');
    const rows = page.getByRole('listitem').filter({ hasText: borrower });
    await rows.first().waitFor(POLL);
    await expect(rows.count()).resolves.toBe(1);
    await context.close();
  });

  it('after two 503s the app shows the plain message and stays on the form', async () => {
    const borrower = `Outage Rao ${Date.now().toString(36)}`;
    const { context, page } = await caseForm(borrower);
    const keys = await outage(page, 2);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(OUTAGE_MESSAGE.message, { exact: true }).waitFor(POLL);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitForHashPath(page, '/create-case');
    await context.close();
  });
});
