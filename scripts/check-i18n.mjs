// `npm run check:i18n` (a phase of `npm test`, issue 32): the catalogs are what `npm run i18n`
// would write from the code now, every message has its Hindi, and the compiled modules the app
// and the server load are current. It runs Lingui's own extract and compile over a copy of the
// sources and compares with the working tree, which it never writes.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lingui = resolve(root, 'node_modules', '.bin', 'lingui');

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

// The header's creation date changes on every extract and says nothing about the messages.
const comparable = (text) => text.replace(/^"POT-Creation-Date: .*\n/m, '');

/** Runs lingui; resolves to its output, or throws with it. */
function run(args, cwd) {
  try {
    return execFileSync(lingui, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    throw new Error(`${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || String(error));
  }
}

/** A .po string: its quoted parts joined (`msgid ""` then `"…"` lines for a long one). */
const poText = (quoted) =>
  quoted
    .split('\n')
    .map((part) => JSON.parse(part.trim()))
    .join('');

const PO_ENTRY =
  /^msgid ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)\nmsgstr ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/gm;

/**
 * The messages of every catalog under `cwd` whose Hindi is empty, as `<catalog>: <English>`.
 * Lingui's own --strict does not see them: lingui.config's fallback to English (which English
 * needs, its texts being in the code) counts an empty Hindi as translated.
 */
export function missingHindi(cwd = root) {
  const locales = join(cwd, 'src', 'i18n', 'locales');
  const missing = [];
  for (const area of readdirSync(locales).sort()) {
    const path = join(locales, area, 'hi.po');
    if (!existsSync(path)) continue;
    for (const [, id, hindi] of readFileSync(path, 'utf8').matchAll(PO_ENTRY)) {
      const english = poText(id);
      if (english !== '' && poText(hindi).trim() === '') missing.push(`${area}: ${english}`);
    }
  }
  return missing;
}

/**
 * Compiles the catalogs under `cwd`'s lingui.config with --strict; fails, naming the catalog
 * and the message, when a Hindi translation is missing. One process (`--workers 1`): Lingui's
 * worker threads time out on a loaded machine. Exported for tests/unit/i18n/check-i18n.test.ts.
 */
export function compileStrict(cwd = root) {
  const missing = missingHindi(cwd);
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} message(s) without Hindi:\n${missing.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return run(['compile', '--typescript', '--strict', '--workers', '1'], cwd);
}

/** What Lingui's extract reads: its config and the sources of every catalog. */
const SOURCES = ['lingui.config.ts', 'package.json', 'tsconfig.json', 'src', 'server'];

/**
 * The catalog files that differ from what extract and compile write now. Lingui runs in a copy
 * of the sources, never in the working tree: `npm test` runs the browser suite beside this
 * check, and its server (run from source) loads the compiled catalogs, which an extract in place
 * rewrites and deletes for a moment.
 */
export function staleCatalogs(cwd = root) {
  const locales = join(cwd, 'src', 'i18n', 'locales');
  const work = mkdtempSync(join(tmpdir(), 'rinn-i18n-'));
  try {
    for (const entry of SOURCES) cpSync(join(cwd, entry), join(work, entry), { recursive: true });
    symlinkSync(join(cwd, 'node_modules'), join(work, 'node_modules'), 'dir');
    const written = join(work, 'src', 'i18n', 'locales');
    run(['extract', '--clean'], work);
    compileStrict(work);
    const before = filesUnder(locales);
    const after = filesUnder(written);
    const names = [...new Set([...before, ...after])];
    return names.filter((name) => {
      const was = before.includes(name) ? readFileSync(join(locales, name), 'utf8') : null;
      const is = after.includes(name) ? readFileSync(join(written, name), 'utf8') : null;
      return was === null || is === null || comparable(was) !== comparable(is);
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const stale = staleCatalogs();
    if (stale.length > 0) {
      console.error(
        `check:i18n: these catalog files are not what \`npm run i18n\` writes from the code now:\n` +
          stale
            .map((name) => `  ${relative(root, join(root, 'src/i18n/locales', name))}`)
            .join('\n') +
          '\nRun `npm run i18n`, give every new message its Hindi, and commit the catalogs.',
      );
      process.exit(1);
    }
    console.log('check:i18n: every catalog is current and every message has its Hindi.');
  } catch (error) {
    console.error(`check:i18n: ${error.message}`);
    process.exit(1);
  }
}
