import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { expectAccessible, openSite, POLL, useBrowser, waitForHashPath } from './support/browser';
import { applicationWithWorkSaved, partnerToken } from './support/applications';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { returnForCorrection } from './support/tracked-applications';
import { card, pager, shownPage } from './support/application-cards';

/*
 * The Applications screen (issue 19 item 1) on a 390 px phone against the real server, as the
 * demo partner: page the list, filter DRAFT, expand a row and open a document, resume a DRAFT,
 * and keep the place across Back and reload. Other browser suites add applications to the demo
 * partner as they run (newest first), so rows are found by tracker id, paging until they show.
 */

const browser = useBrowser();

/** Kavya Reddy's DRAFT: salaried, personal and employment saved, so it resumes at co-applicants. */
const KAVYA = DEMO_APPLICATIONS.find((app) => app.trackerId === '90000003')!;

const query = (page: Page) => page.evaluate(() => location.search);

/** Presses Next until the application's card shows (it is on some page of the filter). */
async function pageTo(page: Page, trackerId: string) {
  for (;;) {
    await pager(page).waitFor();
    await page.getByText('Loading applications').waitFor({ state: 'detached' });
    if ((await card(page, trackerId).count()) > 0) return card(page, trackerId);
    const [current = 0, last = 0] = await shownPage(page);
    if (current >= last) throw new Error(`application ${trackerId} is on no page`);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => shownPage(page), POLL).toEqual([current + 1, last]);
  }
}

async function openApplications() {
  const site = await openSite(browser, 'localhost', '/login');
  await logInAs(site.page, DEMO_PARTNER.mobile);
  await site.page.getByRole('button', { name: 'View Applications' }).click();
  await waitForHashPath(site.page, '/applications');
  await pager(site.page).waitFor();
  return site;
}

