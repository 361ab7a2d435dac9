/*
 * The language the screens speak (issue 32), through Lingui's one `i18n` instance. English is in
 * the code: every message descriptor keeps its English, compiled at build time
 * (scripts/lingui-macros.ts), so the first load holds no catalog and no message compiler. Hindi is every catalog's compiled module
 * (src/i18n/hindi.ts, `npm run i18n`), one chunk fetched the first time Hindi is
 * chosen and kept. `<html lang>` follows the language shown.
 */
import { i18n } from '@lingui/core';
import type { Language } from './language';

i18n.loadAndActivate({ locale: 'en', messages: {} });

let hindiLoaded: Promise<void> | null = null;

function loadHindi(): Promise<void> {
  hindiLoaded ??= import('./hindi').then(
    ({ hindiMessages }) => i18n.load('hi', hindiMessages),
    (error: unknown) => {
      hindiLoaded = null; // offline for a moment: the next choice tries again
      throw error;
    },
  );
  return hindiLoaded;
}

/** Shows every screen in `language`, once its texts are here. */
export async function showLanguage(language: Language): Promise<void> {
  if (language === 'hi') await loadHindi();
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** The language the screens speak now. */
export function shownLanguage(): Language {
  return i18n.locale === 'hi' ? 'hi' : 'en';
}

export { i18n };
