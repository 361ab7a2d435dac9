/*
 * Languages the product speaks (issue 21 item 6). A small typed dictionary per area, not an
 * i18n library: each area's English texts define its keys and the other languages must give
 * every one (the type checker refuses a missing or extra key), a language's texts are a module
 * of their own so a screen loads only the one it shows, and nothing is added to the first load.
 * The texts need no plural rules or ICU messages yet — only named values put into a sentence —
 * and the PDF on the server prints the same texts as the screen. docs/decisions.md records why;
 * docs/hindi-glossary.md the words chosen.
 */

import type { Language } from '../domain/languages';

// The list is a rule of the domain (a first step's consent_lang is checked against it).
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../domain/languages';

/** What the language switch shows: each language in its own script. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
};

/** A text with named places, `{name}`, filled in by `fill`. */
export type Template = string;

/** Puts `values` into the `{name}` places of `template`; an unknown name stays as written. */
export function fill(
  template: Template,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
