import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { DEMO_LENDER_STATUSES } from '../../server/db/demo-lender-statuses';
import lenders from '../../src/domain/lenders/catalog.json';
import { pageToken } from './support/applications';
import {
  apiUrl,
  appTookOver,
  expectAccessible,
  openSite,
  POLL,
  siteUrl,
  useBrowser,
} from './support/browser';
import { englishTextNodes } from './support/hindi-text';
import { DEMO_PARTNER, logInAs } from './support/partner';

/*
 * Issue 32 item 2 for the partner portal, on a 390 px phone against the real server: with Hindi
 * chosen on the device (`rinn.language` = 'hi' before the app loads), the demo partner's
 * applications list, an application's lenders with a lender's decision, the offline
 * disbursement cases (one recorded) and the Links tab with a link's QR open show no visible
 * English text, `<html lang>` says hi, and axe finds no serious violation.
 */

const browser = useBrowser();

/** Words the glossary keeps in Latin letters, and what is a name, an id or a figure. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAMES = [
  ...DEMO_APPLICATIONS.map((app) => app.name),
  ...lenders.map((lender) => lender.name),
  // The seeded offline disbursement cases' borrowers (server/db/demo-second-partner.ts).
  'Ramesh Iyer',
  'Lakshmi Rao',
  'Imran Sheikh',
  'Asha Verma',
  'Rinn',
  // Lead sources that are brand names (the UTM form's choices, a link's source).
  'Facebook',
  'Google',
  'Instagram',
  'LinkedIn',
  'Outlook',
  'Reddit',
  'Skype',
  'Whatsapp',
  'X (Twitter)',
  'Zoom',
];
/** A link's address, whole: before anything inside it is taken out. */
const LINKS = /https?:\/\/\S+/g;
const ALLOW: RegExp[] = [
  ...NAMES.map((name) => new RegExp(escape(name), 'g')),
  /\b[A-Z0-9-]*\d[A-Z0-9-]*\b/g, // ids and codes with a digit (tracker ids, PAN, IFSC, references)
  /\bX+\d+\b/g, // masked numbers
  /(?<=टिप्पणी: ).*/g, // remarks as the person who returned the application typed them
  /\bUTM\b/g, // a code the glossary keeps in Latin letters
];

/**
 * No English on what the page shows now (besides `alsoAllowed`, what the test itself typed),
 * `<html lang="hi">`, and no serious axe violation.
 */
async function expectHindi(page: Page, alsoAllowed: string[] = []): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  // What the test typed goes before the general patterns, whole: they would take its digits out.
  const allow = [LINKS, ...alsoAllowed.map((text) => new RegExp(escape(text), 'g')), ...ALLOW];
  await expect.poll(() => englishTextNodes(page, allow), POLL).toEqual([]);
  await expectAccessible(page);
}

/**
 * Opens `hashPath` (with `pageQuery` in the page's own query, where the screen reads it) with
 * the app loading anew: Hindi is read from the device at start.
 */
async function openInHindi(page: Page, hashPath: string, pageQuery = ''): Promise<void> {
  await page.goto(siteUrl('localhost', hashPath).replace('/#', `/${pageQuery}#`));
  await page.reload();
  await appTookOver(page);
}

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

/** Seeded (server/db): an application a lender has answered. */
const MEERA = DEMO_APPLICATIONS.find((app) => app.trackerId === '90000007')!;

let page: Page;
let token: string;

beforeAll(async () => {
  // The demo partner logs in through the real OTP login (in English, the default), then chooses
  // Hindi on the device: every page below loads with it.
  ({ page } = await openSite(browser, 'localhost', '/login'));
  await logInAs(page, DEMO_PARTNER.mobile);
  token = await pageToken(page);
  await page.evaluate(() => localStorage.setItem('rinn.language', 'hi'));
});

afterAll(async () => {
  await page?.context().close();
});

describe('the partner portal in Hindi at 390 px', () => {
  it('the applications list', async () => {
    await openInHindi(page, '/applications');
    await page.getByRole('heading', { name: 'आवेदन', level: 1 }).waitFor();
    await page
      .getByRole('listitem', { name: /^आवेदन \d+/ })
      .first()
      .waitFor();
    // Amounts keep Indian grouping and Latin digits.
    await expect
      .poll(() => page.locator('main').textContent(), POLL)
      .toMatch(/₹\d{1,2},\d{2},\d{3}/);
    await expectHindi(page);
  });

  it('a lender’s decision on an application', async () => {
    await openInHindi(page, '/application/prefferred-lenders', `?id=${MEERA.id}`);
    await page.getByRole('heading', { name: 'ऋणदाता', level: 1 }).waitFor();
    await page.getByText(`ट्रैकर आईडी ${MEERA.trackerId}`).waitFor();
    await expect
      .poll(() => page.getByTestId('lender-decision').first().textContent(), POLL)
      .toMatch(/^फ़ैसला:/);
    // The reasons Kaveri gave, in its own words (server/db/demo-lender-statuses.ts): a lender's data.
    const reasons = DEMO_LENDER_STATUSES.flatMap((entry) =>
      entry.lenderId === 'kaveri' ? ((entry.raw['reasons'] as string[] | undefined) ?? []) : [],
    );
    await expectHindi(page, reasons);
  });

  it('a recorded offline disbursement case', async () => {
    const borrower = `Nisha Rao ${Date.now().toString(36)}`;
    await api('/v1/payout/case', token, {
      tracker_id: 'DSB-HI-1',
      name: borrower,
      loan_type: 'HOME_LOAN',
      required_amount: 2_500_000,
      remarks: '',
      lender_info: [{ lender_id: 'protium', disbursement_date: '2026-01-15', is_pendency: false }],
    });
    await openInHindi(page, '/disbursment-cases');
    await page.getByRole('heading', { name: 'ऑफ़लाइन संवितरण', level: 1 }).waitFor();
    await page.getByText(borrower).first().waitFor();
    await expect.poll(() => page.locator('main').textContent(), POLL).toContain('₹25,00,000');
    await expectHindi(page, [borrower]);
  });

  it('the Links tab with a link’s QR open', async () => {
    for (const campaign of [`mela ${Date.now().toString(36)} #2`, 'diwali']) {
      await api('/v1/user/qr', token, {
        base_url: siteUrl('localhost', '/').replace(/\/#\/$/, ''),
        utm_source: 'Leaflet',
        utm_campaign: campaign,
        application_source: 'NORMAL',
      });
    }
    await openInHindi(page, '/profile?tab=links');
    await page.getByRole('heading', { name: 'मेरे क्यूआर कोड' }).waitFor();
    await page.getByRole('button', { name: 'क्यूआर कोड देखें' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'क्यूआर कोड' });
    await sheet.getByRole('img', { name: /का क्यूआर कोड$/ }).waitFor();
    // The campaigns on the page are what partners typed (other suites' links among them).
    const shown = await api<{ list: Array<{ utm_campaign?: string | null }> }>(
      '/v1/utm/link?page=0',
      token,
    );
    const campaigns = shown.list.map((link) => link.utm_campaign ?? '').filter(Boolean);
    await expectHindi(page, ['diwali', ...campaigns]);
  });
});
