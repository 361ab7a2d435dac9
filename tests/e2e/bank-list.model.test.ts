import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import {
  BANK_LIST_MODEL_STATES,
  bankListModel,
  bankListTestModel,
} from '../models/bank-list.model';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
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

const paths = bankListTestModel.getShortestPaths();
const asserted = new Set<string>();

describe('bank-list model: its generated paths run against the real KYC step in Chromium', () => {
  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(states).sort()).toEqual([...BANK_LIST_MODEL_STATES].sort());
    expect(uncoveredTransitions(bankListModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
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
        states: recordedChecks(states, asserted, () => page),
        events: {
          LIST_ARRIVES: async () => (await network.next()).continue(),
          CONNECTION_DROPS: async () => (await network.next()).abort('internetdisconnected'),
          RETRY: () => bankGroup(page).getByRole('button', { name: 'Retry' }).click(),
        },
      });
    } finally {
      await context.close();
    }
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...BANK_LIST_MODEL_STATES].sort());
  });
});
