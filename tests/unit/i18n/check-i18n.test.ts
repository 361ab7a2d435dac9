import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, without types.
import { compileStrict } from '../../../scripts/check-i18n.mjs';

/*
 * "The extraction check fails when a Hindi message is removed" (issue 32): the strict compile
 * `npm run check:i18n` runs (compileStrict, which also reads every hi.po for an empty Hindi,
 * since Lingui's fallback to English hides one), over a copy of the real catalogs, untouched and
 * with one Hindi translation emptied. The copy sits under the repository's .tmp so the copied
 * lingui.config finds the same packages.
 */

const ROOT = join(import.meta.dirname, '../../..');
const compile = compileStrict as (cwd: string) => string;

/** Empties the Hindi of the first translated message of `area`; answers its English. */
function emptyOneHindi(locales: string, area: string): string {
  const path = join(locales, area, 'hi.po');
  const po = readFileSync(path, 'utf8');
  const entry = /^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "(?:[^"\\]|\\.)+"$/m.exec(po);
  if (!entry) throw new Error(`${area} has no translated message`);
  writeFileSync(path, po.replace(entry[0], `msgid "${entry[1]}"\nmsgstr ""`));
  return JSON.parse(`"${entry[1]}"`) as string;
}

describe('check:i18n', () => {
  let copy: string;

  beforeAll(() => {
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    copy = mkdtempSync(join(ROOT, '.tmp', 'check-i18n-'));
    cpSync(join(ROOT, 'lingui.config.ts'), join(copy, 'lingui.config.ts'));
    cpSync(join(ROOT, 'src/i18n/locales'), join(copy, 'src/i18n/locales'), { recursive: true });
  });

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  // Lingui's compiler over every catalog: tens of seconds on a loaded machine.
  it('passes on the catalogs as they are', { timeout: 180_000 }, () => {
    expect(() => compile(copy)).not.toThrow();
  });

  it('fails, naming the catalog, when one Hindi message is removed', () => {
    const english = emptyOneHindi(join(copy, 'src/i18n/locales'), 'ui-shell');
    expect(english).not.toBe('');
    let failure = '';
    try {
      compile(copy);
    } catch (error) {
      failure = (error as Error).message;
    }
    expect(failure).toContain(`ui-shell: ${english}`);
    expect(failure).toMatch(/^1 message\(s\) without Hindi/);
  });
});
