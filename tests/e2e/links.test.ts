import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brands } from '../../src/brands/catalog';
import { formatDate } from '../../src/domain/dates';
import { LINK_LOAN_TYPE_REQUIRED } from '../../src/domain/links/link-schema';
import {
  appTookOver,
  expectAccessible,
  openSite,
  POLL,
  siteUrl,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { downloadedBytes } from './support/downloads';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { readQrDataUrl, readQrPng } from '../support/qr';
import { canvasQrText } from './support/qr-codes';

/*
 * The profile's Links tab (issue 20 items 1 and 5) on a 390 px phone against the real server:
 * the demo partner makes a link; its QR, both the server's PNG and the one the page draws in the
 * brand's colours (and downloads), holds the link's URL; Copy URL puts it on the clipboard and
 * says 'Copied!'; View QR shows it again; Delete, after its confirm, removes the row; ten links
 * a page. On the direct-leads brand the form asks for a loan type before anything is sent, and
 * the landing's Apply Now leads to the brand's external application.
 */

const browser = useBrowser();

const financersaab = brands.find((brand) => brand.key === 'financersaab');

/**
 * The demo partner on the Links tab of `hostname`'s site (its address, `?tab=links`, reloaded),
 * allowed to use the clipboard; `violations()` lists what the Content-Security-Policy blocked
 * since (qr-code-styling draws through images of its own).
 */
async function linksTab(hostname = 'localhost') {
  const site = await openSite(browser, hostname, '/login');
  await site.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await site.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const reported: string[] = [];
  site.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await logInAs(site.page, DEMO_PARTNER.mobile);
  await site.page.goto(siteUrl(hostname, '/profile?tab=links'));
  await site.page.reload();
  await appTookOver(site.page);
  await site.page.getByRole('heading', { name: 'Generate QR' }).waitFor();
  const violations = async () => [
    ...(await site.page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...reported,
  ];
  return { ...site, violations };
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface MadeLink {
  id: string;
  qr_code_image: string;
  utm_link: string;
}

/** Generate QR, and the server's answer to it. */
async function generate(page: Page): Promise<MadeLink> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/user/qr') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate QR' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: MadeLink }).data;
}

const rowOf = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Links' }).getByRole('listitem').filter({ hasText: text });

