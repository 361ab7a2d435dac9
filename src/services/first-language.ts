import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { createLanguageStore, type LanguageStore } from './storage/language-store';

/**
 * The language the app opens in (issue 32): the one last chosen on this device, else the
 * browser's first preference when it is one we speak (any Hindi, `hi-IN` too), else English.
 */
export function firstLanguage(
  store: LanguageStore = createLanguageStore(),
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  const chosen = store.chosen();
  if (chosen) return chosen;
  const first = preferred[0]?.toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : DEFAULT_LANGUAGE;
}
