import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_REJECTED } from '../../src/machines/offer/machine';
import { REFERENCES_SAVED } from '../../src/machines/wizard/machine';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { applicationWithWorkSaved, partnerToken, saveSection } from './support/applications';
import {
  appTookOver,
  expectAccessible,
  newTestContext,
  PHONE,
  POLL,
  siteUrl,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { gate } from './support/held-requests';
import { DEMO_PARTNER } from './support/partner';

/*
 * Issue 18 §5 and §9 on a 390 px phone, against the real server: the rejection screen's reasons
 * in plain words with the overdue amount on one line, one toast for the references saved and
 * the rejection that follows, kept clear of the header and the heading, and the offer's score
 * named Credit score.
 */

const browser = useBrowser();

/** The sandbox bureau's overdue PAN: ₹48,500 overdue (docs/rules-engine.md §2). */
const OVERDUE_PAN = 'AAAPO0005O';
const OFFER = /\/api\/v1\/bureau\/bre\/loankone$/;
const TOAST = '[data-sonner-toast]';

let token: string;
beforeAll(async () => {
  token = await partnerToken(DEMO_PARTNER.mobile);
});

/** The partner's salaried personal loan with personal and employment details saved. */
const workSaved = (pan?: string) => applicationWithWorkSaved(token, 'PERSONAL_LOAN', pan);

declare global {
  interface Window {
    /** How many toasts were put on the screen since the count was last reset. */
    toastsRaised?: number;
  }
}

/**
 * The partner's wizard on a phone, at a step of the application, logged in; every toast the
 * page puts on screen is counted (a toast replaced in place is the same toast).
 */
async function openStep(
  id: string,
  step: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newTestContext(browser, { viewport: PHONE, reducedMotion: 'reduce' });
  await context.addInitScript(
    ({ key, value, selector }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      window.toastsRaised = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            window.toastsRaised =
              (window.toastsRaised ?? 0) +
              (node.matches(selector) ? 1 : 0) +
              node.querySelectorAll(selector).length;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { key: STORAGE_KEYS.token, value: token, selector: TOAST },
  );
  const page = await context.newPage();
  await page.goto(siteUrl('localhost', `/application/${step}`).replace('/#', `/?id=${id}#`));
  await appTookOver(page);
  return { context, page };
}

/** The lines a piece of text is laid out on: one rectangle per line it covers. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describe('outcome screens on a 390 px phone', () => {
  it('a rejection: reasons in plain words, the amount on one line, one toast clear of the header', async () => {
    const made = await workSaved(OVERDUE_PAN);
    const { context, page } = await openStep(made.id, 'reference-details');
    const first = page.getByRole('group', { name: 'Reference 1' });
    await first.getByRole('radio', { name: 'Personal' }).check();
    await first.getByLabel('Name', { exact: true }).fill('Meena Rao');
    await first.getByLabel('Phone Number', { exact: true }).fill('9876501234');
    await first.getByLabel('Address', { exact: true }).fill('4 Park Street, Kolkata');

    // The offer is held: the references' toast is on screen when the rejection comes back.
    const offer = await gate(page, OFFER, 'POST');
    await page.evaluate(() => (window.toastsRaised = 0));
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await offer.arrived;
    const toasts = page.locator(TOAST);
    await toasts.filter({ hasText: REFERENCES_SAVED.message }).waitFor();
    await offer.pass();

    await waitForHashPath(page, '/application/rejection');
    const heading = page.getByRole('heading', { name: 'Application Rejected', exact: true });
    await heading.waitFor();
    const toast = toasts.filter({ hasText: APPLICATION_REJECTED });
    await toast.waitFor();
    // One event, one toast: the rejection took the references' toast's place.
    await expect.poll(() => toasts.count(), POLL).toBe(1);
    expect(await page.evaluate(() => window.toastsRaised)).toBe(1);
    // Neither the header (logo, greeting) nor the screen's heading is under it.
    const [toastBox, headerBox, headingBox] = await Promise.all([
      boxOf(toast),
      boxOf(page.locator('header').first()),
      boxOf(heading),
    ]);
    expect(overlaps(toastBox, headerBox)).toBe(false);
    expect(overlaps(toastBox, headingBox)).toBe(false);

    // The reason in plain words, with what to do, and no code in capitals.
    const reason = page.getByRole('list', { name: 'Reasons' }).getByRole('listitem');
    await expect.poll(() => reason.count(), POLL).toBe(1);
    await expect
      .poll(() => reason.textContent(), POLL)
      .toBe(
        'Overdue amount presentThe bureau shows ₹48,500 overdue; once it is cleared, apply again.',
      );
    // The amount is laid out on one line, not broken as '₹48,50' over '0'.
    const amount = reason.getByText('₹48,500', { exact: true });
    expect(await linesOf(amount)).toBe(1);
    await expectAccessible(page);
    await context.close();
  });

  it("the offer names the bureau's score Credit score, its figures each on one line", async () => {
    const made = await workSaved();
    await saveSection(token, made.id, 'reference', {
      references: [
        {
          type: 'PERSONAL_REFERENCE',
          name: 'Meena Rao',
          phone: '9876501234',
          address: '4 Park Street, Kolkata',
        },
      ],
    });
    const { context, page } = await openStep(made.id, 'loan-offer');
    await page.getByRole('heading', { name: 'Loan Offer' }).waitFor();
    const score = page.getByRole('row', { name: /^Credit score/ }).getByRole('cell');
    await expect.poll(() => score.textContent(), POLL).toMatch(/^\d{3}$/);
    await expect.poll(() => page.getByText('BRE Score').count(), POLL).toBe(0);
    for (const row of ['EMI', 'Processing Fee', 'Loan Amount', 'Disbursement Date']) {
      const cell = page.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell');
      await expect.poll(() => cell.first().textContent(), POLL).not.toBe('');
      expect(await linesOf(cell.first())).toBe(1);
    }
    await context.close();
  });
});
