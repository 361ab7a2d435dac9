import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  appTookOver,
  expectAccessible,
  newTestContext,
  openSite,
  PHONE,
  POLL,
  siteUrl,
  smsInbox,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { englishTextNodes } from './support/hindi-text';
import { newBorrowerMobile, partnerToken } from './support/applications';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { SECOND_PARTNER_MOBILE } from '../../server/db/demo-second-partner';

/*
 * The frame of the app in Hindi (issue 32 items 2 and 5) on a 390 px phone against the real
 * server: the landing, its OTP sheets, Join Us, the borrower's tracking, the partner's header
 * and the error page speak Hindi once it is chosen on the switch, or on a first visit from a
 * browser set to Hindi; `<html lang>` says so, axe finds nothing serious, and the choice
 * survives a reload.
 */

const browser = useBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** What may stay in Latin letters here: the demo partners' names. */
const ALLOWED: RegExp[] = [/Asha Verma/g, /Karan Mehta/g];

async function expectHindi(page: Page, within?: string) {
  await expect.poll(() => htmlLang(page), POLL).toBe('hi');
  expect(await englishTextNodes(page, ALLOWED, within)).toEqual([]);
  await expectAccessible(page);
}

/** The language kept on the account of the partner whose login `token` is. */
async function accountLanguage(token: string): Promise<string> {
  const answer = await fetch(apiUrl('/v1/user/me'), { headers: { token } });
  return ((await answer.json()) as { data: { language: string } }).data.language;
}

async function setAccountLanguage(token: string, language: string): Promise<void> {
  const answer = await fetch(apiUrl('/v1/user/me'), {
    method: 'PATCH',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(answer.status).toBe(200);
}

/** The landing's switch: one button naming the other language in its own script. */
const chooseHindi = (page: Page) =>
  page.getByRole('button', { name: 'हिन्दी', exact: true }).click();

/** An OTP sheet of the landing in Hindi: the mobile, Send, the code texted, Verify. */
async function verifyInSheet(page: Page, opener: string, sheetName: string, mobile: string) {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: sheetName });
  await sheet.getByLabel('मोबाइल नंबर').waitFor();
  await expectHindi(page);
  const inbox = await smsInbox(mobile);
  await sheet.getByLabel('मोबाइल नंबर').fill(mobile);
  await sheet.getByRole('button', { name: 'ओटीपी भेजें' }).click();
  const code = await inbox.next();
  await sheet.getByRole('button', { name: 'ओटीपी सत्यापित करें' }).waitFor();
  await expectHindi(page);
  await page.getByRole('textbox', { name: 'अंक 1 / 6' }).click();
  await page.keyboard.type(code);
  await sheet.getByRole('button', { name: 'ओटीपी सत्यापित करें' }).click();
}

describe('the frame in Hindi', () => {
  it('the switch shows the landing, Join Us and tracking in Hindi, and the choice survives a reload', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    expect(await htmlLang(page)).toBe('en');
    await chooseHindi(page);
    await page.getByRole('heading', { name: 'आपके हर ग्राहक के लिए ऋण' }).waitFor();
    await expectHindi(page);
    expect(await page.evaluate(() => localStorage.getItem('rinn.language'))).toBe('hi');

    await page.reload();
    await appTookOver(page);
    await page.getByRole('heading', { name: 'आपके हर ग्राहक के लिए ऋण' }).waitFor();
    await expectHindi(page);

    // Join Us: the sheet, then Partner Registration.
    await verifyInSheet(page, 'हमसे जुड़ें', 'हमसे जुड़ें', newBorrowerMobile());
    await waitForHashPath(page, '/join-us');
    await page.getByRole('heading', { name: 'पार्टनर पंजीकरण' }).waitFor();
    await expectHindi(page);

    // The borrower's tracking, with its own switch in the header.
    await page.goto(siteUrl('localhost', '/apply-loan/track'));
    await appTookOver(page);
    await page.getByRole('heading', { name: 'अपने आवेदन की स्थिति देखें' }).waitFor();
    await expectHindi(page);

    // And back to English from the header's switch.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Track Your Application' }).waitFor();
    await expect.poll(() => htmlLang(page), POLL).toBe('en');
    await context.close();
  });

  it('a partner’s header and the error page speak Hindi after logging in', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    await chooseHindi(page);
    await page.getByRole('heading', { name: 'आपके हर ग्राहक के लिए ऋण' }).waitFor();
    await verifyInSheet(page, 'लॉग इन', 'पार्टनर लॉग इन', DEMO_PARTNER.mobile);
    await waitForHashPath(page, '/');
    await page.getByText('नमस्ते, Asha Verma').waitFor();
    // The home screen is another area's: the header is this suite's.
    await expectHindi(page, 'header');
    await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).waitFor();

    // The connection drops while the profile screen's code is on its way.
    await page.route(/\/assets\/ProfileScreen-.*\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.getByRole('link', { name: 'प्रोफ़ाइल' }).click();
    await page.getByRole('heading', { name: 'ऐप में अचानक गड़बड़ी हुई!' }).waitFor();
    await expectHindi(page);
    await context.close();
  });

  it('a first visit from a browser set to Hindi opens in Hindi', async () => {
    const context = await newTestContext(browser, {
      viewport: PHONE,
      reducedMotion: 'reduce',
      locale: 'hi-IN',
    });
    const page = await context.newPage();
    await page.goto(siteUrl('localhost', '/login'));
    await appTookOver(page);
    await page.getByRole('heading', { name: 'आपके हर ग्राहक के लिए ऋण' }).waitFor();
    await expectHindi(page);
    // The switch offers English, named in English.
    const english = page.getByRole('button', { name: 'English', exact: true });
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await page.getByRole('button', { name: 'हिन्दी', exact: true }).count()).toBe(0);
    await context.close();
  });
  it('keeps a partner’s choice on their account: logging in on another phone opens in Hindi', async () => {
    const token = await partnerToken(SECOND_PARTNER_MOBILE);
    const first = await openSite(browser, 'localhost', '/login', PHONE);
    const second = await newTestContext(browser, { viewport: PHONE });
    try {
      expect(await accountLanguage(token)).toBe('en');
      await logInAs(first.page, SECOND_PARTNER_MOBILE);
      await first.page
        .getByRole('banner')
        .getByRole('button', { name: 'हिन्दी', exact: true })
        .click();
      await expect.poll(() => htmlLang(first.page), POLL).toBe('hi');
      await expect.poll(() => accountLanguage(token), POLL).toBe('hi');

      // Another phone, nothing chosen on it: the login is in the browser's English, home in Hindi.
      const page = await second.newPage();
      await page.goto(siteUrl('localhost', '/login'));
      await logInAs(page, SECOND_PARTNER_MOBILE);
      await expect.poll(() => htmlLang(page), POLL).toBe('hi');
      expect(await page.evaluate(() => localStorage.getItem('rinn.language'))).toBe('hi');
      await page.getByText('नमस्ते, Karan Mehta').waitFor();
      await expectHindi(page);
    } finally {
      await setAccountLanguage(token, 'en'); // other suites log in as this partner and read English
      await first.context.close();
      await second.close();
    }
  });
});
