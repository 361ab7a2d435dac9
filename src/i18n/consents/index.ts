import type { Language } from '../language';
import type { ConsentTexts } from './kinds';

export type { ConsentKind, ConsentText, ConsentTexts } from './kinds';

/**
 * The current consent texts in `language`, each language its own module: the first step loads
 * only the one it shows, after the screen (nothing of it is in the first load).
 */
export function loadConsentTexts(language: Language): Promise<ConsentTexts> {
  return language === 'hi'
    ? import('./hi').then((module) => module.consentsHindi)
    : import('./en').then((module) => module.consentsEnglish);
}

/**
 * A text around one of its places: what comes before `{name}` and after it (the screen puts a
 * link there). A text without the place is all `before`.
 */
export function around(text: string, name: string): { before: string; after: string | null } {
  const place = `{${name}}`;
  const at = text.indexOf(place);
  return at < 0
    ? { before: text, after: null }
    : { before: text.slice(0, at), after: text.slice(at + place.length) };
}
