import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBorrowerMobile } from './support/applications';
import { openSite, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { fillFirstStep, otpModal } from './support/wizard-pages';

/*
 * Where focus goes for a keyboard or screen-reader user: to the new screen's heading after each
 * navigation (once, in the app's router: src/ui/app/route-focus.ts), and back to what opened a
 * dialog when it closes.
 */

const browser = useBrowser();

/** What has focus, as a person would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}: ${active.textContent?.trim() ?? ''}` : '';
  });

describe('focus follows the person', () => {
  it('after each navigation focus is on the new screen’s heading', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    // A keyboard user follows Track Here from the landing.
    await page.getByRole('link', { name: 'Track Here' }).focus();
    await page.keyboard.press('Enter');
    await waitForHashPath(page, '/apply-loan/track');
    await expect.poll(() => focused(page), POLL).toBe('h1: Track Your Application');

    await page.goto(page.url().replace(/#.*$/, '#/login'));
    await logInAs(page, DEMO_PARTNER.mobile);
    await expect.poll(() => focused(page), POLL).toMatch(/^h1: /);
    // The header's Profile link stays where it is; focus still moves to the profile's heading.
    await page.getByRole('link', { name: 'Profile' }).click();
    await waitForHashPath(page, '/profile');
    await expect.poll(() => focused(page), POLL).toBe('h1: Your details');
    // Back, as the browser's button does it.
    await page.goBack();
    await waitForHashPath(page, '/');
    await page.getByRole('link', { name: 'Track Your Application Here' }).click();
    await waitForHashPath(page, '/track');
    await expect.poll(() => focused(page), POLL).toBe('h1: Track Your Application');
    // The heading takes focus without joining the Tab order.
    expect(await page.locator('h1').first().getAttribute('tabindex')).toBe('-1');
    await context.close();
  });

  it('closing the OTP modal with Escape gives focus back to Continue', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/application/mobile'));
    await fillFirstStep(page, newBorrowerMobile(), 'Salaried/Professional', 'Personal Loan');
    const cont = page.getByRole('button', { name: 'Continue' });
    await cont.focus();
    await page.keyboard.press('Enter');
    await otpModal(page).waitFor();
    await page.keyboard.press('Escape');
    await otpModal(page).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), POLL).toBe('button: Continue');
    await context.close();
  });
});
