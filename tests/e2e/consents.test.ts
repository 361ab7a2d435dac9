import { describe, expect, it } from 'vitest';
import { JOB_TYPES, loanTypesFor } from '../../src/domain/enums';
import { consentsEnglish } from '../../src/i18n/consents/en';
import { consentsHindi } from '../../src/i18n/consents/hi';
import type { ConsentText } from '../../src/i18n/consents/kinds';
import type { Page } from 'playwright-core';
import { newBorrowerMobile, partnerToken } from './support/applications';
import { apiUrl, openSite, PHONE, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_ADMIN, DEMO_PARTNER, logInAs } from './support/partner';
import {
  applicationIdOf,
  choose,
  chooseAt,
  field,
  verifyBorrower,
  verifyBorrowerInAnyLanguage,
} from './support/wizard-pages';

/*
 * Issue 21 item 4 in the browser, at 390 px: the first step's checkboxes say the versioned
 * consent texts in the remembered language, and ticking them records a consent that names the
 * version shown, in that language, given by the partner. On the public flow the borrower
 * chooses the language with the switch beside the boxes, and the consent records it.
 */

const browser = useBrowser();

/** The application's consent ledger, as GET …/consents answers `token`. */
async function consentsOf(id: string, token: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(apiUrl(`/v1/loan-application/${id}/consents`), {
    headers: { token },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { content: Record<string, unknown>[] } };
  return data.content;
}

/** The first step's language switch, beside the consent boxes. */
const languageButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Language' }).getByRole('button', { name });

/** A text as the screen says it: the link's words where the text has `{link}`. */
const said = (text: ConsentText) => text.text.replace('{link}', text.link ?? '');

describe('the first step’s consents', () => {
  it('shows the texts in the remembered language and records the version shown', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/application/mobile'));
    // English unless a language was chosen: the whole sentence labels the box.
    await page.getByRole('checkbox', { name: said(consentsEnglish.TERMS) }).waitFor();
    await page.getByRole('checkbox', { name: said(consentsEnglish.BUREAU_CONSENT) }).waitFor();

    // Hindi chosen (on the KFS screen, say): the first step then says the Hindi texts.
    // The documents' language, apart from the app's, which stays English.
    await page.evaluate(() => localStorage.setItem('rinn.document-language', 'hi'));
    await page.reload();
    await waitForHashPath(page, '/application/mobile');
    const terms = page.getByRole('checkbox', { name: said(consentsHindi.TERMS) });
    const bureau = page.getByRole('checkbox', { name: said(consentsHindi.BUREAU_CONSENT) });
    await terms.waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'नियम और शर्तें' }).getAttribute('href'), POLL)
      .toMatch(/\/terms$/);

    // The step is filled by its fields' ids, its selects by their options' places.
    const mobile = newBorrowerMobile();
    await page.locator('#field-mobile').fill(mobile);
    await page.locator('#field-name').fill('Meera Iyer');
    await page.locator('#field-pan_number').fill('abcpi1234k');
    await chooseAt(page, 'field-job_type', JOB_TYPES.indexOf('SALARIED'));
    await chooseAt(page, 'field-loan_type', loanTypesFor('SALARIED').indexOf('PERSONAL_LOAN'));
    await terms.check();
    await bureau.check();
    await page.locator('main button[type="submit"]').click();
    await verifyBorrowerInAnyLanguage(page, mobile);
    await waitForHashPath(page, '/application/kyc');
    const id = applicationIdOf(page);

    // The ledger, read back as the partner: both consents, at the versions the screen said.
    const token = await page.evaluate(() => localStorage.getItem('TOKEN'));
    const agent = await page.evaluate(() => navigator.userAgent);
    expect(await consentsOf(id, token ?? '')).toEqual([
      expect.objectContaining({
        kind: 'TERMS',
        text_version: consentsHindi.TERMS.version,
        lang: 'hi',
        given_by: 'PARTNER',
        mobile,
        user_agent: agent,
      }),
      expect.objectContaining({
        kind: 'BUREAU_CONSENT',
        text_version: consentsHindi.BUREAU_CONSENT.version,
        lang: 'hi',
        given_by: 'PARTNER',
        mobile,
      }),
    ]);
    await context.close();
  });

  it('lets a borrower applying alone switch the texts to Hindi and records the consent in it', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/apply-loan/mobile', PHONE);
    await page.getByRole('checkbox', { name: said(consentsEnglish.TERMS) }).waitFor();
    expect(await languageButton(page, 'English').getAttribute('aria-pressed')).toBe('true');
    expect(await languageButton(page, 'हिन्दी').getAttribute('aria-pressed')).toBe('false');

    // Hindi, chosen on the step: the labels change at once, and the choice is remembered.
    await languageButton(page, 'हिन्दी').click();
    const terms = page.getByRole('checkbox', { name: said(consentsHindi.TERMS) });
    const bureau = page.getByRole('checkbox', { name: said(consentsHindi.BUREAU_CONSENT) });
    await terms.waitFor();
    await bureau.waitFor();
    expect(await languageButton(page, 'हिन्दी').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('rinn.document-language'))).toBe('hi');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    const mobile = newBorrowerMobile();
    await field(page, 'Mobile Number').fill(mobile);
    await field(page, 'Full Name (as per PAN)').fill('Meera Iyer');
    await field(page, 'PAN Number').fill('abcpi1234k');
    await choose(page, 'Job Type', 'Salaried/Professional');
    await choose(page, 'Loan Type', 'Personal Loan');
    await terms.check();
    await bureau.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // A borrower applying alone verifies their own mobile, and reads so.
    await verifyBorrower(page, mobile, '/apply-loan');
    await waitForHashPath(page, '/apply-loan/kyc');
    const id = applicationIdOf(page);

    // Read back as an ADMIN (a guest is not shown the ledger): given by the borrower, in Hindi.
    expect(await consentsOf(id, await partnerToken(DEMO_ADMIN.mobile))).toEqual([
      expect.objectContaining({
        kind: 'TERMS',
        text_version: consentsHindi.TERMS.version,
        lang: 'hi',
        given_by: 'BORROWER',
        mobile,
      }),
      expect.objectContaining({
        kind: 'BUREAU_CONSENT',
        text_version: consentsHindi.BUREAU_CONSENT.version,
        lang: 'hi',
        given_by: 'BORROWER',
        mobile,
      }),
    ]);
    await context.close();
  });
});
