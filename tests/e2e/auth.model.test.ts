import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MODEL_STATES, authModel, authTestModel } from '../models/auth.model';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import { apiUrl, launchBrowser, openSite, POLL, waitForHashPath } from './support/browser';
import { DEMO_ADMIN, DEMO_PARTNER, logInAs, requestLoginCode, typeCode } from './support/partner';

const NOT_AN_AGENT_TEXT = 'This app is for partner agents only. Please log in as an agent.';
const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('TOKEN'));

/** Each model state, as what the person sees and what the device keeps. */
const states: Record<string, (page: Page) => Promise<void>> = {
  loginShown: async (page) => {
    await waitForHashPath(page, '/login');
    // The login screen has rendered before its absent messages are looked for.
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect.poll(() => page.getByText(NOT_AN_AGENT_TEXT).count(), POLL).toBe(0);
    await expect.poll(() => page.getByText(SESSION_EXPIRED_TEXT).count(), POLL).toBe(0);
    await expect.poll(() => storedToken(page), POLL).toBeNull();
  },
  notAgentShown: async (page) => {
    await waitForHashPath(page, '/login');
    await page.getByText(NOT_AN_AGENT_TEXT).waitFor();
    await expect.poll(() => storedToken(page), POLL).toBeNull();
  },
  expiredShown: async (page) => {
    await waitForHashPath(page, '/login');
    await page.getByText(SESSION_EXPIRED_TEXT).waitFor();
    await expect.poll(() => storedToken(page), POLL).toBeNull();
  },
  homeShown: async (page) => {
    await waitForHashPath(page, '/');
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await page.getByTestId('application-count').waitFor();
    await expect.poll(() => storedToken(page), POLL).toBeTruthy();
  },
};

const paths = authTestModel.getShortestPaths();
const asserted = new Set<string>();

describe('auth model: its generated paths run against the real app in Chromium', () => {
  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(states).sort()).toEqual([...AUTH_MODEL_STATES].sort());
    expect(uncoveredTransitions(authModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    try {
      await path.test({
        states: recordedChecks(states, asserted, () => page),
        events: {
          LOGIN: () => logInAs(page, DEMO_PARTNER.mobile),
          NON_AGENT_LOGIN: async () => {
            const code = await requestLoginCode(page, DEMO_ADMIN.mobile);
            await typeCode(page, code);
            await page.getByRole('button', { name: 'Verify OTP' }).click();
          },
          LOGOUT: async () => {
            await page.getByRole('link', { name: 'Profile' }).click();
            await page.getByRole('button', { name: 'Logout' }).click();
          },
          // The session is revoked elsewhere; the next call the app makes answers 401.
          SESSION_EXPIRED: async () => {
            const token = await storedToken(page);
            const response = await fetch(apiUrl('/v1/user/logout'), {
              method: 'PUT',
              headers: { token: token ?? '' },
            });
            expect(response.status).toBe(200);
            // Back to the dashboard, as a person would, once the profile has shown: the
            // dashboard then asks the server for the count, and the server says 401.
            await page.getByRole('link', { name: 'Profile' }).click();
            await page.getByRole('heading', { name: 'Your details' }).waitFor();
            await page.getByRole('link', { name: 'Home', exact: true }).click();
          },
          RELOAD: async () => {
            await page.reload();
          },
        },
      });
    } finally {
      await context.close();
    }
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...AUTH_MODEL_STATES].sort());
  });
});
