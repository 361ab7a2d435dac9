import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { dashboardModel } from '../models/dashboard.model';
import { describeModel } from '../models/model-suite';
import { launchBrowser, openSite, POLL } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { holdRequests } from './support/held-requests';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const viewApplicationsDisabled = (page: Page) =>
  page.getByRole('button', { name: 'View Applications' }).isDisabled();

/** The count the server gave in the last answer passed to the page. */
let answeredCount = '';

const states: Record<string, (page: Page) => Promise<void>> = {
  loading: async (page) => {
    await page.getByText('Loading your applications').waitFor();
    await expect.poll(() => viewApplicationsDisabled(page), POLL).toBe(true);
  },
  countShown: async (page) => {
    await page.getByTestId('application-count').waitFor();
    await expect
      .poll(() => page.getByTestId('application-count').textContent(), POLL)
      .toBe(answeredCount);
    // The list opens once there is something in it.
    await expect.poll(() => viewApplicationsDisabled(page), POLL).toBe(answeredCount === '0');
  },
  failureShown: async (page) => {
    await page.getByText('Something went wrong!').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  },
};

describeModel(
  'dashboard model: its generated paths run against the real home screen in Chromium',
  dashboardModel,
  states,
  async (path, checks) => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    const network = holdRequests(page, '**/api/v1/loan-application/count');
    try {
      await logInAs(page, DEMO_PARTNER.mobile);
      await path.test({
        states: checks(() => page),
        events: {
          COUNT_ARRIVES: async () => {
            // Passed on from the real server, noting what it said: other suites add
            // applications while this one runs, so the count is whatever the server answered.
            const route = await network.next();
            const response = await route.fetch();
            const body = (await response.json()) as { data: { count: number } };
            answeredCount = String(body.data.count);
            await route.fulfill({ response });
          },
          CONNECTION_DROPS: async () => (await network.next()).abort('internetdisconnected'),
          RETRY: () => page.getByRole('button', { name: 'Try again' }).click(),
        },
      });
    } finally {
      await context.close();
    }
  },
);
