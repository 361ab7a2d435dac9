/*
 * The server's words in both languages (issue 32). Every refusal and SMS text is an explicit-id
 * descriptor, `/*i18n*\/ { id: 'CODE', message: 'English' }`, extracted into the `server`
 * catalog (src/i18n/locales/server); the id is the stable `code` of the error envelope. The
 * compiled catalogs of the server and the domain are loaded here with Lingui's own message
 * compiler (size does not matter on the server), one i18n instance per language so requests
 * in either language never share a switch.
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as domainEnglish } from '../../src/i18n/locales/domain/en';
import { messages as domainHindi } from '../../src/i18n/locales/domain/hi';
import { messages as serverEnglish } from '../../src/i18n/locales/server/en';
import { messages as serverHindi } from '../../src/i18n/locales/server/hi';

export type Language = 'en' | 'hi';

/** Named places of a message: what the envelope's `params` carries. */
export type TextParams = Readonly<Record<string, string | number>>;

/** A text the server says: its stable id (the envelope's `code`), its English, its places. */
export interface ServerText {
  readonly id: string;
  /** English; a src/domain descriptor may leave it to its catalog. */
  readonly message?: string;
  readonly values?: TextParams;
}

/** A descriptor with its places filled: what a message function returns. */
export function withValues(text: ServerText, values: TextParams): ServerText {
  return { ...text, values };
}

function instance(locale: Language, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const english = instance('en', { ...domainEnglish, ...serverEnglish });
const hindi = instance('hi', { ...domainHindi, ...serverHindi });

/** The text in `language`; English from the code when a catalog lacks it. */
export function word(text: ServerText, language: Language = 'en'): string {
  const i18n = language === 'hi' ? hindi : english;
  const descriptor: MessageDescriptor = { id: text.id, values: { ...text.values } };
  if (text.message !== undefined) descriptor.message = text.message;
  return i18n._(descriptor);
}

/** The English of `text`, as every answer said before issue 32. */
export function englishOf(text: ServerText): string {
  return word(text, 'en');
}

const catalogEnglish: Messages = { ...domainEnglish, ...serverEnglish };

/** A message id of the `domain` or `server` catalog, when `id` is one. */
export function catalogText(id: string): ServerText | null {
  return Object.hasOwn(catalogEnglish, id) ? { id, message: english._(id) } : null;
}

let domainIdsByEnglish: Map<string, string> | null = null;

/**
 * A plain sentence that is a catalog's message, known by its id or its English (a valibot
 * issue's message as src/domain gives it today, or the id when its descriptor gives that): its
 * id and English, else null. Only texts without places can be matched by their English.
 */
export function domainTextOf(sentence: string): ServerText | null {
  const byId = catalogText(sentence);
  if (byId) return byId;
  if (!domainIdsByEnglish) {
    domainIdsByEnglish = new Map();
    for (const id of Object.keys(catalogEnglish)) {
      try {
        domainIdsByEnglish.set(english._(id), id);
      } catch {
        // a message with places cannot be worded without its values: not matched by English
      }
    }
  }
  const id = domainIdsByEnglish.get(sentence);
  return id === undefined ? null : { id, message: sentence };
}

/**
 * The language a request asks for: `Accept-Language` whose first tag is Hindi (`hi`,
 * `hi-IN`...) means Hindi; anything else, or none, English.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const first = acceptLanguage.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

export function isLanguageChoice(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}
