import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import * as enums from '../../src/domain/enums';
import { openSite, POLL, useBrowser, waitForHashPath } from './support/browser';
import { loanOfferOf, partnerToken, saveSection, createdApplication } from './support/applications';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { card, pager, shownPage } from './support/application-cards';

/*
 * Issue 29 item 2, done when: an expanded row and its History, on a 390 px phone against the
 * real server as the demo partner, show no enum word with an underscore, no field key and no
 * unformatted amount or date. Asserted on the text a person reads, against every enumeration of
 * src/domain/enums.ts.
 */

const browser = useBrowser();

/** Every enumeration value written with an underscore: none may be shown. */
const ENUM_WORDS: readonly string[] = [
  ...new Set(
    (Object.values(enums) as unknown[])
      .filter((value): value is readonly unknown[] => Array.isArray(value))
      .flat()
      .filter((value): value is string => typeof value === 'string' && value.includes('_')),
  ),
];

/** Labels whose values are identifiers written as digits, not amounts. */
const IDENTIFIER = /^(.* )?(Pincode|Mobile Number|Phone Number|Tracker ID)$/;
const DATE_OR_TIME = /\b\d{2}-\d{2}-\d{4}\b|\b\d{2}:\d{2} [AP]M\b/g;
/** An amount or number of 4 digits or more not written as rupees with Indian grouping. */
const BARE_NUMBER = /\d{4,}/;

function expectPlainWords(text: string) {
  for (const word of ENUM_WORDS) expect(text, word).not.toContain(word);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  // A field key: lower-case words joined by underscores.
  expect(text).not.toMatch(/\b[a-z0-9]+_[a-z0-9_]+\b/);
  expect(text).not.toMatch(/_/);
}

/** The expanded row's label/value pairs as shown. */
async function pairsOf(row: Locator): Promise<Array<[string, string]>> {
  return row
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term) => [
        (term.textContent ?? '').trim(),
        (term.nextElementSibling?.textContent ?? '').trim(),
      ]),
    );
}

/** Every pair: amounts in rupees with grouping, dates DD-MM-YYYY, identifiers apart. */
function expectFormattedPairs(pairs: Array<[string, string]>) {
  expect(pairs.length).toBeGreaterThan(10);
  for (const [label, value] of pairs) {
    expectPlainWords(`${label} ${value}`);
    if (IDENTIFIER.test(label)) continue;
    // A lender's reference is its own identifier ('(ref. SBX-15827254AA4E)').
    const shown = value.replace(DATE_OR_TIME, '').replace(/\(ref\. [^)]*\)/, '');
    expect(shown, `${label}: ${value}`).not.toMatch(BARE_NUMBER);
  }
}

/** Presses Next until the application's card shows, then expands it. */
async function expandRow(page: Page, trackerId: string): Promise<Locator> {
  for (;;) {
    await pager(page).waitFor();
    await page.getByText('Loading applications').waitFor({ state: 'detached' });
    if ((await card(page, trackerId).count()) > 0) break;
    const [current = 0, last = 0] = await shownPage(page);
    if (current >= last) throw new Error(`application ${trackerId} is on no page`);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => shownPage(page), POLL).toEqual([current + 1, last]);
  }
  const row = card(page, trackerId);
  await row.getByRole('button', { name: 'Show details' }).click();
  await row.getByRole('region', { name: 'Basic Details' }).waitFor();
  await row.getByRole('region', { name: 'History' }).waitFor();
  await row.getByText('Loading the history').waitFor({ state: 'detached' });
  return row;
}

async function openApplications() {
  const site = await openSite(browser, 'localhost', '/login');
  await logInAs(site.page, DEMO_PARTNER.mobile);
  await site.page.getByRole('button', { name: 'View Applications' }).click();
  await waitForHashPath(site.page, '/applications');
  await pager(site.page).waitFor();
  return site;
}

const SALARIED = DEMO_APPLICATIONS.find((app) => app.employmentInfo)!;
const BUSINESS = DEMO_APPLICATIONS.find(
  (app) => app.businessInfo && app.businessInfo['business_type'] === 'SOLE_PROPRIETORSHIP',
)!;

describe('plain language wherever data is shown', () => {
  it('shows a seeded business application by step, in words, rupees and DD-MM-YYYY', async () => {
    const { context, page } = await openApplications();
    const row = await expandRow(page, BUSINESS.trackerId);
    const titles = await row.locator('section > h2').allTextContents();
    expect(titles.slice(0, 3)).toEqual(['Basic Details', 'Personal Details', 'Business Details']);
    expect(titles).toContain('Documents');
    const business = row.getByRole('region', { name: 'Business Details' });
    await business.getByText('Sole Proprietorship').waitFor();
    await business.getByText('Shop and Establishment Act Certificate').waitFor();
    await business.getByText('Current Account').waitFor();
    await row.getByRole('region', { name: 'Personal Details' }).getByText('15-06-1990').waitFor();
    // Documents are one list, each named.
    await row
      .getByRole('region', { name: 'Documents' })
      .getByRole('button', { name: 'View PAN Card' })
      .waitFor();
    expectFormattedPairs(await pairsOf(row));
    expectPlainWords((await row.textContent()) ?? '');
    await context.close();
  });

  it('tells History as sentences and leaves internal fields out', async () => {
    const token = await partnerToken(DEMO_PARTNER.mobile);
    const made = await createdApplication(token, 'PERSONAL_LOAN', 'ABCPQ1234R');
    await saveSection(token, made.id, 'personal-info', SALARIED.personalInfo!);
    await saveSection(token, made.id, 'employment-info', {
      ...SALARIED.employmentInfo!,
      monthly_in_hand_salary: 85000,
    });
    await saveSection(token, made.id, 'employment-info', SALARIED.employmentInfo!);
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
    await loanOfferOf(token, made.id);

    const { context, page } = await openApplications();
    const row = await expandRow(page, made.trackerId);
    const history = row.getByRole('region', { name: 'History' });
    await history
      .getByText('Asha Verma changed Monthly In-hand Salary from ₹85,000 to ₹95,000.')
      .waitFor();
    await history.getByText('Asha Verma set Loan Type to Personal Loan.').waitFor();
    await history.getByText('Asha Verma set PAN Number to XXXXXX234R.').waitFor();
    await history.getByText('Asha Verma set Account Type to Savings Account.').waitFor();
    await history.getByText(/^Asha Verma set Date of Birth to 15-06-1990\.$/).waitFor();
    await history.getByText(/^Asha Verma set Loan Amount to ₹[\d,]+\.$/).waitFor();

    const sentences = (await history.locator('ul li').allTextContents()).map((s) => s.trim());
    expect(sentences.length).toBeGreaterThan(10);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/^Asha Verma (set|changed|added|replaced|removed) /);
      expectPlainWords(sentence);
      const bare = sentence
        .replace(DATE_OR_TIME, '')
        .replace(/(Pincode|Mobile Number|Phone Number)[^.]*/g, '');
      expect(bare, sentence).not.toMatch(BARE_NUMBER);
    }
    const text = (await history.textContent()) ?? '';
    for (const internal of ['Check values', 'Proposal number', 'Stage', 'Tenure limit', 'Utm']) {
      expect(text).not.toContain(internal);
    }
    expectPlainWords(text);
    // The expanded row of the same application: its offer in rupees and dates.
    const offer = row.getByRole('region', { name: 'Loan Offer' });
    await offer.getByText(/^\d+ months$/).waitFor();
    expectFormattedPairs(await pairsOf(row));
    await context.close();
  });
});
