import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/money';
import {
  maxLoanAmountMessage,
  maxTenureMessage,
} from '../../src/domain/rules-engine/offer-edit-schema';
import { ZERO_AMOUNT_MESSAGE } from '../../src/domain/sections/first-step';
import { OFFER_UPDATED } from '../../src/machines/offer/machine';
import type { Offer } from '../../src/machines/offer/types';
import { applicationAtOffer, newBorrowerMobile, pageToken } from './support/applications';
import { openSite, PHONE, POLL, siteUrl, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import {
  applicationIdOf,
  field,
  fillFirstStep,
  offerRow,
  offerSection,
  otpModal,
  storedApplication,
  verifyBorrower,
} from './support/wizard-pages';

/*
 * Issue 18 item 2 on a 390 px phone, against the real server: a Required Loan Amount of ₹0 is
 * refused on the first step and a blank one is "not stated"; the offer then says it is the most
 * the borrower is eligible for, and an amount or tenure over its limit is said as typed while
 * the table and its EMI stay on the last valid figures, until Update applies a valid edit.
 */

const browser = useBrowser();
const AMOUNT = 'Required Loan Amount (₹)';
/** The README's clean PAN: score 758, band A (12 % on a personal loan). */
const CLEAN_PAN = 'ABCPQ1234R';

const rowText = (page: Page, heading: string) => offerRow(page, heading).textContent();

describe('amounts and limits as typed, on a phone', () => {
  it('refuses ₹0 on the first step beside the field; a blank amount goes on as not stated', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    try {
      await logInAs(page, DEMO_PARTNER.mobile);
      await page.getByRole('button', { name: 'Create Application' }).click();
      await waitForHashPath(page, '/application/mobile');
      const mobile = newBorrowerMobile();
      await fillFirstStep(page, mobile, 'Salaried/Professional', 'Personal Loan');
      await field(page, AMOUNT).fill('0');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByText(ZERO_AMOUNT_MESSAGE, { exact: true }).waitFor();
      await expect.poll(() => field(page, AMOUNT).getAttribute('aria-invalid'), POLL).toBe('true');
      // Refused on the device: the borrower's mobile is not asked to verify anything.
      expect(await otpModal(page).count()).toBe(0);

      // Blank is allowed: the application is created with no amount stated.
      await field(page, AMOUNT).fill('');
      await expect
        .poll(() => page.getByText(ZERO_AMOUNT_MESSAGE, { exact: true }).count(), POLL)
        .toBe(0);
      await page.getByRole('button', { name: 'Continue' }).click();
      await verifyBorrower(page, mobile);
      await waitForHashPath(page, '/application/kyc');
      const stored = await storedApplication(page, applicationIdOf(page));
      expect(stored['required_amount']).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('offers the most the borrower is eligible for, says limits as typed and keeps the preview', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    try {
      await logInAs(page, DEMO_PARTNER.mobile);
      const { id } = await applicationAtOffer(await pageToken(page), CLEAN_PAN);
      const patches: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith('/bureau/bre/loankone')) {
          patches.push(request.postData() ?? '');
        }
      });
      await page.goto(siteUrl('localhost', '/application/loan-offer').replace('/#', `/?id=${id}#`));
      await offerSection(page).getByRole('table', { name: 'Loan Offer' }).waitFor();
      const offer = (await storedApplication(page, id))['loan_offer'] as Offer;
      expect(offer.required_amount).toBeNull();
      const offered = {
        'Loan Amount': formatRupees(offer.selected_loan_amount),
        Tenure: `${offer.max_tenure_allowed} months`,
        EMI: formatRupees(offer.final_emi),
      };
      const tableShows = async (rows: Record<string, string>) => {
        for (const [heading, value] of Object.entries(rows)) {
          await expect.poll(() => rowText(page, heading), POLL).toBe(value);
        }
      };
      await tableShows(offered);
      const limit = formatRupees(offer.suggested_loan_amount);
      await offerSection(page)
        .getByText(
          `Up to ${limit}: the most this borrower is eligible for, as no amount was stated`,
        )
        .waitFor();

      // ₹1,000 over the limit: said as typed, before any press; the table keeps the offer.
      const amount = field(page, 'Loan Amount');
      await amount.fill(String(offer.suggested_loan_amount + 1_000));
      const tooMuch = maxLoanAmountMessage(offer.suggested_loan_amount);
      await offerSection(page).getByText(tooMuch, { exact: true }).waitFor();
      await expect.poll(() => amount.getAttribute('aria-invalid'), POLL).toBe('true');
      await tableShows(offered);

      // A tenure beyond "6 to 60 months": its message too, and still the offer's EMI.
      const tenure = field(page, 'Tenure (months)');
      await offerSection(page).getByText(`6 to ${offer.tenure_limit} months`).waitFor();
      await tenure.fill('72');
      await offerSection(page)
        .getByText(maxTenureMessage(offer.tenure_limit), { exact: true })
        .waitFor();
      await tableShows(offered);
      // Focus stayed where the agent types, and nothing went to the server.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        'offer-max_tenure_allowed',
      );
      expect(patches).toEqual([]);

      // Within both limits: the messages go, the preview follows (₹1,00,000 over 12 months at
      // 12 %: EMI ₹8,885, docs/rules-engine.md §10), and Update applies it.
      await amount.fill('100000');
      await tenure.fill('12');
      await expect.poll(() => offerSection(page).locator('[aria-invalid="true"]').count()).toBe(0);
      const edited = { 'Loan Amount': '₹1,00,000', Tenure: '12 months', EMI: '₹8,885' };
      await tableShows(edited);
      expect(patches).toEqual([]);
      await page.getByRole('button', { name: 'Update Loan Offer' }).click();
      await page.getByText(OFFER_UPDATED.message).first().waitFor();
      expect(patches).toHaveLength(1);
      const updated = (await storedApplication(page, id))['loan_offer'] as Offer;
      expect(updated).toMatchObject({
        selected_loan_amount: 100_000,
        max_tenure_allowed: 12,
        final_emi: 8_885,
        required_amount: null,
      });
      await tableShows(edited);
    } finally {
      await context.close();
    }
  });
});
