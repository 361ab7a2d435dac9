/*
 * English texts stay in the code (the macros keep each message's English, vite.config.ts), so
 * the first load carries no catalog; Lingui compiles such a text when it is first shown. Its own
 * compiler (@lingui/message-utils) parses all of ICU MessageFormat and weighs ~7 KB gzipped, more
 * than the whole first load may grow (issue 32). Our English uses only named places and
 * plural/select choices, so this compiler reads just those, into the same shape as Lingui's:
 * tests/unit/i18n/compile-english.test.ts compares the two on every message of every catalog,
 * so a text this one would read differently fails the suite.
 */

/** Lingui's compiled message: text, `[name]`, or `[name, kind, { offset, ...cases }]`. */
export type CompiledToken = string | [string] | [string, string, Record<string, unknown>];

const CHOICE_KINDS = new Set(['plural', 'select', 'selectordinal']);

interface Reader {
  text: string;
  at: number;
}

/** Text up to the next `{`, `}` (or `#` inside a plural), with ICU's apostrophe quoting. */
function readText(reader: Reader, inPlural: boolean): string {
  let out = '';
  const { text } = reader;
  while (reader.at < text.length) {
    const char = text[reader.at]!;
    if (char === '{' || char === '}' || (inPlural && char === '#')) break;
    if (char === "'") {
      const next = text[reader.at + 1];
      if (next === "'") {
        out += "'";
        reader.at += 2;
        continue;
      }
      if (next === '{' || next === '}' || (inPlural && next === '#')) {
        // A quoted run: literal up to the next lone apostrophe.
        reader.at += 1;
        while (reader.at < text.length) {
          const quoted = text[reader.at]!;
          if (quoted === "'") {
            if (text[reader.at + 1] === "'") {
              out += "'";
              reader.at += 2;
              continue;
            }
            reader.at += 1;
            break;
          }
          out += quoted;
          reader.at += 1;
        }
        continue;
      }
    }
    out += char;
    reader.at += 1;
  }
  return out;
}

function expect(reader: Reader, char: string) {
  if (reader.text[reader.at] !== char) {
    throw new Error(`expected "${char}" at ${reader.at} in: ${reader.text}`);
  }
  reader.at += 1;
}

function skipSpaces(reader: Reader) {
  while (/\s/.test(reader.text[reader.at] ?? '')) reader.at += 1;
}

function readWord(reader: Reader): string {
  skipSpaces(reader);
  const match = /^[^\s{},]+/.exec(reader.text.slice(reader.at));
  if (!match) throw new Error(`expected a name at ${reader.at} in: ${reader.text}`);
  reader.at += match[0].length;
  skipSpaces(reader);
  return match[0];
}

/** `{name}` or `{name, plural|select|selectordinal, …}`, the reader just past the `{`. */
function readPlace(reader: Reader, inPlural: boolean): CompiledToken {
  const name = readWord(reader);
  if (reader.text[reader.at] === '}') {
    reader.at += 1;
    return [name];
  }
  expect(reader, ',');
  const kind = readWord(reader);
  if (!CHOICE_KINDS.has(kind)) throw new Error(`unsupported ICU type "${kind}" in: ${reader.text}`);
  expect(reader, ',');
  const cases: Record<string, unknown> = { offset: undefined };
  skipSpaces(reader);
  if (reader.text.startsWith('offset:', reader.at)) {
    reader.at += 'offset:'.length;
    cases.offset = Number(readWord(reader));
  }
  while (reader.text[reader.at] !== '}') {
    const key = readWord(reader);
    expect(reader, '{');
    cases[key.startsWith('=') ? key.slice(1) : key] = readMessage(
      reader,
      kind === 'select' ? inPlural : true,
    );
    expect(reader, '}');
    skipSpaces(reader);
    if (reader.at >= reader.text.length) throw new Error(`unclosed choice in: ${reader.text}`);
  }
  reader.at += 1;
  return [name, kind, cases];
}

function readMessage(reader: Reader, inPlural: boolean): CompiledToken[] {
  const tokens: CompiledToken[] = [];
  while (reader.at < reader.text.length && reader.text[reader.at] !== '}') {
    const char = reader.text[reader.at];
    if (char === '{') {
      reader.at += 1;
      tokens.push(readPlace(reader, inPlural));
    } else if (inPlural && char === '#') {
      reader.at += 1;
      tokens.push('#');
    } else {
      const text = readText(reader, inPlural);
      if (text !== '') tokens.push(text);
    }
  }
  return tokens;
}

/** Compiles one English message; a text it cannot read is shown as written. */
export function compileEnglish(message: string): CompiledToken[] {
  const reader: Reader = { text: message, at: 0 };
  try {
    const tokens = readMessage(reader, false);
    if (reader.at < message.length) throw new Error(`unexpected "}" in: ${message}`);
    return tokens;
  } catch {
    return [message];
  }
}
