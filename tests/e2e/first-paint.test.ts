import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { brands, type Brand } from '../../src/brands/catalog';
import { LAST_COUNT_KEY } from '../../src/services/storage/last-count';
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

/**
 * The first paint alone on `hashPath` (the app's own module never arrives), for a signed-in
 * partner whose device holds `stored` (the profile the login kept, the home's count last seen).
 */
async function firstPaintOf(
  hashPath: string,
  stored: { profile?: Record<string, unknown>; count?: Record<string, unknown> },
): Promise<Page> {
  const context = await newTestContext(browser, { viewport: PHONE });
  await context.addInitScript(
    ({ keys, profile, count }) => {
      localStorage.setItem(keys.token, 'a-token-from-an-earlier-visit');
      if (profile) localStorage.setItem(keys.profile, JSON.stringify(profile));
      if (count) localStorage.setItem(keys.count, JSON.stringify(count));
    },
    {
      keys: { token: STORAGE_KEYS.token, profile: STORAGE_KEYS.profile, count: LAST_COUNT_KEY },
      ...stored,
    },
  );
  await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(siteUrl('localhost', hashPath));
  return page;
}

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

  it('shows a signed-in partner on home their name and the count this device last saw', async () => {
    const page = await firstPaintOf('/', {
      profile: { id: 'partner-1', first_name: 'Asha', last_name: 'Verma', partner_kind: 'DSA' },
      count: { user: 'partner-1', count: 15 },
    });
    await page.getByText('Hi, Asha Verma', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Applications', exact: true }).waitFor();
    // The count as last seen, with the spinner: the server's answer is still to come.
    await page.getByText('15 applications', { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading your applications' }).waitFor();
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    // A DSA records offline disbursements: its card is there, as the live home has it.
    await page.getByRole('heading', { name: 'Offline Disbursements' }).waitFor();
    await page.getByRole('link', { name: 'Track Your Application Here' }).waitFor();
    expect(await page.getByText(/^\d+ applications?$/).count()).toBe(1);
    await expect.poll(() => loginButton(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it("words one application as one, and shows a connector no disbursements' card", async () => {
    const page = await firstPaintOf('/', {
      profile: { id: 'partner-2', first_name: 'Ravi', last_name: '', partner_kind: 'CONNECTOR' },
      count: { user: 'partner-2', count: 1 },
    });
    await page.getByText('Hi, Ravi', { exact: true }).waitFor();
    await page.getByText('1 application', { exact: true }).waitFor();
    expect(await page.getByText(/^\d+ applications?$/).count()).toBe(1);
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Offline Disbursements' }).count()).toBe(0);
    await page.context().close();
  });

  it("shows no count that is not this partner's, nor a name the device does not hold", async () => {
    // Another partner's count on the device, and a token without its profile.
    const page = await firstPaintOf('/', { count: { user: 'someone-else', count: 7 } });
    await page.getByRole('status').filter({ hasText: 'Loading your applications' }).waitFor();
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    expect(await page.getByText(/^\d+ applications?$/).count()).toBe(0);
    expect(await page.getByText(/^Hi,/).count()).toBe(0);
    await page.context().close();
  });

  it("shows a signed-in partner's other routes the layout and a spinner, not home", async () => {
    const page = await firstPaintOf('/profile', {
      profile: { id: 'partner-1', first_name: 'Asha', last_name: 'Verma', partner_kind: 'DSA' },
      count: { user: 'partner-1', count: 15 },
    });
    await page.getByText('Hi, Asha Verma', { exact: true }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading$/ })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Applications', exact: true }).isVisible()).toBe(
      false,
    );
    expect(await page.getByText('15 applications').isVisible()).toBe(false);
    await page.context().close();
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

  it("shows the partner's name and the last count first, and the app takes over with nothing moving", async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await context.addInitScript(countLayoutShifts);
    await logInAs(page, DEMO_PARTNER.mobile);
    const shown = await page.getByTestId('application-count').textContent();
    const countLine = page.getByText(/^\d+ applications?$/);
    const createButton = page.getByRole('button', { name: 'Create Application' });
    // A cold start on home, as a partner opens the app again: the app's own module and the
    // count are held, so what shows is the first paint, before any of the app's script.
    const entry = holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    const count = holdRequests(page, '**/api/v1/loan-application/count');
    await page.reload({ waitUntil: 'commit' });
    const heldEntry = await entry.next();
    // The name from the profile the device kept at login, the count this device last showed,
    // and the spinner: the server's count is still to come.
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await countLine.waitFor();
    expect(await countLine.textContent()).toMatch(new RegExp(`^${shown} applications?$`));
    await page.getByRole('status').filter({ hasText: 'Loading your applications' }).waitFor();
    expect(await page.evaluate(() => document.getElementById('first-paint') !== null)).toBe(true);
    const lineBefore = await countLine.boundingBox();
    const buttonBefore = await createButton.boundingBox();
    // The app arrives and takes over, the count still held: the same page, in the same place.
    await heldEntry.continue();
    const heldCount = await count.next();
    await appTookOver(page);
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading your applications' }).waitFor();
    expect(await countLine.boundingBox()).toEqual(lineBefore);
    expect(await createButton.boundingBox()).toEqual(buttonBefore);
    // The server's count fills the line kept for it: nothing below it moves.
    await heldCount.continue();
    await page.getByTestId('application-count').waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Loading your applications' }).count())
      .toBe(0);
    expect((await countLine.boundingBox())?.y).toBe(lineBefore?.y);
    expect(await createButton.boundingBox()).toEqual(buttonBefore);
    await expect.poll(() => layoutShift(page)).toBe(0);
    await context.close();
  });

  it("shows the count's spinner alone, its line kept, when the device has seen no count", async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await context.addInitScript(countLayoutShifts);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.getByTestId('application-count').waitFor();
    // A device that has not shown this partner's count (as before issue 31 item 4).
    await page.evaluate((key) => localStorage.removeItem(key), LAST_COUNT_KEY);
    const network = holdRequests(page, '**/api/v1/loan-application/count');
    await page.reload();
    const held = await network.next();
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading your applications' }).waitFor();
    expect(await page.getByText(/^\d+ applications?$/).count()).toBe(0);
    // The app's own home, not the first paint's copy of it, which it replaces.
    await page.locator('#first-paint').waitFor({ state: 'detached' });
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
