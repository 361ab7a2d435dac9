import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/dates';
import { formatRupees } from '../../src/domain/money';
import { kfsEnglish } from '../../src/i18n/kfs/en';
import { acknowledgeKfs, applicationAtOffer, loanOfferOf, pageToken } from './support/applications';
import { apiUrl, openSite, POLL, siteUrl, useBrowser, type Viewport } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';

/*
 * The Key Fact Statement and the acceptance on a phone (issue 29 item 1): at 390 and 320 px
 * every figure of the statement's summary and of 'Confirm Loan Acceptance' is on screen and
 * reads as formatted, the page never scrolls sideways, only the repayment schedule may scroll
 * inside its own labelled box, and the acknowledgement's code sheet fits a 320 px phone.
 */

const browser = useBrowser();
/** The README's clean PAN: approved. */
const CLEAN_PAN = 'ABCPQ1234R';

interface Statement {
  sanctioned_amount: number;
  upfront_charges: { kind: 'PROCESSING_FEE' | 'INSURANCE' | 'OTHER'; amount: number }[];
  total_upfront_charges: number;
  net_disbursed_amount: number;
  apr: number;
  instalment_amount: number;
  interest_rate: number;
  tenure_months: number;
}

interface Offer {
  selected_loan_amount: number;
  final_emi: number;
  max_tenure_allowed: number;
  interest_rate: number;
  disbursement_date: string;
  emi_start_date: string;
}

const offerStepUrl = (id: string) =>
  siteUrl('localhost', '/application/loan-offer').replace('/#', `/?id=${id}#`);
const kfsSection = (page: Page) => page.locator('section[aria-labelledby="kfs-title"]');

async function read<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(apiUrl(path), {
    ...init,
    headers: { token, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element is wholly inside the viewport's width (and height, with `whole`). */
async function expectOnScreen(element: Locator, viewport: Viewport, whole = false) {
  // A figure of the page may be scrolled to; what a sheet shows must be there as it opens.
  if (!whole) await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  if (whole) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
}

/** The row's value reads `text`, and both the label and the value are on screen. */
async function expectRow(row: Locator, value: Locator, text: string, viewport: Viewport) {
  expect((await value.textContent())?.trim()).toBe(text);
  await expectOnScreen(row, viewport);
  await expectOnScreen(value, viewport);
}

/** The partner on the offer step of a new approved application, its statement shown. */
async function atOffer(viewport: Viewport, acknowledged: boolean) {
  const opened = await openSite(browser, 'localhost', '/login', viewport);
  await logInAs(opened.page, DEMO_PARTNER.mobile);
  const token = await pageToken(opened.page);
  const application = await applicationAtOffer(token, CLEAN_PAN);
  expect((await loanOfferOf(token, application.id)).decision).toBe('APPROVED');
  if (acknowledged) await acknowledgeKfs(token, application.id);
  await opened.page.goto(offerStepUrl(application.id));
  await kfsSection(opened.page).getByRole('row', { name: kfsEnglish.proposalNumber }).waitFor();
  return { ...opened, token, application };
}

describe.each([
  { width: 390, height: 844 },
  { width: 320, height: 640 },
])('the Key Fact Statement at $width px', (viewport) => {
  it('shows every summary figure and every figure accepted, on screen and formatted', async () => {
    const { context, page, token, application } = await atOffer(viewport, true);
    try {
      const kfs = await read<Statement>(token, `/v1/loan-application/${application.id}/kfs`);
      const summary = kfsSection(page).locator('table').first();
      const figure = async (label: string, text: string) => {
        const row = summary
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
        await expectRow(row, row.getByRole('cell'), text, viewport);
      };
      await figure(kfsEnglish.sanctionedAmount, formatRupees(kfs.sanctioned_amount));
      expect(kfs.upfront_charges.length).toBeGreaterThan(0);
      for (const charge of kfs.upfront_charges) {
        await figure(kfsEnglish.charge[charge.kind], formatRupees(charge.amount));
      }
      await figure(kfsEnglish.totalUpfrontCharges, formatRupees(kfs.total_upfront_charges));
      await figure(kfsEnglish.netDisbursedAmount, formatRupees(kfs.net_disbursed_amount));
      await figure(kfsEnglish.apr, `${kfs.apr}%`);
      await figure(kfsEnglish.instalmentAmount, formatRupees(kfs.instalment_amount));
      await figure(kfsEnglish.interestRate, `${kfs.interest_rate}%`);
      await figure(kfsEnglish.tenure, `${kfs.tenure_months} months`);
      await expectNoSidewaysScroll(page);

      // Only the schedule scrolls, inside its own labelled box that a keyboard can scroll.
      await kfsSection(page).getByText(kfsEnglish.schedule).click();
      const scheduleBox = page.getByRole('region', { name: kfsEnglish.schedule });
      await scheduleBox.locator('tbody tr').first().waitFor();
      expect(await scheduleBox.getAttribute('tabindex')).toBe('0');
      await expectOnScreen(scheduleBox, viewport);
      await expectNoSidewaysScroll(page);
      await scheduleBox.focus();
      const scrolls = await scheduleBox.evaluate((box) => box.scrollWidth > box.clientWidth);
      if (scrolls) {
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => scheduleBox.evaluate((box) => box.scrollLeft), POLL)
          .toBeGreaterThan(0);
      }

      // The confirmation lists what is accepted, each with its value, on screen.
      const offer = await read<{ bre_info: Offer }>(token, '/v1/bureau/bre/loankone', {
        method: 'POST',
        body: JSON.stringify({ application_id: application.id }),
      });
      const accepted = offer.bre_info;
      await page.getByRole('button', { name: 'Accept Offer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Loan Acceptance' });
      await dialog.waitFor();
      const confirmed: [string, string][] = [
        ['Loan Amount', formatRupees(accepted.selected_loan_amount)],
        ['EMI', formatRupees(accepted.final_emi)],
        ['Tenure', `${accepted.max_tenure_allowed} months`],
        ['Interest Rate', `${accepted.interest_rate}% p.a.`],
        ['APR', `${kfs.apr}%`],
        ['Disbursement Date', formatDate(accepted.disbursement_date)],
        ['EMI Start Date', formatDate(accepted.emi_start_date)],
      ];
      const labels = await dialog.locator('dt').allTextContents();
      for (const [label, text] of confirmed) {
        const index = labels.indexOf(label);
        expect(index, label).toBeGreaterThanOrEqual(0);
        await expectRow(
          dialog.locator('dt').nth(index),
          dialog.locator('dd').nth(index),
          text,
          viewport,
        );
      }
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });
});

describe('the acknowledgement’s code sheet at 320 px', () => {
  it('shows its title, Close and every code box on screen', async () => {
    const viewport = { width: 320, height: 568 };
    const { context, page } = await atOffer(viewport, false);
    try {
      await page.getByRole('button', { name: 'Send code to borrower' }).click();
      const sheet = page.getByRole('dialog', { name: 'Borrower’s acknowledgement' });
      await sheet.getByRole('button', { name: 'Send code' }).click();
      const boxes = sheet.getByRole('textbox', { name: /^Digit \d of 6$/ });
      await expect.poll(() => boxes.count(), POLL).toBe(6);
      await expectOnScreen(
        sheet.getByRole('heading', { name: 'Borrower’s acknowledgement' }),
        viewport,
        true,
      );
      await expectOnScreen(sheet.getByRole('button', { name: 'Close' }), viewport, true);
      for (const box of await boxes.all()) await expectOnScreen(box, viewport, true);
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });
});
