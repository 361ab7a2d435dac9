import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, useBrowser, PHONE, POLL, siteUrl } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';

/*
 * Issue 6: the app works under its strict Content-Security-Policy (no inline script, inline
 * styles only with the response's nonce): none of its screens raises a violation. Every
 * violation is caught where it happens, from the page's first byte, and also as Chromium
 * reports it on the console.
 */

const browser = useBrowser();

interface Watched {
  context: BrowserContext;
  page: Page;
  violations: () => Promise<string[]>;
}

async function watchedSite(hostname: string, hashPath: string): Promise<Watched> {
  // The service worker is let in: it runs under the same policy.
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.goto(siteUrl(hostname, hashPath));
  await appTookOver(page);
  return {
    context,
    page,
    violations: async () => [
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
      ...console,
    ],
  };
}

describe('the strict Content-Security-Policy', () => {
  it('is on the page, and the app runs under it: landing, Login and Join Us sheets, home, profile', async () => {
    const site = await watchedSite('localhost', '/login');
    const { page } = site;
    const answer = await page.request.get(siteUrl('localhost', '/').replace('/#/', '/'));
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");

    await page.getByRole('button', { name: 'Join Us', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);

    await logInAs(page, DEMO_PARTNER.mobile);
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await page.getByTestId('application-count').waitFor();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.reload();
    await appTookOver(page);
    await page.getByText(DEMO_PARTNER.greeting).waitFor();

    expect(await site.violations()).toEqual([]);
    await site.context.close();
  });

  it("raises no violation for another brand's first paint, the kit's sheet, select and toasts", async () => {
    const site = await watchedSite('catfin.localhost', '/kit');
    const { page } = site;
    await page.getByRole('button', { name: 'Open sheet' }).click();
    await page.getByRole('dialog', { name: 'Example sheet' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    await page.getByRole('button', { name: 'Show info toast' }).click();
    await page.getByText('Information toast').waitFor();
    // Sonner's own stylesheet is applied: the toast sits fixed on the screen.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              getComputedStyle(document.querySelector('[data-sonner-toaster]') as Element).position,
          ),
        POLL,
      )
      .toBe('fixed');
    expect(await site.violations()).toEqual([]);
    await site.context.close();
  });
});
