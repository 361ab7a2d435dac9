import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BORROWER_MOBILE_AS_REFERENCE,
  DUPLICATE_REFERENCE_PHONE,
} from '../../src/domain/sections/references';
import { applicationWithWorkSaved, pageToken } from './support/applications';
import { openSite, PHONE, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { field, storedApplication } from './support/wizard-pages';

/*
 * Issue 18 items 1 and 4 on a 390 px phone, against the real server: one tap on Continue shows
 * every invalid field's message at once, the empty ones saying what to do, and focus moves to
 * the first; a reference's mobile must be someone else's.
 */

const browser = useBrowser();

const invalidFields = (page: Page) => page.locator('form [aria-invalid="true"]');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('every error at once', () => {
  it('an empty first step: one tap shows every message, focus on the first, each re-checked as it changes', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.getByRole('button', { name: 'Create Application' }).click();
    await waitForHashPath(page, '/application/mobile');

    await page.getByRole('button', { name: 'Continue' }).click();
    const form = page.locator('form');
    for (const message of [
      "Enter the borrower's mobile number",
      "Enter the borrower's full name",
      "Enter the borrower's PAN",
      "Select the borrower's job type",
      'Select the loan type',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await expect.poll(() => invalidFields(page).count(), POLL).toBeGreaterThanOrEqual(5);
    await expect.poll(() => focusedId(page), POLL).toBe('field-mobile');
    // The focused field's message is its description: a screen reader reads it with the field.
    const described = await field(page, 'Mobile Number').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described?.split(' ').at(-1)}"]`).textContent()).toBe(
      "Enter the borrower's mobile number",
    );
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);

    // A wrong value keeps the spec's message; a right one clears its own, the rest stay.
    const before = await invalidFields(page).count();
    await field(page, 'PAN Number').fill('ABC');
    await form.getByText('Invalid pan number', { exact: true }).waitFor();
    await field(page, 'PAN Number').fill('ABCPQ1234R');
    await form.getByText('Invalid pan number', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => invalidFields(page).count(), POLL).toBe(before - 1);
    await form.getByText("Enter the borrower's full name", { exact: true }).waitFor();
    await context.close();
  });
});

describe('references are other people', () => {
  it('two references with one mobile are refused by the form, the borrower’s own by the server', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    await logInAs(page, DEMO_PARTNER.mobile);
    const token = await pageToken(page);
    const { id, mobile } = await applicationWithWorkSaved(token);
    await page.goto(new URL(`/?id=${id}#/application/reference-details`, page.url()).href);
    await page.getByRole('heading', { name: 'References' }).waitFor();
    const phones = async () =>
      (((await storedApplication(page, id))['references'] ?? []) as { phone: string }[]).map(
        (reference) => reference.phone,
      );

    const fill = async (n: number, name: string, phone: string) => {
      const group = page.getByRole('group', { name: `Reference ${n}` });
      await group.getByRole('radio', { name: 'Personal', exact: true }).check();
      await group.getByLabel('Name', { exact: true }).fill(name);
      await group.getByLabel('Phone Number', { exact: true }).fill(phone);
      await group.getByLabel('Address', { exact: true }).fill('4 Park Street, Kolkata');
      return group;
    };
    await fill(1, 'Meena Rao', '9876501234');
    await page.getByRole('button', { name: 'Add Reference' }).click();
    const second = await fill(2, 'Arjun Shah', '9876501234');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await second.getByText(DUPLICATE_REFERENCE_PHONE, { exact: true }).waitFor();
    await expect.poll(() => focusedId(page), POLL).toBe('field-references-1-phone');

    // The form cannot know the borrower's mobile on every device; the server refuses it.
    await second.getByLabel('Phone Number', { exact: true }).fill(mobile);
    await expect.poll(() => invalidFields(page).count(), POLL).toBe(0);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText(BORROWER_MOBILE_AS_REFERENCE, { exact: true }).waitFor();
    expect(await phones()).toEqual([]);

    await second.getByLabel('Phone Number', { exact: true }).fill('9876501235');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect.poll(phones, POLL).toEqual(['9876501234', '9876501235']);
    await context.close();
  });
});
