import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openSite, PHONE } from './support/browser';

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
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open sheet');
    await context.close();
  });

  it('the OTP boxes take digits only, move with the keyboard and fill from a paste', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await first.click();
    await page.keyboard.type('12a3');
    expect(await outputText(page, 'Entered code')).toBe('123');
    await page.keyboard.press('Backspace');
    expect(await outputText(page, 'Entered code')).toBe('12');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Digit 1 of 6',
    );
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Digit \d of 6$/,
    );

    // Pasting a whole code into any box fills all six and completes.
    await page.getByRole('textbox', { name: 'Digit 4 of 6' }).evaluate((box) => {
      const data = new DataTransfer();
      data.setData('text/plain', ' 654 321 ');
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(await outputText(page, 'Entered code')).toBe('654321');
    expect(await outputText(page, 'Completed code')).toBe('654321');
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
    expect(await outputText(page, 'Chosen state')).toBe('Karnataka');

    await page.getByRole('button', { name: /^State/ }).click();
    await page.getByRole('combobox', { name: 'Search State' }).fill('zzz');
    await page.getByText('No options found').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Clear' }).first().click();
    expect(await outputText(page, 'Chosen state')).toBe('');
    await context.close();
  });

  it('under 576 px the select opens as a sheet titled Select', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    await page.getByRole('button', { name: /^State/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Select' });
    await sheet.waitFor();
    await sheet.getByRole('combobox', { name: 'Search State' }).fill('goa');
    await sheet.getByRole('option', { name: 'Goa' }).click();
    expect(await outputText(page, 'Chosen state')).toBe('Goa');
    await expectAccessible(page);
    await context.close();
  });
});
