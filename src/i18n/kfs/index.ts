import type { Language } from '../language';
import type { KfsTexts } from './en';

export type { KfsTexts } from './en';

/**
 * The KFS texts in `language`, each language its own module: a screen loads only the one it
 * shows (the server has both at hand).
 */
export function loadKfsTexts(language: Language): Promise<KfsTexts> {
  return language === 'hi'
    ? import('./hi').then((module) => module.kfsHindi)
    : import('./en').then((module) => module.kfsEnglish);
}
