/*
 * The languages the product speaks (issue 21 item 6): a rule both the forms and the server check
 * (a first step's consent_lang, the KFS's lang). Their texts live in src/i18n.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
