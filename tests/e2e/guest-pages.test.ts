import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import {
  appTookOver,
  expectAccessible,
  newTestContext,
  openSite,
  PHONE,
  POLL,
  siteUrl,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { field } from './support/wizard-pages';
import { borrowerApplicationToComplete } from './support/tracked-applications';

/*
 * Issue 18 §6 on a 390 px phone against the real server: the borrower's pages wear the brand's
 * header, the apply page is titled for the borrower, the success page is readable and leads on
 * (tracking, prefilled, and home) with nothing of the borrower left on the device, and a brand
 * without Apply Now shows its landing when the apply address is typed.
 */

const browser = useBrowser();

/** The brand's header: its logo, a link to the landing named "<brand> home". */
const headerLogo = (page: Page, brandName: string) =>
  page.getByRole('banner').getByRole('link', { name: `${brandName} home`, exact: true });

/**
 * The points of an element (its centre and the middle of each edge, just inside) where something
 * else is on top: empty when nothing covers it.
 */
function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 2;
    const points: [string, number, number][] = [
      ['centre', box.left + box.width / 2, box.top + box.height / 2],
      ['left', box.left + inset, box.top + box.height / 2],
      ['right', box.right - inset, box.top + box.height / 2],
      ['top', box.left + box.width / 2, box.top + inset],
      ['bottom', box.left + box.width / 2, box.bottom - inset],
    ];
    return points
      .filter(([, x, y]) => {
        const topmost = document.elementFromPoint(x, y);
        return !topmost || !element.contains(topmost);
      })
      .map(([name]) => name);
  });
}

/**
 * A borrower's own application with everything saved, completed on the page (Submit
 * Application), up to its success page. The guest token is seeded once, as the wizard's OTP
 * would have kept it, so what the test then sees in storage is the page's doing.
 */
async function submittedOnPage() {
  const made = await borrowerApplicationToComplete();
  const context = await newTestContext(browser, { viewport: PHONE, reducedMotion: 'reduce' });
  await context.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('seeded') === null) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem(key, value);
      }
    },
    { key: STORAGE_KEYS.guestToken, value: made.guest },
  );
  const page = await context.newPage();
  await page.goto(
    siteUrl('localhost', '/apply-loan/complete-application').replace('/#', `/?id=${made.id}#`),
  );
  await appTookOver(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await waitForHashPath(page, '/apply-loan/success');
  await page.getByRole('heading', { name: 'Application Received', level: 1 }).waitFor();
  return { context, page, made };
}

describe('the guest pages', () => {
  it("wear the brand's header, and the apply page is titled for the borrower", async () => {
    const { context, page } = await openSite(browser, 'localhost', '/apply-loan/mobile', PHONE);
    await page.getByRole('heading', { name: 'Apply for a loan', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Create Application' }).count()).toBe(0);
    const logo = headerLogo(page, 'Rinn');
    await logo.waitFor();
    expect(await logo.getByRole('img', { name: 'Rinn' }).getAttribute('src')).toBe(
      '/brands/default/logo.svg',
    );
    await expectAccessible(page);
    // The logo leads to the brand's landing.
    await logo.click();
    await waitForHashPath(page, '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();

    // Tracking too, on another brand's site with its own logo.
    await page.goto(siteUrl('catfin.localhost', '/apply-loan/track'));
    await appTookOver(page);
    await page.getByRole('heading', { name: 'Track Your Application' }).waitFor();
    const catfinLogo = headerLogo(page, 'Catfin');
    expect(await catfinLogo.getByRole('img').getAttribute('src')).toBe('/brands/catfin/logo.svg');
    await expectAccessible(page);
    await catfinLogo.click();
    await waitForHashPath(page, '/login');
    await context.close();
  });

  it('end a submission readable, with nothing of the borrower left on the device', async () => {
    const { context, page, made } = await submittedOnPage();
    const heading = page.getByRole('heading', { name: 'Application Received', level: 1 });
    // The submit's toast is up with the page: it must not sit on the heading.
    await page.getByText('Application submitted successfully').waitFor();
    expect(await coveredPoints(heading)).toEqual([]);
    await page.getByText(`Tracker ID: ${made.trackerId}`).waitFor();
    await headerLogo(page, 'Rinn').waitFor();
    // The guest token went with the submit, and the wizard kept nothing.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.guestToken), POLL)
      .toBeNull();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.wizard), POLL)
      .toBeNull();
    await expectAccessible(page);

    // Home: the landing, where Apply Now starts a new application (the submitted one's id does
    // not travel along in the address).
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await waitForHashPath(page, '/login');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await waitForHashPath(page, '/apply-loan/mobile');
    await page.getByRole('heading', { name: 'Apply for a loan' }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();
    await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toBe('');
    await context.close();
  });

  it('lead from the success page to tracking, with the tracker id typed in', async () => {
    const { context, page, made } = await submittedOnPage();
    await page.getByRole('link', { name: 'View application' }).click();
    await waitForHashPath(page, '/apply-loan/track');
    await expect.poll(() => field(page, 'Tracker ID').inputValue(), POLL).toBe(made.trackerId);
    await headerLogo(page, 'Rinn').waitFor();
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByRole('heading', { name: 'Application status' }).waitFor();
    await page
      .getByText(
        `Application ${made.trackerId} is submitted and being reviewed by our lending partners.`,
      )
      .waitFor();
    await context.close();
  });

  it('show the landing, not the apply form, on a brand without Apply Now', async () => {
    // Catfin's landing has no Apply Now; its address typed in opens the landing instead.
    const { context, page } = await openSite(browser, 'catfin.localhost', '/apply-loan/mobile');
    await waitForHashPath(page, '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.getByRole('img', { name: 'Catfin' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Apply for a loan' }).count()).toBe(0);
    // Typed again while the app is running: the same.
    await page.evaluate(() => {
      location.hash = '#/apply-loan/kyc';
    });
    await waitForHashPath(page, '/login');
    expect(await field(page, 'Mobile Number').count()).toBe(0);
    await context.close();
  });
});
