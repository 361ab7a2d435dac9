import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { bankListModel } from '../models/bank-list.model';
import { describeModel } from '../models/model-suite';
import { createdApplication, partnerToken } from './support/applications';
import {
  appTookOver,
  DESKTOP,
  launchBrowser,
  newTestContext,
  POLL,
  siteUrl,
} from './support/browser';
import { DEMO_PARTNER } from './support/partner';
import { holdRequests } from './support/held-requests';

/*
 * The bank-list model's paths against the real KYC step in Chromium: the list comes from the
 * real server, held at the network so the loading and failing states can be seen.
 */

const FAILED = 'Failed to load bank list';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await partnerToken(DEMO_PARTNER.mobile);
});
afterAll(async () => {
  await browser?.close();
});

const bankGroup = (page: Page) => page.getByRole('group', { name: 'Bank details' });

const states: Record<string, (page: Page) => Promise<void>> = {
  loading: async (page) => {
    await page.getByRole('heading', { name: 'Personal Details' }).waitFor();
    await expect.poll(() => page.getByText(FAILED).count(), POLL).toBe(0);
    await expect
      .poll(() => bankGroup(page).getByRole('button', { name: 'Retry' }).count(), POLL)
      .toBe(0);
  },
  listShown: async (page) => {
    await bankGroup(page)
      .getByRole('button', { name: /^Bank Name/ })
      .click();
    await page.getByRole('option', { name: 'HDFC Bank', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText(FAILED).count(), POLL).toBe(0);
  },
  failureShown: async (page) => {
    await bankGroup(page).getByText(FAILED).waitFor();
    await bankGroup(page).getByRole('button', { name: 'Retry' }).waitFor();
  },
};

describeModel(
  'bank-list model: its generated paths run against the real KYC step in Chromium',
  bankListModel,
  states,
  async (path, checks) => {
    const { id } = await createdApplication(token);
    const context = await newTestContext(browser, { viewport: DESKTOP });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [STORAGE_KEYS.token, token],
    );
    const page = await context.newPage();
    const network = holdRequests(page, '**/api/v1/bank/list');
    try {
      await page.goto(siteUrl('localhost', '/application/kyc').replace('/#', `/?id=${id}#`));
      await appTookOver(page);
      await path.test({
        states: checks(() => page),
        events: {
          LIST_ARRIVES: async () => (await network.next()).continue(),
          CONNECTION_DROPS: async () => (await network.next()).abort('internetdisconnected'),
          RETRY: () => bankGroup(page).getByRole('button', { name: 'Retry' }).click(),
        },
      });
    } finally {
      await context.close();
    }
  },
);
