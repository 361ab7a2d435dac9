import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lenders } from '../../src/brands/lenders';
import {
  apiUrl,
  DESKTOP,
  expectAccessible,
  useBrowser,
  newTestContext,
  openSite,
  PHONE,
  POLL,
  siteUrl,
  smsInbox,
  waitForHashPath,
} from './support/browser';
import { DEMO_PARTNER, logInAs, typeCode } from './support/partner';

const browser = useBrowser();

/** A mobile no other test uses: Join Us accepts any number. */
const freshMobile = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('every screen, as a visitor or a partner sees it', () => {
  it('the landing names every banking partner', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    for (const lender of lenders) {
      await page.getByRole('img', { name: lender.name, exact: true }).first().waitFor();
    }
    await context.close();
  });

  it('Join Us verifies any mobile with a guest OTP and opens Partner Registration', async () => {
    const mobile = freshMobile();
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await page.getByRole('button', { name: 'Join Us' }).click();
    const sheet = page.getByRole('dialog', { name: 'Join Us' });
    // Axe checks the sheet once it is open, not the landing a frame before.
    await sheet.waitFor();
    await expectAccessible(page);
    const inbox = await smsInbox(mobile);
    await sheet.getByLabel('Mobile number').fill(mobile);
    await sheet.getByRole('button', { name: 'Send OTP' }).click();
    await typeCode(page, await inbox.next());
    await sheet.getByRole('button', { name: 'Verify OTP' }).click();

    await waitForHashPath(page, '/join-us');
    await page.getByRole('heading', { name: 'Partner Registration' }).waitFor();
    await page.getByText(`Mobile +91 ${mobile} is verified.`).waitFor();
    // The guest token is stored for the registration calls; nobody is logged in.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guest_token')), POLL)
      .toBeTruthy();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('TOKEN')), POLL).toBeNull();
    await expectAccessible(page);
    // The registration is kept on the device with the guest token that verified its mobile
    // (issue 29 item 7): a reload (a phone's camera can reload the tab) keeps the mobile.
    await page.reload();
    await waitForHashPath(page, '/join-us');
    await page.getByText(`Mobile +91 ${mobile} is verified.`).waitFor();
    // Without that token on the device the verified mobile is gone: back to the Join Us sheet.
    await page.evaluate(() => localStorage.removeItem('guest_token'));
    await page.reload();
    await waitForHashPath(page, '/login/join-us');
    await page.getByRole('dialog', { name: 'Join Us' }).waitFor();
    await context.close();
  });

  it('Partner Registration without a verified mobile goes back to the Join Us sheet', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/join-us');
    await waitForHashPath(page, '/login/join-us');
    await page.getByRole('dialog', { name: 'Join Us' }).waitFor();
    await context.close();
  });

  it('screens of later issues say so, for partners, and unknown pages say not found', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page);
    // Under Join Us's route too.
    await page.goto(page.url().replace(/#.*$/, '#/join-us/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    await page.goto(page.url().replace(/#.*$/, '#/login'));
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/application/track'));
    await page.getByRole('heading', { name: 'Track Application' }).waitFor();
    await page
      .getByText('This screen arrives with a later issue. Nothing here works yet.')
      .waitFor();
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('the home’s and the landing’s tracking links open the tracking screens', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await page.getByRole('link', { name: 'Track Here' }).click();
    await waitForHashPath(page, '/apply-loan/track');
    await page.getByRole('heading', { name: 'Track Your Application' }).waitFor();
    await page.getByLabel('Tracker ID', { exact: true }).waitFor();

    await page.goto(page.url().replace(/#.*$/, '#/login'));
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.getByRole('link', { name: 'Track Your Application Here' }).click();
    await waitForHashPath(page, '/track');
    await page.getByRole('heading', { name: 'Track Your Application' }).waitFor();
    await page.getByLabel('Tracker ID', { exact: true }).waitFor();
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('a screen whose code cannot be loaded shows the fallback page', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await logInAs(page, DEMO_PARTNER.mobile);
    // The connection drops while the profile screen's code is on its way.
    await page.route(/\/assets\/ProfileScreen-.*\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('the favicon comes from the tenant config, and falls back to the brand’s own', async () => {
    const favicon = (page: Page) =>
      page.waitForFunction(
        (expected) => document.querySelector('link[rel="icon"]')?.getAttribute('href') === expected,
        '/brands/catfin/favicon.svg',
      );
    const shown = await openSite(browser, 'catfin.localhost', '/login');
    await favicon(shown.page);
    await shown.context.close();

    // The tenant config decides: the real server's answer, with a different favicon_url.
    const context = await newTestContext(browser);
    const page = await context.newPage();
    await page.route('**/api/v1/public/tenant/hostname/*/config', async (route) => {
      // Node cannot resolve *.localhost as Chromium does: ask the same server by localhost.
      const answer = await route.fetch({
        url: apiUrl('/v1/public/tenant/hostname/catfin.localhost/config'),
      });
      const body = (await answer.json()) as { data: { favicon_url: string } };
      body.data.favicon_url = '/brands/catfin/favicon-from-tenant.svg';
      await route.fulfill({ response: answer, json: body });
    });
    await page.goto(siteUrl('catfin.localhost', '/login'));
    await page.waitForFunction(
      () =>
        document.querySelector('link[rel="icon"]')?.getAttribute('href') ===
        '/brands/catfin/favicon-from-tenant.svg',
    );
    await context.close();

    // Without an answer, the brand's own favicon stays.
    const offline = await newTestContext(browser);
    const offlinePage = await offline.newPage();
    let asked = false;
    await offlinePage.route('**/api/v1/public/tenant/hostname/*/config', (route) => {
      asked = true;
      return route.abort('internetdisconnected');
    });
    await offlinePage.goto(siteUrl('catfin.localhost', '/login'));
    await offlinePage.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect.poll(() => asked, POLL).toBe(true);
    await favicon(offlinePage);
    await offline.close();
  });

  it('from 1024 px the app is a phone-width column on a decorated frame', async () => {
    const wide = await openSite(browser, 'catfin.localhost', '/login', DESKTOP);
    const mainWidth = (page: Page) =>
      page
        .locator('main')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(() => mainWidth(wide.page), POLL).toBeLessThanOrEqual(480);
    await wide.context.close();

    const phone = await openSite(browser, 'catfin.localhost', '/login', PHONE);
    await expect.poll(() => mainWidth(phone.page), POLL).toBe(PHONE.width);
    await phone.context.close();
  });
});
