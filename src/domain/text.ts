import * as v from 'valibot';

/*
 * Every text field of a form and of an API body is built here (textField), so what a field may
 * hold is decided once, for the forms and the server alike: how long it may be, whether it may
 * hold line breaks, whether it must hold letters, and the characters no text may hold at all.
 * Each refusal answers with the field's own message, so the API's 400 names the field.
 */

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 * invisible, they reorder what follows them, so a name holding U+202E (right-to-left override)
 * reads backwards wherever it is shown, in a list, a lender's e-mail or a workbook. No Indian
 * script needs them; the joiners Indic names do need (ZWJ U+200D, ZWNJ U+200C) are not among them.
 */
const BIDI_CONTROLS = '\u202A-\u202E\u2066-\u2069';

/**
 * Characters that are never text: NUL and the other control characters (C0, DEL, C1), half
 * of a surrogate pair without its other half (JSON can carry one as "\ud800"; it is no character
 * in UTF-8), and the bidirectional controls. PostgreSQL refuses NUL in text and jsonb and a lone
 * surrogate in jsonb, and a text column would store U+FFFD instead. Line and paragraph separators
 * break a line like CR/LF.
 */
const NOT_SINGLE_LINE = new RegExp(`[\\p{Cc}\\p{Cs}\\u2028\\u2029${BIDI_CONTROLS}]`, 'u');

/** In a field of several lines: the same, except tab, line feed and carriage return. */
const NOT_MULTI_LINE = new RegExp(`(?![\\t\\n\\r])[\\p{Cc}\\p{Cs}${BIDI_CONTROLS}]`, 'u');

/** What no stored string may hold whatever its field: NUL, a lone surrogate or a bidirectional control. */
const UNSTORABLE = new RegExp(`[\\0\\p{Cs}${BIDI_CONTROLS}]`, 'u');

/** The same, every occurrence: a bad key is named with U+FFFD in their place. */
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'gu');

/** Something a person can see: a letter, digit, punctuation or symbol (not only spaces, marks or format characters such as zero-width spaces). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

const LETTER = /\p{L}/u;

/** Whether a string may be stored at all (the server's last check, for any string of a body): no NUL, lone surrogate or bidirectional control. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** The usual message for a text that is too long: 'Name must be at most 100 characters'. */
export const atMostCharacters = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;

export interface TextRules {
  /** The most characters (UTF-16 units, after trimming). */
  max: number;
  /** The message when longer than max; the field's message otherwise. */
  tooLong?: string;
  /** The fewest characters after trimming (0: may be blank). */
  min?: number;
  /**
   * 'single' (default): no line breaks or other control characters. 'multi' (addresses,
   * remarks): line breaks and tabs allowed, the other control characters not.
   */
  lines?: 'single' | 'multi';
  /** A name: must hold at least one letter (a name of digits or zero-width spaces is none). */
  letters?: boolean;
  /**
   * Kept exactly as typed (a password): not trimmed, and spaces alone are allowed. Control
   * characters and lone surrogates are still refused.
   */
  asTyped?: boolean;
}

/**
 * A text field: a string without control characters (line breaks only where `lines` is
 * 'multi') or lone surrogates, trimmed (unless `asTyped`), of `min` to `max` characters, holding
 * something visible (a letter, when `letters`) unless blank. Every issue has the field's
 * `message`, except a text over `max`, which has `tooLong` when given.
 */
export function textField(message: string, rules: TextRules) {
  const { max, tooLong = message, min = 0, lines = 'single', letters = false } = rules;
  const asTyped = rules.asTyped ?? false;
  const refused = lines === 'multi' ? NOT_MULTI_LINE : NOT_SINGLE_LINE;
  const shown = letters ? LETTER : VISIBLE;
  return v.pipe(
    v.string(message),
    v.check((value) => !refused.test(value), message),
    v.transform((value) => (asTyped ? value : value.trim())),
    v.check((value) => value.length >= min, message),
    v.maxLength(max, tooLong),
    v.check((value) => asTyped || value === '' || shown.test(value), message),
  );
}

/** The longest text of each kind of field (recorded in docs/decisions.md). */
export const MAX_LENGTH = {
  personName: 100,
  /** A business's or employer's name: registered names run longer than people's. */
  companyName: 150,
  /** Addresses may span lines. */
  address: 300,
  cityOrState: 100,
  /** RFC 5321's longest forward path. */
  email: 254,
  purpose: 100,
  /** Remarks and comments may span lines. */
  remarks: 500,
  bankName: 100,
  /** The bank list's code (SBIN). */
  bankSelection: 50,
  statementPassword: 100,
  designation: 100,
  website: 255,
  /** A file's or a reference's id: the server makes 32 characters. */
  id: 64,
  referralCode: 50,
} as const;

/** The most files one document field may name (the bulk upload's limit). */
export const MAX_FILES_PER_FIELD = 20;

/**
 * Where the first string (a value or a key) that cannot be stored is, as a dot path ('' for the
 * value itself), or null when there is none. Arrays and plain objects are searched throughout.
 */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    // A bad key is named with U+FFFD in place of what cannot be sent back either.
    const shown = key.replace(UNSTORABLE_ALL, '\ufffd');
    const at = path === '' ? shown : `${path}.${shown}`;
    if (!isStorableText(key)) return at;
    const found = unstorableTextAt(item, at);
    if (found !== null) return found;
  }
  return null;
}

const UNSTORABLE_WORDS =
  'must not contain NUL, unpaired surrogate or bidirectional control characters';

/** The message when a string no field's schema checked holds what cannot be stored. */
export const unstorableTextMessage = (path: string): string =>
  path === '' ? `Text ${UNSTORABLE_WORDS}` : `${path} ${UNSTORABLE_WORDS}`;
