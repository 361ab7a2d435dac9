import { describe, expect, it } from 'vitest';
import {
  atMostCharacters,
  isStorableText,
  textField,
  unstorableTextAt,
  unstorableTextMessage,
} from '../../../src/domain/text';
import { validate } from '../../../src/domain/validation';

/*
 * The one builder of text fields (issue 16 items 2 and 3): what no text may hold, line breaks
 * only where a field spans lines, a maximum length, names with letters, blanks allowed only as
 * blanks (never zero-width characters passing for text).
 */

const MESSAGE = 'Invalid thing';
const TOO_LONG = atMostCharacters('Thing', 10);
const line = textField(MESSAGE, { max: 10, tooLong: TOO_LONG });
const lines = textField(MESSAGE, { max: 40, lines: 'multi' });
const name = textField(MESSAGE, { max: 10, min: 3, letters: true });
const password = textField(MESSAGE, { max: 10, asTyped: true });

const refused = { ok: false, message: MESSAGE };

describe('textField', () => {
  it.each([
    ['NUL', 'ab\u0000c'],
    ['a lone high surrogate', 'ab\ud800c'],
    ['a lone low surrogate', 'ab\udc00c'],
    ['a surrogate pair reversed', 'ab\udc00\ud800'],
    ['a line feed', 'ab\ncd'],
    ['a carriage return', 'ab\rcd'],
    ['a tab', 'ab\tcd'],
    ['a bell', 'ab\u0007'],
    ['DEL', 'ab\u007f'],
    ['a C1 control', 'ab\u0085'],
    ['a line separator', 'ab\u2028cd'],
    ['a left-to-right embedding (U+202A)', 'ab\u202acd'],
    ['a right-to-left override (U+202E)', 'Meera\u202eIyer'],
    ['a left-to-right isolate (U+2066)', 'ab\u2066cd'],
    ['a pop directional isolate (U+2069)', 'ab\u2069'],
  ])('refuses %s in a single-line field with its message', (_what, input) => {
    expect(validate(line, input)).toEqual(refused);
  });

  it('refuses a lone surrogate and NUL even when kept as typed', () => {
    expect(validate(password, 'pw\ud800')).toEqual(refused);
    expect(validate(password, 'pw\u0000')).toEqual(refused);
  });

  it('lets a field of several lines keep its line breaks and tabs, not other controls', () => {
    expect(validate(lines, ' 12 MG Road,\r\nBengaluru\t560001 ')).toEqual({
      ok: true,
      value: '12 MG Road,\r\nBengaluru\t560001',
    });
    expect(validate(lines, 'MG Road\u0000')).toEqual(refused);
    expect(validate(lines, 'MG Road\ud83d')).toEqual(refused);
    expect(validate(lines, 'MG Road\u001b[31m')).toEqual(refused);
  });

  it('refuses every bidirectional control, in every kind of field, and nothing next to them', () => {
    const controls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of controls) {
      const text = `Asha${String.fromCodePoint(code)}Verma`;
      expect(validate(line, text.slice(0, 9)), code.toString(16)).toEqual(refused);
      expect(validate(lines, `12 MG Road\n${text}`), code.toString(16)).toEqual(refused);
      expect(validate(name, text.slice(0, 9)), code.toString(16)).toEqual(refused);
      expect(validate(password, text.slice(0, 9)), code.toString(16)).toEqual(refused);
    }
    // Their neighbours on either side of each range are not among them.
    for (const code of [0x2029, 0x202f, 0x2065, 0x206a]) {
      expect(isStorableText(`a${String.fromCodePoint(code)}b`), code.toString(16)).toBe(true);
    }
  });

  it('keeps the joiners Indic names need (ZWJ, ZWNJ) and the direction marks', () => {
    expect(validate(name, 'क्\u200dष')).toEqual({ ok: true, value: 'क्\u200dष' });
    expect(validate(name, 'रा\u200cम')).toEqual({ ok: true, value: 'रा\u200cम' });
    expect(validate(line, 'ab\u200ecd')).toEqual({ ok: true, value: 'ab\u200ecd' });
  });

  it('accepts characters outside the BMP (a surrogate pair) and Indic text', () => {
    expect(validate(line, 'चाय 😀')).toEqual({ ok: true, value: 'चाय 😀' });
  });

  it('counts the maximum after trimming and answers the too-long message', () => {
    expect(validate(line, `  ${'x'.repeat(10)}  `)).toEqual({ ok: true, value: 'x'.repeat(10) });
    expect(validate(line, 'x'.repeat(11))).toEqual({ ok: false, message: TOO_LONG });
    expect(validate(line, 'x'.repeat(60_000))).toEqual({ ok: false, message: TOO_LONG });
  });

  it('is blank when only spaces, but never only invisible characters', () => {
    expect(validate(line, '   ')).toEqual({ ok: true, value: '' });
    expect(validate(line, '\u200b\u200b\u200b')).toEqual(refused);
    expect(validate(line, '\u200d\u2060\ufeff\u00ad')).toEqual(refused);
  });

  it('wants a letter in a name: not digits, punctuation or zero-width spaces alone', () => {
    expect(validate(name, '\u200b\u200b\u200b')).toEqual(refused);
    expect(validate(name, '12345')).toEqual(refused);
    expect(validate(name, '...')).toEqual(refused);
    expect(validate(name, 'Al')).toEqual(refused);
    expect(validate(name, "D'Souza")).toEqual({ ok: true, value: "D'Souza" });
    // Malayalam and Devanagari use the zero-width joiner inside names.
    expect(validate(name, 'ശ്\u200dരീ')).toEqual({ ok: true, value: 'ശ്\u200dരീ' });
  });

  it('keeps a password exactly as typed, spaces included', () => {
    expect(validate(password, '  a b  ')).toEqual({ ok: true, value: '  a b  ' });
    expect(validate(password, '   ')).toEqual({ ok: true, value: '   ' });
  });

  it("answers a value that is not text with the field's message", () => {
    for (const input of [undefined, null, 42, ['a'], { a: 1 }]) {
      expect(validate(line, input)).toEqual(refused);
    }
  });
});

describe('what may be stored', () => {
  it('is any string without NUL, a lone surrogate or a bidirectional control', () => {
    expect(isStorableText('ok\n\t😀')).toBe(true);
    expect(isStorableText('क्\u200dष\u200c')).toBe(true);
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('a\udfff')).toBe(false);
    expect(isStorableText('a\u202e')).toBe(false);
    expect(isStorableText('\u2066a')).toBe(false);
  });

  it('is found anywhere in a body, keys included, by its path', () => {
    expect(unstorableTextAt({ a: 'x', b: [1, { c: 'ok' }] })).toBeNull();
    expect(unstorableTextAt({ a: 'x', b: [1, { c: 'o\u0000k' }] })).toBe('b.1.c');
    expect(unstorableTextAt({ ['k\ud800']: 1 })).toBe('k\ufffd');
    expect(unstorableTextAt('\ud800')).toBe('');
    expect(unstorableTextAt({ a: ['ok', 'Meera\u202eIyer'] })).toBe('a.1');
    expect(unstorableTextAt({ ['k\u2067']: 1 })).toBe('k\ufffd');
    expect(unstorableTextMessage('b.1.c')).toBe(
      'b.1.c must not contain NUL, unpaired surrogate or bidirectional control characters',
    );
  });
});
