import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openSite, PHONE, POLL } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function outputText(page: Page, name: string): Promise<string> {
  return (await page.getByLabel(name, { exact: true }).textContent()) ?? '';
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

describe('UI kit in a real browser', () => {
  it('the gallery has no serious accessibility violation, closed or with a sheet open', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', DESKTOP);
    await page.getByRole('heading', { name: 'Searchable select' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open sheet' }).click();
    await page.getByRole('dialog', { name: 'Example sheet' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Example sheet' }).waitFor({ state: 'detached' });
    // Focus goes back to the control that opened the sheet.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), POLL)
      .toBe('Open sheet');
    await context.close();
  });

  it('the OTP boxes take digits only, move with the keyboard and fill from a paste', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await first.click();
    await page.keyboard.type('12a3');
    await expect.poll(() => outputText(page, 'Entered code'), POLL).toBe('123');
    await page.keyboard.press('Backspace');
    await expect.poll(() => outputText(page, 'Entered code'), POLL).toBe('12');
    await page.keyboard.press('Home');
    await expect.poll(() => focusedLabel(page), POLL).toBe('Digit 1 of 6');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedLabel(page), POLL).toMatch(/^Digit \d of 6$/);

    // Pasting a whole code into any box fills all six and completes.
    await page.getByRole('textbox', { name: 'Digit 4 of 6' }).evaluate((box) => {
      const data = new DataTransfer();
      data.setData('text/plain', ' 654 321 ');
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => outputText(page, 'Entered code'), POLL).toBe('654321');
    await expect.poll(() => outputText(page, 'Completed code'), POLL).toBe('654321');
    await context.close();
  });

  it('the searchable select filters after typing, says when nothing matches and can be cleared', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', DESKTOP);
    await page.getByRole('button', { name: /^State/ }).click();
    const search = page.getByRole('combobox', { name: 'Search State' });
    await search.fill('karna');
    // The search waits 300 ms after the last keystroke before it filters.
    await page.getByRole('option', { name: 'Andhra Pradesh' }).waitFor({ state: 'detached' });
    await page.getByRole('option', { name: 'Karnataka' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => outputText(page, 'Chosen state'), POLL).toBe('Karnataka');

    await page.getByRole('button', { name: /^State/ }).click();
    await page.getByRole('combobox', { name: 'Search State' }).fill('zzz');
    await page.getByText('No options found').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Clear' }).first().click();
    await expect.poll(() => outputText(page, 'Chosen state'), POLL).toBe('');
    await context.close();
  });

  it('under 576 px the select opens as a sheet titled Select', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    await page.getByRole('button', { name: /^State/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Select' });
    await sheet.waitFor();
    await sheet.getByRole('combobox', { name: 'Search State' }).fill('goa');
    await sheet.getByRole('option', { name: 'Goa' }).click();
    await expect.poll(() => outputText(page, 'Chosen state'), POLL).toBe('Goa');
    await expectAccessible(page);
    await context.close();
  });
});