describe('the applications list', () => {
  it('pages, keeps its place across reload and Back, and filters DRAFT', async () => {
    const { context, page } = await openApplications();
    const [, last = 0] = await shownPage(page);
    expect(last).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('listitem').count()).toBe(10);
    await expectAccessible(page);
    const firstPage = await page.getByRole('listitem').first().getAttribute('aria-label');

    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => query(page), POLL).toBe('?status=ALL&page=2');
    await expect.poll(() => shownPage(page), POLL).toEqual([2, last]);
    await expect
      .poll(() => page.getByRole('listitem').first().getAttribute('aria-label'), POLL)
      .not.toBe(firstPage);

    // A reload shows the same page.
    await page.reload();
    await expect.poll(() => shownPage(page), POLL).toEqual([2, last]);

    // DRAFT: back to its first page, every row offers Complete Application.
    await page.getByLabel('Status').selectOption('DRAFT');
    await expect.poll(() => query(page), POLL).toBe('?status=DRAFT&page=1');
    await expect.poll(() => shownPage(page).then((p) => p[0]), POLL).toBe(1);
    await page.getByText('Loading applications').waitFor({ state: 'detached' });
    const cells = await page.getByTestId('status-cell').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    expect(new Set(cells)).toEqual(new Set(['Complete Application']));

    await page.reload();
    await expect.poll(() => page.getByLabel('Status').inputValue(), POLL).toBe('DRAFT');
    await expect.poll(() => shownPage(page).then((p) => p[0]), POLL).toBe(1);

    // Back returns to the second page of all of them.
    await page.goBack();
    await expect.poll(() => query(page), POLL).toBe('?status=ALL&page=2');
    await expect.poll(() => page.getByLabel('Status').inputValue(), POLL).toBe('ALL');
    await expect.poll(() => shownPage(page), POLL).toEqual([2, last]);
    await context.close();
  });

  it('expands a row, opens a document and resumes the DRAFT where it stopped', async () => {
    const { context, page } = await openApplications();
    await page.getByLabel('Status').selectOption('DRAFT');
    await expect.poll(() => query(page), POLL).toBe('?status=DRAFT&page=1');
    const kavya = await pageTo(page, KAVYA.trackerId);
    await kavya.getByText('Kavya Reddy').waitFor();
    await kavya.getByText('₹5,00,000').waitFor();
    await kavya.getByText('07-01-2026').waitFor();
    await kavya.getByText('Home Loan').waitFor();

    const expand = kavya.getByRole('button', { name: 'Show details' });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.click();
    const hide = kavya.getByRole('button', { name: 'Hide details' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    const personal = kavya.getByRole('region', { name: 'Personal Details' });
    await personal.getByText('kavya@example.com').waitFor();
    await kavya
      .getByRole('region', { name: 'Employment Details' })
      .getByText('Infosys Limited')
      .waitFor();
    const documents = kavya.getByRole('region', { name: 'Documents' });
    await kavya.getByRole('region', { name: 'Lender statuses' }).waitFor();
    expect(await kavya.getByRole('link', { name: 'Lenders' }).getAttribute('href')).toContain(
      `/application/prefferred-lenders?id=${KAVYA.id}`,
    );
    await expectAccessible(page);

    // View opens the document through its signed link in a new tab, which loads the file.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      documents.getByRole('button', { name: 'View PAN Card' }).click(),
    ]);
    await expect.poll(() => tab?.url(), POLL).toMatch(/^http:\/\/localhost/);
    const file = await page.request.get(tab!.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await tab?.close();

    // Complete Application opens the wizard at the step the stages lead to.
    await kavya.getByRole('link', { name: 'Complete Application' }).click();
    await waitForHashPath(page, '/application/co-applicants');
    await expect.poll(() => query(page), POLL).toBe(`?id=${KAVYA.id}`);
    await context.close();
  });

  it('shows the history of an expanded row: each write in order, who made it and when', async () => {
    const before = Date.now();
    // Made through the real server: created, personal and employment details saved by the
    // partner, then returned for correction by the demo admin.
    const made = await applicationWithWorkSaved(await partnerToken(DEMO_PARTNER.mobile));
    await returnForCorrection(made.id, 'Please upload a clearer PAN card');
    const after = Date.now();

    const { context, page } = await openApplications();
    const row = await pageTo(page, made.trackerId);
    await row.getByRole('button', { name: 'Show details' }).click();
    const history = row.getByRole('region', { name: 'History' });
    const listed = history.getByRole('list').first().locator(':scope > li');
    await expect
      .poll(() => listed.locator('strong').allTextContents(), POLL)
      .toContain('Returned for correction');
    // Each section's files are uploaded (one entry a request) before its save names them.
    const names = await listed.locator('strong').allTextContents();
    expect(names.filter((name) => name !== 'Document uploaded')).toEqual([
      'Application created',
      'Personal details saved',
      'Employment details saved',
      'Returned for correction',
    ]);
    expect(names.indexOf('Document uploaded')).toBeGreaterThan(0);
    expect(names.indexOf('Document uploaded')).toBeLessThan(
      names.indexOf('Personal details saved'),
    );
    const steps = listed.filter({ hasNot: page.getByText('Document uploaded', { exact: true }) });
    for (let index = 0; index < 3; index++) {
      await steps.nth(index).getByText('Asha Verma (partner)').waitFor();
    }
    await steps.nth(3).getByText('Ravi Menon (admin)').waitFor();
    // Each step's time is when the server recorded it, shown as DD-MM-YYYY hh:mm.
    const times = await steps
      .locator('time')
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute('datetime') ?? '', node.textContent ?? '']),
      );
    for (const [at = '', shown = ''] of times) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(at)).toBeLessThanOrEqual(after + 1000);
      expect(shown).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
    }
    // What changed: the masked PAN the partner typed, the reviewer's remarks.
    await steps.nth(0).getByText('Asha Verma set PAN Number to XXXXXX234R.').waitFor();
    await steps
      .nth(3)
      .getByText('Ravi Menon set Remarks to Please upload a clearer PAN card.')
      .waitFor();
    expect(await history.textContent()).not.toContain('ABCPQ1234R');
    await expectAccessible(page);
    await context.close();
  });
});