describe('the Links tab', () => {
  it('makes a link whose QR, drawn by the server and by the page, holds its URL; copies, shows and deletes it', async () => {
    const { context, page, violations } = await linksTab();
    await expectAccessible(page);
    const campaign = `Diwali ${Date.now().toString(36)}`;
    await choose(page, 'UTM Source', 'Whatsapp');
    await page.getByLabel('UTM Campaign (optional)', { exact: true }).fill(campaign);
    await page.getByLabel('UTM Medium (optional)', { exact: true }).fill('counter');
    const made = await generate(page);

    // The link opens this site's apply flow with the link's id and its parameters (the query
    // before the hash, where the hash router reads it).
    const url = new URL(made.utm_link);
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#/apply-loan/mobile');
    expect(url.searchParams.get('utm_id')).toBe(made.id);
    expect(url.searchParams.get('utm_source')).toBe('Whatsapp');
    expect(url.searchParams.get('utm_campaign')).toBe(campaign);

    // The server's PNG holds the link.
    expect(readQrDataUrl(made.qr_code_image)).toBe(made.utm_link);

    // The sheet shows the QR the page draws in the brand's colours: it holds the link too, and
    // so does the PNG it downloads.
    const sheet = page.getByRole('dialog', { name: 'QR Code' });
    await sheet.getByText(made.utm_link, { exact: true }).waitFor();
    await expect.poll(() => canvasQrText(page, '[data-qr="styled"]'), POLL).toBe(made.utm_link);
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('qr-code.png');
    expect(readQrPng(await downloadedBytes(file))).toBe(made.utm_link);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });

    // My QR Codes: the new link heads the list with its parameters, today's date, no
    // applications yet; the form is empty again.
    const row = rowOf(page, campaign);
    await row.waitFor(POLL);
    const text = await row.innerText();
    expect(text).toContain('Whatsapp');
    expect(text).toContain('counter');
    expect(text).toContain(formatDate(new Date()));
    expect(text).toMatch(/Applications\s+0/);
    expect(text).toContain(made.utm_link);
    await expect(
      page.getByRole('list', { name: 'Links' }).getByRole('listitem').first().innerText(),
    ).resolves.toContain(campaign);
    await expect(
      page.getByLabel('UTM Campaign (optional)', { exact: true }).inputValue(),
    ).resolves.toBe('');

    // Copy URL: on the clipboard, and 'Copied!' beside the button.
    await row.getByRole('button', { name: 'Copy URL' }).click();
    await row.getByText('Copied!', { exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(made.utm_link);

    // View QR: the server's QR of this link, in the sheet again.
    await row.getByRole('button', { name: 'View QR' }).click();
    await sheet.getByText(made.utm_link, { exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });

    // Delete asks first; Cancel keeps the link, Delete removes its row.
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete link?' });
    await confirm.getByText(made.utm_link, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Link deleted', { exact: true }).waitFor();
    await expect.poll(() => row.count(), POLL).toBe(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('pages My QR Codes ten at a time, newest first, the page kept in the address', async () => {
    const { context, page } = await linksTab();
    const tag = `Page ${Date.now().toString(36)}`;
    // Two digits, so no campaign's name is the start of another's.
    const campaignOf = (n: number) => `${tag} #${String(n).padStart(2, '0')}`;
    await choose(page, 'UTM Source', 'Leaflet');
    for (let n = 1; n <= 11; n += 1) {
      await page.getByLabel('UTM Campaign (optional)', { exact: true }).fill(campaignOf(n));
      await generate(page);
      await page
        .getByRole('dialog', { name: 'QR Code' })
        .getByRole('button', { name: 'Close' })
        .click();
      // The next form starts empty: the source is chosen again.
      if (n < 11) await choose(page, 'UTM Source', 'Leaflet');
    }
    const rows = page.getByRole('list', { name: 'Links' }).getByRole('listitem');
    await rowOf(page, campaignOf(11)).waitFor(POLL);
    await expect.poll(() => rows.count(), POLL).toBe(10);
    await expect(rows.first().innerText()).resolves.toContain(campaignOf(11));
    await expect(rows.last().innerText()).resolves.toContain(campaignOf(2));

    await page.getByRole('button', { name: 'Next' }).click();
    await rowOf(page, campaignOf(1)).waitFor(POLL);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.reload();
    await rowOf(page, campaignOf(1)).waitFor(POLL);
    await context.close();
  });
});

describe('the direct-leads brand', () => {
  it("sends Apply Now on the landing to the brand's external application", async () => {
    expect(financersaab?.applyUrl).toMatch(/^https:\/\//);
    const { context, page } = await openSite(browser, 'financersaab.localhost', '/login');
    await expect(page.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).resolves.toBe(
      financersaab?.applyUrl,
    );
    await context.close();
  });

  it('asks for a loan type before a link is made, and the link says DIRECT_LEADS', async () => {
    const { context, page } = await linksTab('financersaab.localhost');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/user/qr')) sent += 1;
    });
    await choose(page, 'UTM Source', 'Offline');
    await page.getByRole('button', { name: 'Generate QR' }).click();
    await page.getByText(LINK_LOAN_TYPE_REQUIRED, { exact: true }).waitFor();
    expect(sent).toBe(0);

    await choose(page, 'Loan Type', 'Home Loan');
    const made = await generate(page);
    await page
      .getByRole('dialog', { name: 'QR Code' })
      .getByRole('button', { name: 'Close' })
      .click();
    const row = page
      .getByRole('list', { name: 'Links' })
      .getByRole('listitem')
      .filter({ hasText: made.utm_link });
    await row.waitFor(POLL);
    const text = await row.innerText();
    expect(text).toContain('Direct leads');
    expect(text).toContain('Home Loan');
    await waitForHashPath(page, '/profile');
    await context.close();
  });
});
