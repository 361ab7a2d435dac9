import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../../src/services/storage/token-store';
import {
  appTookOver,
  newTestContext,
  PHONE,
  siteUrl,
  smsInbox,
  type Viewport,
  waitForHashPath,
} from './browser';

export const DEMO_PARTNER = { mobile: '9876543210', greeting: 'Hi, Asha Verma' } as const;
export const DEMO_ADMIN = { mobile: '9123456780' } as const;

/** Opens Partner Login from the landing page and asks for a code for `mobile`. */
export async function requestLoginCode(page: Page, mobile: string): Promise<string> {
  const inbox = await smsInbox(mobile);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Partner Login' });
  await sheet.getByLabel('Mobile number').fill(mobile);
  await sheet.getByRole('button', { name: 'Send OTP' }).click();
  return inbox.next();
}

/** Types a code into the six OTP boxes the way a person does: one digit after another. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Logs in through the real OTP flow; the caller waits for where the app goes next. */
export async function submitLogin(page: Page, mobile: string): Promise<void> {
  const code = await requestLoginCode(page, mobile);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Logs in through the real OTP flow and waits for the home dashboard. */
export async function logInAs(page: Page, mobile: string): Promise<void> {
  await submitLogin(page, mobile);
  await waitForHashPath(page, '/');
}

/**
 * The site opened on home, already logged in as the partner whose login `token` is (from a real
 * API login: partnerToken in support/applications.ts), kept in the device's storage as the app
 * keeps a login. For the suites whose subject is a screen after the login: each of their paths
 * otherwise went through the login sheet and a texted code first. The suites about the login
 * itself (otp.model, auth.model, login) log in through the screens.
 */
export async function openAsPartner(
  browser: Browser,
  token: string,
  viewport: Viewport = PHONE,
  hostname = 'localhost',
): Promise<{ context: BrowserContext; page: Page }> {
  const home = siteUrl(hostname, '/');
  const context = await newTestContext(browser, {
    viewport,
    reducedMotion: 'reduce',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(home).origin,
          localStorage: [{ name: STORAGE_KEYS.token, value: token }],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto(home);
  await appTookOver(page);
  await waitForHashPath(page, '/');
  return { context, page };
}
