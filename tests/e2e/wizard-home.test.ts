import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { progressSteps } from '../../src/domain/capture-progress';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { newBorrowerMobile } from './support/applications';
import { expectAccessible, openSite, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import {
  applicationIdOf,
  createApplication,
  field,
  fillBankAt,
  fillFirstStep,
  fillPersonal,
  otpModal,
  storedApplication,
  verifyBorrower,
} from './support/wizard-pages';

/*
 * A way home and a sense of progress (issue 18 item 8), on a 390 px phone against the real
 * server: the logo leads home and the draft is kept there to continue, the step counter names
 * the steps, and Create Application with an application open on the device asks which.
 */

const browser = useBrowser();

/** The steps of a salaried auto loan (the domain's unit test spells them out). */
const AUTO_LOAN = { jobType: 'SALARIED', loanType: 'AUTO_LOAN' };

const logo = (page: Page) => page.getByRole('link', { name: 'Rinn home' });
const counter = (page: Page, text: string) => page.getByText(text, { exact: true });
const draftCard = (page: Page) => page.getByRole('region', { name: 'Your draft is kept' });
const keptWizard = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEYS.wizard);

async function openHome() {
  const site = await openSite(browser, 'localhost', '/login');
  await logInAs(site.page, DEMO_PARTNER.mobile);
  return site;
}

/** Create Application from home: the first step of a new application. */
async function createFromHome(page: Page) {
  await page.getByRole('button', { name: 'Create Application' }).click();
  await waitForHashPath(page, '/application/mobile');
}

describe('a way home and a sense of progress', () => {
  it('counts the steps by the application, and the logo leads home where the draft is continued', async () => {
    const { context, page } = await openHome();
    await createFromHome(page);
    // Before the job and loan type are chosen: seven steps, the work step either kind.
    await counter(page, 'Step 1 of 7: Borrower and Loan').waitFor();
    const mobile = newBorrowerMobile();
    await fillFirstStep(page, mobile, 'Salaried/Professional', 'Auto Loan');
    // An auto loan has asset documents: eight steps.
    await counter(page, 'Step 1 of 8: Borrower and Loan').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await verifyBorrower(page, mobile);
    await waitForHashPath(page, '/application/kyc');
    const id = applicationIdOf(page);
    await counter(page, 'Step 2 of 8: Personal Details').waitFor();
    await page.getByText('All steps').click();
    const steps = page.getByRole('list').filter({ hasText: 'Borrower and Loan' });
    await expect
      .poll(() => steps.getByRole('listitem').allTextContents(), POLL)
      .toEqual(progressSteps('KYC', AUTO_LOAN).map((entry) => entry.name));
    await expect
      .poll(() => steps.locator('[aria-current="step"]').textContent(), POLL)
      .toBe('Personal Details');
    await expectAccessible(page);

    // Typed and not saved, then straight home by the logo: the draft keeps it.
    await field(page, "Mother's Name").fill('Lakshmi Iyer');
    await logo(page).click();
    await waitForHashPath(page, '/');
    const card = draftCard(page);
    await card.getByText('Meera Iyer’s application', { exact: true }).waitFor();
    await card.getByText('Step 2 of 8: Personal Details', { exact: true }).waitFor();
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Continue Meera Iyer’s application' }).click();
    await waitForHashPath(page, '/application/kyc');
    expect(applicationIdOf(page)).toBe(id);
    await expect.poll(() => field(page, "Mother's Name").inputValue(), POLL).toBe('Lakshmi Iyer');

    // A step further, the counter follows.
    await fillPersonal(page);
    await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForHashPath(page, '/application/employment');
    await counter(page, 'Step 3 of 8: Employment Details').waitFor();
    await logo(page).click();
    await draftCard(page).getByText('Step 3 of 8: Employment Details', { exact: true }).waitFor();
    await context.close();
  });

  it('Create Application with an application open offers to continue it, or starts a new one', async () => {
    const { context, page } = await openHome();
    await createFromHome(page);
    const mobile = newBorrowerMobile();
    await createApplication(page, mobile, 'Salaried/Professional', 'Personal Loan');
    const id = applicationIdOf(page);
    await logo(page).click();
    await waitForHashPath(page, '/');

    // Continue: the same application at its step.
    await createFromHome(page);
    await page.getByText('Continue Meera Iyer’s application or start a new one.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue Meera Iyer’s application' }).click();
    await waitForHashPath(page, '/application/kyc');
    expect(applicationIdOf(page)).toBe(id);
    await counter(page, 'Step 2 of 7: Personal Details').waitFor();
    // The question was replaced by the application: Back leads home, not to the question.
    await page.goBack();
    await waitForHashPath(page, '/');

    // Start a new one: the device forgets the draft only now; the server keeps the application.
    await createFromHome(page);
    await page.getByRole('button', { name: 'Start a new one' }).waitFor();
    expect(await keptWizard(page)).toContain(id);
    await page.getByRole('button', { name: 'Start a new one' }).click();
    await counter(page, 'Step 1 of 7: Borrower and Loan').waitFor();
    await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toBe('');
    await expect.poll(() => keptWizard(page), POLL).not.toContain(id);
    expect((await storedApplication(page, id))['status']).toBe('DRAFT');
    // A blank first step is nothing to continue.
    await logo(page).click();
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    await expect.poll(() => draftCard(page).count(), POLL).toBe(0);
    await context.close();
  });

  it('a borrower typed before the OTP is kept too, and Start a new one clears it', async () => {
    const { context, page } = await openHome();
    await createFromHome(page);
    const mobile = newBorrowerMobile();
    await field(page, 'Mobile Number').fill(mobile);
    await field(page, 'Full Name (as per PAN)').fill('Meera Nair');
    await logo(page).click();
    await waitForHashPath(page, '/');
    await draftCard(page).getByText('Step 1 of 7: Borrower and Loan', { exact: true }).waitFor();

    // Not created yet, so it is the new application itself: Create Application opens it.
    await createFromHome(page);
    await page.getByText('Continuing Meera Nair’s application.').waitFor();
    await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toBe(mobile);
    await expect(otpModal(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Start a new one' }).click();
    await expect.poll(() => field(page, 'Full Name (as per PAN)').inputValue(), POLL).toBe('');
    await expect.poll(() => page.getByText(/^Continuing/).count(), POLL).toBe(0);
    await logo(page).click();
    await page.getByRole('button', { name: 'Create Application' }).waitFor();
    await expect.poll(() => draftCard(page).count(), POLL).toBe(0);
    await context.close();
  });
});
