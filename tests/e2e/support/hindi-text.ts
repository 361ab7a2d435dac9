import type { Page } from 'playwright-core';
import { allBrands } from '../../../src/brands/catalog';
import { lenders } from '../../../src/brands/lenders';

/*
 * "No visible text node is English" (issue 32): the texts a person can read on the page now —
 * every visible text node, the document's title, and the aria-label, placeholder, alt and title
 * of every visible element — that still hold Latin letters once the tokens Hindi keeps are
 * taken out. A test asserts the list is empty, so its failure message names each English text.
 */

/** Kept in Latin letters in Hindi too (docs/hindi-glossary.md): said as letters, or names. */
const ACRONYMS = [
  'OTP',
  'PAN',
  'EMI',
  'KYC',
  'KFS',
  'IFSC',
  'GST',
  'APR',
  'UPI',
  'PIN',
  'PDF',
  'PNG',
  'JPG',
  'ID',
  'UAT',
  'DSA',
  'NBFC',
  'RBI',
  'URL',
  'SMS',
  'Aadhaar',
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The brand and lender names: names stay as their owners write them. */
const NAMES = [
  ...new Set([...allBrands.map((brand) => brand.name), ...lenders.map((lender) => lender.name)]),
].sort((a, b) => b.length - a.length);

/** Tokens allowed in a Hindi screen, taken out before looking for Latin letters. */
export const HINDI_ALLOWED: RegExp[] = [
  /https?:\/\/\S+/g, // links
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /₹\s?[\d,]+(\.\d+)?/g, // amounts
  /\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b/g, // dates
  /\b[A-Z]{5}\d{4}[A-Z]\b/g, // a PAN
  /\b[A-Z]{4}0[A-Z0-9]{6}\b/g, // an IFSC
  /\b(?=[A-Z0-9-]*\d)[A-Z0-9]+(-[A-Z0-9]+)+\b/g, // ids such as RN-2026-000123
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, // uuids
  new RegExp(`(${NAMES.map(escape).join('|')})`, 'g'),
  new RegExp(`\\b(${ACRONYMS.join('|')})s?\\b`, 'g'),
  /(English|हिन्दी)/g, // the language switch names each language in its own script
  /\b(alt|ctrl|shift)\+\w\b/gi, // a keyboard shortcut names its keys
];

function withoutAllowed(text: string, allow: RegExp[]): string {
  let left = text;
  for (const pattern of allow) {
    const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    left = left.replace(global, ' ');
  }
  return left;
}

/**
 * The visible texts of the page (text nodes, the title, and aria-label/placeholder/alt/title
 * values of visible elements) that hold Latin letters once `allow` and HINDI_ALLOWED are taken
 * out. Empty when the page speaks Hindi throughout. `within` (a CSS selector) looks at one part
 * of the page only (the header of a screen another area translates), the title left out.
 */
export async function englishTextNodes(
  page: Page,
  allow: RegExp[] = [],
  within?: string,
): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const root = selector ? document.querySelector(selector) : document.body;
    if (!root) throw new Error(`no ${selector} on the page`);
    const found: string[] = [];
    // A visually hidden text (clipped to 1 px) counts: a screen reader reads it out.
    const shown = (element: Element): boolean =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || skipped.has(parent.tagName)) continue;
      if (shown(parent)) found.push(text);
    }
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    if (!selector && document.title.trim()) found.push(document.title.trim());
    return found;
  }, within);
  const patterns = [...allow, ...HINDI_ALLOWED];
  return [...new Set(texts)].filter((text) => /[A-Za-z]/.test(withoutAllowed(text, patterns)));
}
