import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language';
import { createMemoryStorage } from './memory-storage';

/*
 * The language the borrower or partner chose last (issue 21 item 6): remembered on the device,
 * outside the spec's keys, so a logout or the wizard's cleanup does not forget it.
 */

export const LANGUAGE_KEY = 'rinn.language';

export interface LanguageStore {
  /** The remembered language, English when none (or an unknown one) is stored. */
  get(): Language;
  /** The remembered language, or null when none was ever chosen on this device. */
  chosen(): Language | null;
  remember(language: Language): void;
}

function browserStorage(): Storage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Reading localStorage throws in some privacy modes: the choice then lasts one page load.
  }
  return createMemoryStorage();
}

/** The app's language (`key` the default), or another remembered the same way. */
export function createLanguageStore(
  storage: Storage = browserStorage(),
  key: string = LANGUAGE_KEY,
): LanguageStore {
  const chosen = () => {
    const stored = storage.getItem(key);
    return isLanguage(stored) ? stored : null;
  };
  return {
    get: () => chosen() ?? DEFAULT_LANGUAGE,
    chosen,
    remember: (language) => storage.setItem(key, language),
  };
}
