import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/money';
import { emiFor } from '../../src/domain/rules-engine/emi';
import { newBorrowerMobile } from './support/applications';
import {
  apiUrl,
  DESKTOP,
  expectAccessible,
  useBrowser,
  openSite,
  POLL,
  waitForHashPath,
} from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import {
  acknowledgeKfsOnScreen,
  applicationIdOf,
  createApplication,
  field,
  fillBankAt,
  fillEmployment,
  fillPersonal,
  fillPersonalButName,
  pdf,
  png,
  storedApplication,
} from './support/wizard-pages';

/*
 * Issue 8 §10, end to end in Chromium against the real server: a partner takes an application
 * from the first step to success (a co-applicant, two references, the offer edited then
 * accepted), an auto loan goes through its asset documents, and the README's overdue PAN ends on
 * the rejection screen with the amount.
 */

const browser = useBrowser();

const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: 'Save and Continue' }).click();

/** A new salaried application, up to the co-applicants list: first step, personal, employment. */
async function upToCoApplicants(page: Page, loanType: string, pan: string) {
  await logInAs(page, DEMO_PARTNER.mobile);
  await page.getByRole('button', { name: 'Create Application' }).click();
  await waitForHashPath(page, '/application/mobile');
  await createApplication(
    page,
    newBorrowerMobile(),
    'Salaried/Professional',
    loanType,
    '/application',
    pan,
  );
  await fillPersonal(page);
  await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
  await saveAndContinue(page);
  await waitForHashPath(page, '/application/employment');
  await field(page, 'Company Name').fill('Infosys');
  await field(page, 'Monthly In-hand Salary').fill('95000');
  await fillEmployment(page);
  await saveAndContinue(page);
  await waitForHashPath(page, '/application/co-applicants');
  await page.getByText('No co-applicants yet').waitFor();
  await expectAccessible(page);
}

/** The references form: two, the second a business reference. */
async function fillTwoReferences(page: Page) {
  const first = page.getByRole('group', { name: 'Reference 1' });
  await first.getByRole('radio', { name: 'Personal' }).check();
  await first.getByLabel('Name', { exact: true }).fill('Meena Rao');
  await first.getByLabel('Phone Number', { exact: true }).fill('9876501234');
  await first.getByLabel('Address', { exact: true }).fill('4 Park Street, Kolkata');
  await page.getByRole('button', { name: 'Add Reference' }).click();
  const second = page.getByRole('group', { name: 'Reference 2' });
  await second.getByRole('radio', { name: 'Business' }).check();
  await second.getByLabel('Company Name', { exact: true }).fill('Shah Traders');
  await second.getByLabel('Name', { exact: true }).fill('Arjun Shah');
  await second.getByLabel('Phone Number', { exact: true }).fill('9876501235');
  await second.getByLabel('Address', { exact: true }).fill('88 Nehru Place, New Delhi');
}

/** A row of the offer's table, by its heading (EMI is not EMI Start Date): its value as shown. */
const offerRow = (page: Page, heading: string) =>
  page
    .getByRole('row', { name: new RegExp(`^${heading}(?!\\s*Start)`) })
    .getByRole('cell')
    .last();

