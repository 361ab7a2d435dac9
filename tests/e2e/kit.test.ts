import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, useBrowser, openSite, PHONE, POLL } from './support/browser';
import { PDF, PNG } from './support/documents';

const browser = useBrowser();

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

  it('under 576 px the select opens as a sheet titled with its field, the keyboard closed until Search is tapped', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    await page.getByRole('button', { name: /^State/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Select State' });
    await sheet.waitFor();
    // Focus is in the sheet but not in a text box: a phone's keyboard stays closed.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), POLL)
      .toBe('dialog');
    await sheet.getByRole('combobox', { name: 'Search State' }).fill('goa');
    await sheet.getByRole('option', { name: 'Goa' }).click();
    await expect.poll(() => outputText(page, 'Chosen state'), POLL).toBe('Goa');
    await expectAccessible(page);
    await context.close();
  });
});

describe('the wizard’s fields in a real browser', () => {
  it('an amount keeps digits only and shows them grouped the Indian way as they are typed', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    const amount = page.getByRole('textbox', { name: 'Credit limit' });
    await amount.click();
    await page.keyboard.type('00123a456');
    await expect.poll(() => amount.inputValue(), POLL).toBe('₹1,23,456');
    await expect.poll(() => outputText(page, 'Amount digits'), POLL).toBe('123456');
    // Typing in the middle keeps the caret after the digit just typed, though commas move.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('98');
    await expect.poll(() => amount.inputValue(), POLL).toBe('₹1,23,98,456');
    await expect.poll(() => outputText(page, 'Amount digits'), POLL).toBe('12398456');
    await context.close();
  });

  it('a date gets its dashes as it is typed and shows a saved date as DD-MM-YYYY', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    const date = page.getByRole('textbox', { name: 'Date of birth' });
    await date.click();
    await page.keyboard.type('1508x1990');
    await expect.poll(() => date.inputValue(), POLL).toBe('15-08-1990');
    await expect.poll(() => outputText(page, 'Date value'), POLL).toBe('15-08-1990');
    // Deleting a dash deletes the digit before it, rather than the dash coming straight back.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await expect.poll(() => date.inputValue(), POLL).toBe('15-01-990');
    await page.keyboard.type('8');
    await expect.poll(() => date.inputValue(), POLL).toBe('15-08-1990');
    await date.fill('');
    await date.pressSequentially('31121999');
    await expect.poll(() => outputText(page, 'Date value'), POLL).toBe('31-12-1999');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Saved date' }).inputValue(), POLL)
      .toBe('15-08-1990');
    await expect(
      page.getByRole('button', { name: 'Pick Date of birth from a calendar' }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('an upload field goes NONE → PROGRESS (real percent) → SUCCESS → cleared, and FAILED → Retry', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', DESKTOP);
    const section = page.getByRole('region', { name: 'Uploads' });
    // A file input is a button named by the field and the chooser's text.
    const identity = section.getByRole('button', { name: 'Identity proof Choose file' });

    // The form names the first missing document and puts focus on its file input.
    await section.getByRole('button', { name: 'Check documents' }).click();
    await section.getByText('Missing identity proof').waitFor();
    await expect.poll(() => identity.getAttribute('aria-invalid'), POLL).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')), POLL)
      .toBe('file');

    // PROGRESS shows the transfer's own percent: held at half way, it reads 50.
    await section.getByRole('checkbox', { name: 'Hold uploads at half way' }).check();
    await identity.setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
    const progress = section.getByRole('progressbar', { name: 'Uploading Identity proof' });
    await expect.poll(() => progress.getAttribute('aria-valuenow'), POLL).toBe('50');
    await section.getByText('50%').waitFor();
    await expectAccessible(page);
    await section.getByRole('checkbox', { name: 'Hold uploads at half way' }).uncheck();

    // SUCCESS: a tick and the name; the form's issue is gone; View opens the file in a new tab.
    await section.getByText('pan.png').waitFor();
    await section.getByText('Missing identity proof').waitFor({ state: 'detached' });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      section.getByRole('button', { name: 'View pan.png (Identity proof)' }).click(),
    ]);
    await expect.poll(() => tab?.url(), POLL).toMatch(/^blob:/);
    await tab?.close();
    await expectAccessible(page);

    // Remove empties the field; the live check names it again.
    await section.getByRole('button', { name: 'Remove pan.png (Identity proof)' }).click();
    await section.getByText('Missing identity proof').waitFor();

    // A dropped connection: FAILED, emptied, the reason, and Retry sends the file again.
    await identity.setInputFiles({ name: 'drop.pdf', mimeType: 'application/pdf', buffer: PDF });
    await section.getByText('The connection dropped. Please try again.').waitFor();
    await section.getByRole('button', { name: 'Retry Identity proof' }).click();
    await section.getByText('drop.pdf').waitFor();

    // A file of another type is refused before it is sent, with no Retry.
    await section.getByRole('button', { name: 'Remove drop.pdf (Identity proof)' }).click();
    await identity.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: PDF });
    await section.getByText('Please choose a PNG, JPG or PDF file.').waitFor();
    await expect(
      section.getByRole('button', { name: 'Retry Identity proof' }).count(),
    ).resolves.toBe(0);
    await context.close();
  });

  it('a multi-file upload lists each file, adds another and removes one', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/kit', PHONE);
    const section = page.getByRole('region', { name: 'Uploads' });
    await section
      .getByRole('button', { name: 'Bank statements Choose file' })
      .setInputFiles({ name: 'march.pdf', mimeType: 'application/pdf', buffer: PDF });
    await section.getByText('march.pdf').waitFor();
    await section
      .getByRole('button', { name: 'Bank statements Add another file' })
      .setInputFiles({ name: 'april.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Each file by the name it was chosen with.
    await section.getByText('april.pdf').waitFor();
    await section.getByRole('button', { name: 'Remove march.pdf (Bank statements)' }).click();
    await section.getByText('march.pdf').waitFor({ state: 'detached' });
    await section.getByText('april.pdf').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
