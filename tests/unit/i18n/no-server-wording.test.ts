import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 32: nothing in src/ branches on a server's wording. The server's messages are in the
 * reader's language, so the app acts on the envelope's `code` (ApiError.code) or on data, never
 * on `message`. This reads every source file of src/ and finds
 * - a message compared with a string or a named constant (`message === KFS_CHANGED_TEXT`),
 * - a message searched for words (`message.includes(REMARKS_WORD)`, startsWith, match…),
 * - a comparison with any English sentence of the server's catalog.
 * (The app may still say a sentence the server also says, as its own words: only comparing
 * with one is a branch on the server's wording.)
 * The two branches issue 32 found (services/kfs.ts and machines/track/machine.ts) are kept
 * below as they were, and the check must catch both.
 */

const ROOT = join(__dirname, '../../..');
const SRC = join(ROOT, 'src');

/** Comparisons on words that are the app's own, each with why it is not a server's. */
const ALLOWED: readonly { file: string; line: RegExp; why: string }[] = [
  {
    file: 'src/machines/failure.ts',
    line: /message === UNKNOWN_FAILURE_TEXT/,
    why: "failureOf's own stand-in for a failure without words, not a server's sentence",
  },
];

const COMPARED = [
  // message === 'text' | message !== CONSTANT (null, undefined, '' and typeof are not words)
  /\bmessage\s*[!=]==?\s*(?!null\b|undefined\b|''|""|``)(['"`]|[A-Z][A-Z0-9_]{2,}\b)/,
  /(['"`]|\b[A-Z][A-Z0-9_]{2,})\s*[!=]==?\s*[\w.?]*\bmessage\b/,
  // message.includes(...), .startsWith(, .endsWith(, .match(, .search(, RegExp.test(message)
  /\bmessage\??\.(includes|startsWith|endsWith|match|matchAll|search)\(/,
  /\.test\(\s*[\w.?]*\bmessage\s*\)/,
];

function serverSentences(): string[] {
  const po = readFileSync(join(SRC, 'i18n/locales/server/en.po'), 'utf8');
  return [...po.matchAll(/^msgstr "((?:[^"\\]|\\.)+)"$/gm)]
    .map((match) => (match[1] ?? '').replace(/\\"/g, '"'))
    .filter((text) => !text.includes('{') && text.length >= 15);
}

/** Every finding in one file's text: `line: text` for each line that reads a server's words. */
export function findings(file: string, text: string, sentences: readonly string[]): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, at) => {
    const allowed = ALLOWED.some((allow) => allow.file === file && allow.line.test(line));
    if (allowed) return;
    // `typeof message === 'string'` asks what a value is, not what it says.
    const read = line.replace(/typeof\s+[\w.?]+/g, 'typeof');
    const comparison = COMPARED.some((pattern) => pattern.test(read));
    const compared = /[!=]==|\.(includes|startsWith|endsWith|match|search)\(/.test(read);
    const sentence = compared && sentences.some((words) => read.includes(words));
    if (comparison || sentence) found.push(`${file}:${at + 1}: ${line.trim()}`);
  });
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [path];
  });
}

describe('no comparison against a server message in src/', () => {
  const sentences = serverSentences();

  it("knows the server's sentences", () => {
    expect(sentences).toContain('The Key Fact Statement has changed. Please read it again.');
  });

  it('would have caught the two branches issue 32 found', () => {
    const kfs = [
      "export const KFS_CHANGED_TEXT = 'The Key Fact Statement has changed. Please read it again.';",
      '      if (error instanceof ApiError && error.status === 409 && error.message === KFS_CHANGED_TEXT) {',
    ].join('\n');
    const track =
      '  return answer !== null && answer.applicationId !== null && answer.message.includes(REMARKS_WORD);';
    expect(findings('src/services/kfs.ts', kfs, sentences)).toHaveLength(1);
    const literal =
      "if (error.message === 'The Key Fact Statement has changed. Please read it again.')";
    expect(findings('src/services/kfs.ts', literal, sentences)).toHaveLength(1);
    const sentence = "const changed = text.startsWith('Please save the personal details first.');";
    expect(findings('src/x.ts', sentence, sentences)).toHaveLength(1);
    expect(findings('src/machines/track/machine.ts', track, sentences)).toHaveLength(1);
    // and lets the app's own null checks be
    expect(findings('src/x.ts', 'if (message !== null) return message;', sentences)).toEqual([]);
  });

  it('finds none in src/', () => {
    const found = sourceFiles(SRC).flatMap((path) =>
      findings(relative(ROOT, path), readFileSync(path, 'utf8'), sentences),
    );
    expect(found).toEqual([]);
  });
});
