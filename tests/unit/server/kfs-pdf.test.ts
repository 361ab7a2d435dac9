import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { keyFactStatement } from '../../../src/domain/kfs/statement';
import { kfsEnglish } from '../../../src/i18n/kfs/en';
import { kfsHindi } from '../../../src/i18n/kfs/hi';
import { kfsPdf } from '../../../server/kfs/pdf';
import { KFS_EXAMPLE_OFFER } from '../../support/kfs';

/*
 * The KFS PDF (issue 21 item 2): a real PDF, read back with pdf.js. For Hindi, the check is on
 * the glyphs: pdf.js gives back the text of each glyph drawn, in the order drawn, which for
 * shaped Devanagari is the visual order with conjuncts as one glyph (िववरण for विवरण). The same
 * string laid out by fontkit with the embedded font must be in the page: unshaped text (loose
 * letters in logical order) would not be.
 */

const require = createRequire(import.meta.url);
const font = fontkit.openSync(
  require.resolve('@ibm/plex-sans-devanagari/fonts/complete/woff/IBMPlexSansDevanagari-SemiBold.woff'),
) as fontkit.Font;

const kfs = keyFactStatement(
  KFS_EXAMPLE_OFFER,
  { proposal_number: 'KFS-10000001-01', version: 1, issued_on: '2026-11-27' },
  { name: 'Meera Iyer', email: 'grievance@rinn.in', phone: '1800 120 4455' },
);

/** Every page's text, as pdf.js extracts it, one space between its pieces. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(pieces.join(' ').replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
}

/** What pdf.js reads back for `text` drawn shaped: each glyph's characters, in visual order. */
function shaped(text: string): string {
  return font
    .layout(text)
    .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
    .join('');
}

describe('the KFS PDF', { timeout: 60_000 }, () => {
  it('prints the English statement and its schedule', async () => {
    const pdf = await kfsPdf(kfs, kfsEnglish, { brandName: 'Rinn', acknowledgement: null });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [summary = '', schedule = ''] = await pagesOf(pdf);
    expect(summary).toContain('Key Fact Statement');
    expect(summary).toContain('KFS-10000001-01');
    expect(summary).toContain('Annual Percentage Rate (APR) 17.05%');
    expect(summary).toContain('Net disbursed amount ₹97,390');
    expect(summary).toContain('Valid until 02-12-2026');
    expect(summary).toContain('Not yet acknowledged by the borrower.');
    expect(schedule).toContain('Repayment schedule');
    expect(schedule).toContain('12 05-12-2027 ₹8,796 ₹8,796 ₹88 ₹8,884 ₹0');
  });

  it('prints Hindi with shaped Devanagari from the embedded font', async () => {
    const pdf = await kfsPdf(kfs, kfsHindi, {
      brandName: 'Rinn',
      acknowledgement: { at: '2026-11-28', mobile: '9876501234' },
    });
    const [summary = '', schedule = ''] = await pagesOf(pdf);
    const title = shaped(kfsHindi.title);
    // Shaping changed something: a conjunct glyph and the ि matra moved before its consonant.
    expect(title).not.toBe(kfsHindi.title);
    expect(summary).toContain(title);
    expect(schedule).toContain(shaped(kfsHindi.schedule));
    expect(summary).toContain('₹97,390');
    expect(summary).toContain('17.05%');
    expect(pdf.includes('IBMPlexSansDevanagari')).toBe(true);
  });
});
