import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { brands, type Brand } from '../../src/brands/catalog';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import {
  appTookOver,
  useBrowser,
  newTestContext,
  openSite,
  PHONE,
  rgb,
  siteUrl,
} from './support/browser';
import { holdRequests } from './support/held-requests';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { stallPageAfter } from './support/stalled-page';

/*
 * The branded first paint: what the server sends for a hostname paints that brand's page before
 * any script has run, and the app then takes over without anything moving.
 */

const catfin = brands.find((brand) => brand.key === 'catfin') as Brand;

const browser = useBrowser();

interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
}

/** Counts layout shifts as Cumulative Layout Shift does, from the page's first moment. */
function countLayoutShifts(): void {
  const win = window as unknown as { layoutShift: number };
  win.layoutShift = 0;
  new PerformanceObserver((list) => {
    // Shifts right after a click or key are expected, and not counted.
    for (const entry of list.getEntries() as unknown as LayoutShift[]) {
      if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

describe('the first paint, before any script runs', () => {
  it("carries catfin's title, favicon and theme colour on catfin.localhost", async () => {
    const context = await newTestContext(browser, { viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('catfin.localhost', '/login'));
    await expect.poll(() => page.title()).toBe('Catfin');
    await expect
      .poll(() => page.locator('link[rel="icon"]').getAttribute('href'))
      .toBe(catfin.favicon);
    await expect
      .poll(() => page.locator('meta[name="theme-color"]').getAttribute('content'))
      .toBe(catfin.palette.primary);
    // The landing itself, styled in catfin's colours, with no script at all.
    await loginButton(page).waitFor();
    await expect
      .poll(() => loginButton(page).evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(rgb(catfin.palette.primary));
    await expect
      .poll(() => page.getByRole('img', { name: catfin.name }).first().getAttribute('src'))
      .toBe(catfin.logo);
    await context.close();
  });

  it('shows a signed-in partner the partner layout, not the landing', async () => {
    const context = await newTestContext(browser, { viewport: PHONE });
    await context.addInitScript(
      (key) => localStorage.setItem(key, 'a-token-from-an-earlier-visit'),
      STORAGE_KEYS.token,
    );
    // Only the app's own module is held back: the tiny signed-in check still runs.
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(siteUrl('catfin.localhost', '/'));
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    await page.getByRole('img', { name: catfin.name }).first().waitFor();
    await expect.poll(() => loginButton(page).isVisible()).toBe(false);
    await context.close();
  });

  it('is painted only once the whole first screen has arrived, so a slow network shifts nothing', async () => {
    // Half the lender strip, then a stall: painted then, the row would re-flow when the rest came.
    const stalled = await stallPageAfter(inject('serverPort'), '/lenders/icici-bank.svg', 700);
    const context = await newTestContext(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    await context.addInitScript(countLayoutShifts);
    const page = await context.newPage();
    await page.goto(`http://catfin.localhost:${stalled.port}/#/login`);
    await appTookOver(page);
    await expect.poll(() => layoutShift(page)).toBe(0);
    await context.close();
    await stalled.close();
  });
});

describe('the app taking over', () => {
  it('replaces the first paint with the same page and nothing shifts', async () => {
    const context = await newTestContext(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    await context.addInitScript(countLayoutShifts);
    const page = await context.newPage();
    await page.goto(siteUrl('catfin.localhost', '/login'));
    // Taken over: the static copy is gone and the live landing answers clicks.
    await page.waitForFunction(() => document.getElementById('first-paint') === null);
    await expect.poll(() => page.locator('#root').isVisible()).toBe(true);
    await loginButton(page).click();
    await page.getByRole('dialog', { name: 'Partner Login' }).waitFor();
    await expect.poll(() => layoutShift(page)).toBe(0);
    await context.close();
  });

  it("fetches a partner screen's code while the session is still being checked", async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await logInAs(page, DEMO_PARTNER.mobile);
    // The session check is held until the home screen's code has been asked for: were the two
    // fetched one after the other, neither would come and the home screen would never show.
    let screenRequested: () => void = () => undefined;
    const screenAskedFor = new Promise<void>((resolve) => (screenRequested = resolve));
    page.on('request', (request) => {
      if (/\/assets\/HomeScreen-[^/]+\.js$/.test(request.url())) screenRequested();
    });
    await page.route('**/api/v1/user/me', async (route) => {
      await screenAskedFor;
      await route.continue();
    });
    // A device holding the token but no cached profile asks the server who is signed in before
    // it shows anything.
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.profile);
    await page.reload();
    await page.getByTestId('application-count').waitFor();
    await context.close();
  });

  it("shows the partner's name and home before the count answers, the count's place kept", async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await context.addInitScript(countLayoutShifts);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.getByTestId('application-count').waitFor();
    // A cold start on home, as a partner opens the app again: the count does not answer yet.
    const network = holdRequests(page, '**/api/v1/loan-application/count');
    await page.reload();
    const held = await network.next();
    // The name comes from the profile the device kept at login, the frame with it.
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading your applications' }).waitFor();
    const slot = page.getByTestId('application-count-slot');
    const slotBefore = await slot.boundingBox();
    const buttonBefore = await page
      .getByRole('button', { name: 'Create Application' })
      .boundingBox();
    await held.continue();
    await page.getByTestId('application-count').waitFor();
    // The figure fills the line kept for it: nothing below it moves.
    expect((await slot.boundingBox())?.height).toBe(slotBefore?.height);
    expect(await page.getByRole('button', { name: 'Create Application' }).boundingBox()).toEqual(
      buttonBefore,
    );
    await expect.poll(() => layoutShift(page)).toBe(0);
    await context.close();
  });

  it('sends a partner whose token the server refuses at start to the login, saying why', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.getByTestId('application-count').waitFor();
    // The kept profile lets home start at once, so the count (asked for as the app starts) is
    // the first call to meet the refused token, before the session chart has loaded.
    await page.evaluate(
      (key) => localStorage.setItem(key, 'a-token-the-server-never-gave'),
      STORAGE_KEYS.token,
    );
    await page.reload();
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/login');
    await context.close();
  });
});
