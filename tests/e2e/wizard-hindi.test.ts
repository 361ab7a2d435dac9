import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { JOB_TYPES, loanTypesFor } from '../../src/domain/enums';
import { LANGUAGE_KEY } from '../../src/services/storage/language-store';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { newBorrowerMobile, pageToken, saveSection } from './support/applications';
import { openSite, POLL, smsInbox, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { englishTextNodes } from './support/hindi-text';
import { applicationIdOf, chooseAt } from './support/wizard-pages';

/*
 * Issue 32: the partner's capture of an application in Hindi, at 390 px in Chromium against the
 * real server. Hindi is chosen on the device (`rinn.language`) before the app loads; the partner
 * walks the first step (its OTP modal), personal details, employment, co-applicants (the list
 * and a co-applicant's form), references and the loan offer with its Key Fact Statement and the
 * borrower's acknowledgement sheet; on each screen no visible text is English. The walk finds
 * fields by their ids and buttons by their role in the form, never by their English words.
 */

const browser = useBrowser();

const SAVED_PERSONAL = DEMO_APPLICATIONS.find((app) => app.personalInfo)?.personalInfo ?? {};
const SAVED_EMPLOYMENT = DEMO_APPLICATIONS.find((app) => app.employmentInfo)?.employmentInfo ?? {};
const REFERENCE = {
  type: 'PERSONAL_REFERENCE',
  name: 'Meena Rao',
  phone: '9876501234',
  address: '4 Park Street, Kolkata',
};

/**
 * What was typed or saved on this walk: names, addresses and the bank chosen are the borrower's
 * data, not English text.
 */
const NAMES = [
  /Meera Iyer/g,
  /Meena Rao/g,
  /Farhan Qureshi/g,
  /Asha Verma/g,
  /12, 4th Main Road, Indiranagar/g,
  /Electronics City, Hosur Road/g,
  /4 Park Street, Kolkata/g,
  /State Bank of India/g,
  // The KFS names the lender's grievance officer as the brand's record gives the designation
  // (src/domain/kfs/grievance.ts): a name, printed the same in both languages.
  /Grievance Redressal Officer, Rinn/g,
];

/** The wizard's screen: the partner's layout's main (a sheet open over it is read too). */
const SCREEN = 'main';

/** The date fields' hint keeps the format's letters, as the glossary writes dates. */
const FORMAT = /\bDD-MM-YYYY\b/g;

/** The English texts of the wizard's screen (`within`) and of any sheet open over it. */
async function englishOnScreen(page: Page, within: string): Promise<string[]> {
  const allow = [...NAMES, FORMAT];
  const found = await englishTextNodes(page, allow, within);
  if (await page.locator('[role="dialog"]').count())
    found.push(...(await englishTextNodes(page, allow, '[role="dialog"]')));
  return found;
}

async function expectHindi(page: Page, where: string, within = SCREEN) {
  // Polled: a screen settles (its spinner, its lazily loaded step) before it is read.
  await expect.poll(() => englishOnScreen(page, within), { ...POLL, message: where }).toEqual([]);
}

const submit = (scope: Page | Locator) => scope.locator('button[type="submit"]');

/** The wizard kept on the device: forgotten, so the application loads from the server. */
const KEPT = [
  STORAGE_KEYS.wizard,
  STORAGE_KEYS.step,
  STORAGE_KEYS.applicationId,
  STORAGE_KEYS.trackerId,
];

/**
 * The application opened at a step's address, as a partner opens it again from a link, with
 * the saved details the server has (the device's copy of the wizard, written as the page goes,
 * is forgotten after the app's own write).
 */
async function openStep(page: Page, id: string, step: string) {
  await page.goto(new URL(`/?id=${id}#/application/${step}`, page.url()).href);
  await page.evaluate((keys) => {
    const forget = () => keys.forEach((key) => localStorage.removeItem(key));
    forget();
    addEventListener('pagehide', forget);
  }, KEPT);
  await page.reload();
  await waitForHashPath(page, `/application/${step}`);
}

describe('the capture wizard in Hindi (390 px)', () => {
  const opened: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of opened) await close();
  });

  it('speaks Hindi on every step from the first to the offer and its Key Fact Statement', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    opened.push(() => context.close());
    await logInAs(page, DEMO_PARTNER.mobile);
    const token = await pageToken(page);
    // Hindi chosen on the device; the app loads again with it.
    await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_KEY);
    await page.goto(new URL('/#/application/mobile', page.url()).href);
    await page.reload(); // a new hash alone does not load the app again
    await page.locator('#first-step-title').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expectHindi(page, 'the first step');

    // The first step, filled by field ids; job type and loan type chosen by their place.
    const mobile = newBorrowerMobile();
    await page.locator('#field-mobile').fill(mobile);
    await page.locator('#field-name').fill('Meera Iyer');
    await page.locator('#field-pan_number').fill('abcpi1234k');
    await chooseAt(page, 'field-job_type', JOB_TYPES.indexOf('SALARIED'));
    await chooseAt(page, 'field-loan_type', loanTypesFor('SALARIED').indexOf('PERSONAL_LOAN'));
    await page.locator('#field-required_amount').fill('500000');
    await page.locator('#field-purpose').fill('Ghar ki marammat');
    await page.locator('#field-terms_accepted').check();
    await page.locator('#field-bureau_consent').check();
    await expectHindi(page, 'the first step, filled', SCREEN);
    await submit(page.locator('main')).click();

    // The OTP modal on the borrower's mobile.
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    await expectHindi(page, 'the OTP modal');
    const inbox = await smsInbox(mobile);
    await submit(sheet).click();
    const code = await inbox.next();
    await sheet.locator('[aria-label] input').first().click();
    await page.keyboard.type(code);
    await submit(sheet).click();
    await waitForHashPath(page, '/application/kyc');
    const id = applicationIdOf(page);
    expect(id).not.toBe('');

    // The details the steps ask for, saved as the steps save them (with real documents); each
    // step is then opened at its address, filled with them.
    await saveSection(token, id, 'personal-info', SAVED_PERSONAL);
    await saveSection(token, id, 'employment-info', SAVED_EMPLOYMENT);
    await saveSection(token, id, 'reference', { references: [REFERENCE] });
    await openStep(page, id, 'kyc');
    await page.locator('#step-title').waitFor();
    await expectHindi(page, 'personal details');

    await openStep(page, id, 'employment');
    await page.locator('#step-title').waitFor();
    await expectHindi(page, 'employment');

    // Co-applicants: the empty list, then a new co-applicant's form, then back to the list.
    await openStep(page, id, 'co-applicants');
    await page.locator('#co-applicants-title').waitFor();
    await expectHindi(page, 'the co-applicants list');
    const listActions = page.locator('main section[aria-labelledby="co-applicants-title"] button');
    // Back, Add Co-applicant, Continue: Add is the outlined one before Continue.
    await listActions.nth((await listActions.count()) - 2).click();
    await waitForHashPath(page, '/application/co-applicant-details');
    await page.locator('#step-title').waitFor();
    await expectHindi(page, 'a co-applicant’s form');
    await page.goBack();
    await waitForHashPath(page, '/application/co-applicants');
    await page.locator('#co-applicants-title').waitFor();
    await listActions.last().click();

    // References (saved above), then the offer.
    await waitForHashPath(page, '/application/reference-details');
    await page.locator('#step-title').waitFor();
    await expectHindi(page, 'references');

    await openStep(page, id, 'loan-offer');
    await page.locator('#offer-title').waitFor();
    await page.locator('#kfs-title').waitFor();
    await page.locator('main table').first().waitFor();
    await expectHindi(page, 'the loan offer and its Key Fact Statement');

    // The borrower's acknowledgement sheet (Send code to borrower).
    const kfsActions = page.locator('section[aria-labelledby="kfs-title"] button');
    await kfsActions.filter({ hasText: 'उधारकर्ता को कोड भेजें' }).click();
    await page.getByRole('dialog').waitFor();
    await expectHindi(page, 'the acknowledgement sheet');
  });
});
