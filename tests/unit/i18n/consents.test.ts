import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { around, loadConsentTexts } from '../../../src/i18n/consents';
import { consentsEnglish } from '../../../src/i18n/consents/en';
import { consentsHindi } from '../../../src/i18n/consents/hi';
import { CONSENT_KINDS, type ConsentText } from '../../../src/i18n/consents/kinds';

/*
 * Consent records name a text by kind and version (issue 21 item 4), so a shipped version's
 * words must never change: a new wording is a new version file. Each shipped file's words are
 * pinned here by fingerprint; a new version adds its line, an old one is never edited.
 */
const SHIPPED: Record<string, string> = {
  'TERMS 1 en': '021a49e51d53ed50',
  'TERMS 1 hi': '748bde742ec2eb6e',
  'BUREAU_CONSENT 1 en': 'bc92dcd3b05d57eb',
  'BUREAU_CONSENT 1 hi': '64241670b48861e5',
  'KFS_ACKNOWLEDGEMENT 1 en': 'c99564c7d5174142',
  'KFS_ACKNOWLEDGEMENT 1 hi': '0c3672ffcbdac51f',
};

const fingerprint = (text: ConsentText) =>
  createHash('sha256')
    .update(`${text.text}\u0000${text.link ?? ''}`)
    .digest('hex')
    .slice(0, 16);

const FOLDER = fileURLToPath(new URL('../../../src/i18n/consents/texts/', import.meta.url));

/** Every version file of the texts folder, current or not, with the language of its name. */
async function versionFiles() {
  const files: Array<{ file: string; lang: string; text: ConsentText }> = [];
  for (const file of readdirSync(FOLDER).filter((name) => name.endsWith('.ts'))) {
    const lang = /\.(en|hi)\.ts$/.exec(file)?.[1] ?? '?';
    const module = (await import(`${FOLDER}${file}`)) as Record<string, ConsentText>;
    for (const text of Object.values(module)) files.push({ file, lang, text });
  }
  return files;
}

describe('the consent texts', () => {
  it('never change a shipped version’s words: a new wording is a new version', async () => {
    const files = await versionFiles();
    const found = Object.fromEntries(
      files.map(({ lang, text }) => [`${text.kind} ${text.version} ${lang}`, fingerprint(text)]),
    );
    expect(found).toEqual(SHIPPED);
    // A file's name says its kind and version: terms-v1.en.ts holds TERMS version 1.
    for (const { file, text } of files) {
      expect(file).toBe(
        `${text.kind.toLowerCase().replace(/_/g, '-')}-v${text.version}.${file.split('.').at(-2)}.ts`,
      );
    }
  });

  it('gives every kind in both languages, at the same version', () => {
    for (const kind of CONSENT_KINDS) {
      expect(consentsHindi[kind].kind).toBe(kind);
      expect(consentsHindi[kind].version).toBe(consentsEnglish[kind].version);
      // A text naming the brand's document has the place for its link, in both languages.
      expect(consentsEnglish[kind].text.includes('{link}')).toBe('link' in consentsEnglish[kind]);
      expect(consentsHindi[kind].text.includes('{link}')).toBe(
        consentsHindi[kind].link !== undefined,
      );
    }
    expect(consentsEnglish.KFS_ACKNOWLEDGEMENT.text).toContain('{proposal}');
    expect(consentsHindi.KFS_ACKNOWLEDGEMENT.text).toContain('{proposal}');
  });

  it('loads one language at a time, and splits a text around its link', async () => {
    expect(await loadConsentTexts('hi')).toBe(consentsHindi);
    expect(await loadConsentTexts('en')).toBe(consentsEnglish);
    expect(around('I accept the {link}, fully.', 'link')).toEqual({
      before: 'I accept the ',
      after: ', fully.',
    });
    expect(around('No link here.', 'link')).toEqual({ before: 'No link here.', after: null });
  });
});