describe('a partner completes an application', () => {
  it('salaried personal loan: a co-applicant, two references, the offer edited and accepted, submitted', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await upToCoApplicants(page, 'Personal Loan', 'abcde1234f');
    const id = applicationIdOf(page);

    // A co-applicant, with their own KYC documents.
    await page.getByRole('button', { name: 'Add Co-applicant' }).click();
    await waitForHashPath(page, '/application/co-applicant-details');
    await expect.poll(() => new URL(page.url()).searchParams.get('record_index'), POLL).toBe('1');
    await field(page, 'Full Name').fill('Ravi Verma');
    await field(page, 'Mobile Number').fill('9812345670');
    await field(page, 'Shareholding Percentage').fill('40');
    await field(page, 'PAN Number').fill('abcpv1234k');
    await fillPersonalButName(page);
    await expectAccessible(page);
    await saveAndContinue(page);
    await waitForHashPath(page, '/application/co-applicants');
    await page.getByText('Ravi Verma').waitFor();
    await page.getByText('9812345670').waitFor();

    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHashPath(page, '/application/reference-details');
    await fillTwoReferences(page);
    await expectAccessible(page);
    await saveAndContinue(page);
    await page.getByText('Reference(s) added successfully!').waitFor();

    // The offer: ₹5,00,000 asked for, a salary of ₹95,000 and a clean bureau record.
    await waitForHashPath(page, '/application/loan-offer');
    await expect.poll(() => offerRow(page, 'Decision').textContent(), POLL).toBe('Approved');
    await expect.poll(() => offerRow(page, 'Loan Amount').textContent(), POLL).toBe('₹5,00,000');
    await expectAccessible(page);
    // The EMI follows as typed, before anything is sent: ₹3,00,000 over 24 months at the
    // offer's rate, by the domain's amortisation.
    const rate = Number.parseFloat((await offerRow(page, 'Interest Rate').textContent()) ?? '');
    const emiPreview = formatRupees(emiFor(300_000, rate, 24));
    expect(emiPreview).not.toBe(await offerRow(page, 'EMI').textContent());
    await field(page, 'Loan Amount').fill('300000');
    await field(page, 'Tenure (months)').fill('24');
    await expect.poll(() => offerRow(page, 'EMI').textContent(), POLL).toBe(emiPreview);
    await page.getByRole('button', { name: 'Update Loan Offer' }).click();
    await page.getByText('Loan offer updated successfully!').waitFor();
    await expect.poll(() => offerRow(page, 'Loan Amount').textContent(), POLL).toBe('₹3,00,000');
    await expect.poll(() => offerRow(page, 'EMI').textContent(), POLL).toBe(emiPreview);

    // Accept waits for the borrower's acknowledgement of the updated offer's statement.
    expect(await page.getByRole('button', { name: 'Accept Offer' }).isDisabled()).toBe(true);
    await acknowledgeKfsOnScreen(page);
    await page.getByRole('button', { name: 'Accept Offer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Loan Acceptance' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await waitForHashPath(page, '/application/final-submit');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application submitted successfully').waitFor();
    await waitForHashPath(page, '/application/success');
    await page.getByRole('heading', { name: 'Application Submitted' }).waitFor();
    await expectAccessible(page);

    const stored = await storedApplication(page, id);
    expect(stored['status']).toBe('SUBMITTED');
    expect(stored['co_applicants']).toMatchObject([{ name: 'Ravi Verma', mobile: '9812345670' }]);
    expect(stored['references']).toMatchObject([
      { type: 'PERSONAL_REFERENCE', name: 'Meena Rao' },
      { type: 'BUSINESS_REFERENCE', name: 'Arjun Shah', company_name: 'Shah Traders' },
    ]);
    expect(stored['loan_offer']).toMatchObject({
      selected_loan_amount: 300_000,
      max_tenure_allowed: 24,
      is_accepted: true,
    });
    // Nothing typed is kept on the device once submitted.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('rinn.wizard.v1')), POLL)
      .toBeNull();

    // View application: the application in the list, its details open; Home is there too.
    await page.getByRole('link', { name: 'Home', exact: true }).waitFor();
    const view = await page.getByRole('link', { name: 'View application' }).getAttribute('href');
    expect(new URLSearchParams(view?.split('?')[1]).get('open')).toBe(id);

    // Create new: an empty first step.
    await page.getByRole('button', { name: 'Create new' }).click();
    await waitForHashPath(page, '/application/mobile');
    await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toBe('');
    await context.close();
  });

  it('auto loan: the asset documents come after the references', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await upToCoApplicants(page, 'Auto Loan', 'abcde1234f');
    const id = applicationIdOf(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHashPath(page, '/application/reference-details');
    await fillTwoReferences(page);
    await saveAndContinue(page);
    await waitForHashPath(page, '/application/loan-doc');
    // At least one document: saving none says so.
    await saveAndContinue(page);
    await page.getByText('Please upload at least one document').waitFor();
    const uploaded = (label: string) =>
      page.getByRole('button', { name: new RegExp(`^View .*\\(${label}\\)`) });
    for (const [index, photo] of ['front.png', 'side.png'].entries()) {
      await page
        .getByRole('button', { name: /^Vehicle Images (Choose file|Add another file)/ })
        .setInputFiles(png(photo));
      await expect.poll(() => uploaded('Vehicle Images').count(), POLL).toBe(index + 1);
    }
    await page
      .getByRole('button', { name: /^RC Photo (Choose file|Add another file)/ })
      .setInputFiles(pdf('rc.pdf'));
    await expect.poll(() => uploaded('RC Photo').count(), POLL).toBe(1);
    await expectAccessible(page);
    await saveAndContinue(page);
    await waitForHashPath(page, '/application/loan-offer');
    await expect.poll(() => offerRow(page, 'Decision').textContent(), POLL).toBe('Approved');
    const stored = await storedApplication(page, id);
    expect(stored['asset_documents']).toMatchObject({ is_al_gl_present: true });
    expect(
      (stored['asset_documents'] as { al_vehicle_images: string[] }).al_vehicle_images,
    ).toHaveLength(2);
    await context.close();
  });

  it('an overdue PAN ends on the rejection screen with the amount', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
    await upToCoApplicants(page, 'Personal Loan', 'aaapo0005o');
    const id = applicationIdOf(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHashPath(page, '/application/reference-details');
    await fillTwoReferences(page);
    await saveAndContinue(page);
    await page.getByText('Application Rejected!').waitFor();
    await waitForHashPath(page, '/application/rejection');
    await page.getByRole('heading', { name: 'Application Rejected' }).waitFor();
    const reason = page.getByRole('listitem').filter({ hasText: 'Overdue amount present' });
    await expect.poll(() => reason.textContent(), POLL).toContain('₹48,500');
    await expectAccessible(page);
    expect((await storedApplication(page, id))['status']).toBe('REJECTED');
    // Back: the application is closed, so it leads home.
    expect(
      await page.getByRole('link', { name: 'Back', exact: true }).getAttribute('href'),
    ).toMatch(/^#?\/\?$/);

    // Change Loan Type: a new application for the same borrower, the loan type to choose again.
    await page.getByRole('button', { name: 'Change Loan Type' }).click();
    await waitForHashPath(page, '/application/mobile');
    await expect.poll(() => field(page, 'PAN Number').inputValue(), POLL).toBe('AAAPO0005O');
    await expect
      .poll(() => field(page, 'Full Name (as per PAN)').inputValue(), POLL)
      .toBe('Meera Iyer');
    await context.close();
  });
});

describe('a borrower applies on their own', () => {
  it('to the success screen, with the tracker id', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/apply-loan/mobile', DESKTOP);
    const mobile = newBorrowerMobile();
    await createApplication(page, mobile, 'Salaried/Professional', 'Personal Loan', '/apply-loan');
    const id = applicationIdOf(page);
    await fillPersonal(page);
    await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
    await saveAndContinue(page);
    await waitForHashPath(page, '/apply-loan/employment');
    await field(page, 'Monthly In-hand Salary').fill('60000');
    await fillEmployment(page);
    await saveAndContinue(page);
    await waitForHashPath(page, '/apply-loan/co-applicants');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHashPath(page, '/apply-loan/reference-details');
    await fillTwoReferences(page);
    await saveAndContinue(page);
    // No asset documents and no offer on the public flow: straight to completing it.
    await waitForHashPath(page, '/apply-loan/complete-application');
    // Read while it is there: the submit forgets it (nothing is left on the device).
    const token = await page.evaluate(() => localStorage.getItem('guest_token'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await waitForHashPath(page, '/apply-loan/success');
    await page.getByRole('heading', { name: 'Application Received' }).waitFor();
    await expectAccessible(page);
    const tracker = await page.getByText(/Tracker ID: \d{8}/).textContent();
    const trackerId = tracker?.match(/\d{8}/)?.[0] ?? '';

    const answer = await fetch(apiUrl(`/v1/track?tracker_id=${trackerId}`));
    const tracked = (await answer.json()) as { data: { status: string }; message: string };
    expect(tracked.data.status).toBe('SUBMITTED');
    expect(await page.evaluate(() => localStorage.getItem('guest_token'))).toBeNull();
    const stored = (await (
      await fetch(apiUrl(`/v1/apply-loan/${id}`), { headers: { token: token ?? '' } })
    ).json()) as { data: Record<string, unknown> };
    expect(stored.data).toMatchObject({ status: 'SUBMITTED', mobile });

    // Tracked on the public tracking screen, the success screen's tracker id typed in.
    await page.getByRole('link', { name: 'View application' }).click();
    await waitForHashPath(page, '/apply-loan/track');
    await expect.poll(() => field(page, 'Tracker ID').inputValue(), POLL).toBe(trackerId);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByText(tracked.message).waitFor();
    await context.close();
  });
});
