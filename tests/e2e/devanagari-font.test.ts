import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { kfsEnglish } from '../../src/i18n/kfs/en';
import { kfsHindi } from '../../src/i18n/kfs/hi';
import { DEVANAGARI_FAMILY } from '../../src/ui/kit/devanagari-family';
import { applicationAtOffer, loanOfferOf, pageToken } from './support/applications';
import { appTookOver, newTestContext, PHONE, POLL, siteUrl, useBrowser } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';

/*
 * Hindi renders with the font the app ships (issue 29 item 3). This machine's Chromium has no
 * Devanagari system font (`fc-list :lang=hi` lists none), so without the shipped face Hindi is
 * drawn as empty boxes. Chromium says which font drew a node's text (DevTools' CSS domain,
 * getPlatformFontsForNode): the shipped IBM Plex Sans Devanagari, a web font, not a system one.
 * An English page downloads no font file at all.
 */

const browser = useBrowser();
/** The README's clean PAN: approved. */
const CLEAN_PAN = 'ABCPQ1234R';
/** The face inside the shipped file, as Chromium names the platform font it drew with. */
const SHIPPED_FACE = /IBM Plex Sans Devanagari/;

/** Every font file the page asks for. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url())) {
      urls.push(request.url());
    }
  });
  return urls;
}

/** The fonts Chromium drew the Devanagari text directly inside `element` with. */
async function fontsDrawing(context: BrowserContext, page: Page, element: Locator) {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-font-probe'));
    await cdp.detach();
  }
}

/** The shipped face is loaded, and it (a web font) drew the element's Devanagari. */
async function expectShippedFont(context: BrowserContext, page: Page, element: Locator) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(
      () =>
        page.evaluate((family) => document.fonts.check(`16px "${family}"`, 'क'), DEVANAGARI_FAMILY),
      POLL,
    )
    .toBe(true);
  const statuses = await page.evaluate(
    (family) =>
      [...document.fonts].filter((face) => face.family.includes(family)).map((face) => face.status),
    DEVANAGARI_FAMILY,
  );
  expect(statuses).toEqual(['loaded']);
  const fonts = await fontsDrawing(context, page, element);
  expect(fonts).toContainEqual(
    expect.objectContaining({
      familyName: expect.stringMatching(SHIPPED_FACE),
      isCustomFont: true,
      glyphCount: expect.any(Number),
    }),
  );
  const shipped = fonts.find((font) => SHIPPED_FACE.test(font.familyName));
  expect(shipped?.glyphCount).toBeGreaterThan(0);
}

describe('the shipped Devanagari font', () => {
  it('is not downloaded by the English login page', async () => {
    const context = await newTestContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const fonts = fontRequests(page);
    try {
      await page.goto(siteUrl('localhost', '/login'));
      await appTookOver(page);
      // The landing page and its Partner Login sheet, as a partner about to log in sees them.
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Partner Login' })
        .getByLabel('Mobile number')
        .waitFor();
      await page.waitForLoadState('networkidle');
      expect(fonts).toEqual([]);
      // The face is not even declared on the login route: its rule comes with the Hindi screens.
      expect(
        await page.evaluate(
          (family) => [...document.fonts].some((face) => face.family.includes(family)),
          DEVANAGARI_FAMILY,
        ),
      ).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('draws the first step’s language switch and its Hindi consents', async () => {
    const context = await newTestContext(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const fonts = fontRequests(page);
    try {
      await page.goto(siteUrl('localhost', '/apply-loan/mobile'));
      await appTookOver(page);
      const hindi = page.getByRole('group', { name: 'Language' }).getByRole('button', {
        name: 'हिन्दी',
      });
      await hindi.click();
      await expect.poll(() => hindi.getAttribute('aria-pressed'), POLL).toBe('true');
      await expectShippedFont(context, page, page.locator('span[lang="hi"]').first());
      expect(fonts.some((url) => /IBMPlexSansDevanagari-Regular.*\.woff2$/.test(url))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('draws the Hindi Key Fact Statement', async () => {
    const context = await newTestContext(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const fonts = fontRequests(page);
    try {
      await page.goto(siteUrl('localhost', '/login'));
      await appTookOver(page);
      await logInAs(page, DEMO_PARTNER.mobile);
      const token = await pageToken(page);
      const application = await applicationAtOffer(token, CLEAN_PAN);
      expect((await loanOfferOf(token, application.id)).decision).toBe('APPROVED');
      await page.goto(
        siteUrl('localhost', '/application/loan-offer').replace('/#', `/?id=${application.id}#`),
      );
      const title = page.locator('#kfs-title');
      await expect.poll(() => title.textContent(), POLL).toBe(kfsEnglish.title);
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'हिन्दी' })
        .click();
      await expect.poll(() => title.textContent(), POLL).toBe(kfsHindi.title);
      await expectShippedFont(context, page, title);
      expect(fonts.some((url) => /IBMPlexSansDevanagari-Regular.*\.woff2$/.test(url))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
