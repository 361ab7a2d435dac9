import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { downloadedBytes } from './downloads';

/** The text of a PDF's pages, as a reader (pdf.js) extracts it. */
export async function pdfText(data: Uint8Array): Promise<string> {
  const document = await getDocument({ data, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return texts.join('\n');
}

/**
 * The file a press of `button` downloads, checked to be a PDF: the name the browser saves it
 * under and its text as a reader extracts it.
 */
export async function downloadedPdf(
  page: Page,
  button = 'Download PDF',
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = new Uint8Array(await downloadedBytes(download));
  expect(new TextDecoder().decode(file.subarray(0, 5))).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: await pdfText(file) };
}
