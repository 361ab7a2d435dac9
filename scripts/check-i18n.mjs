// `npm run check:i18n` (a phase of `npm test`, issue 32): the catalogs are what `npm run i18n`
// would write from the code now, every message has its Hindi, and the compiled modules the app
// and the server load are current. It runs Lingui's own extract and compile over the working
// tree and compares; the catalogs are put back as they were whatever happens.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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

/**
 * Compiles the catalogs under `cwd`'s lingui.config with --strict: fails, naming the catalog,
 * when a Hindi translation is missing. Exported for tests/unit/i18n/check-i18n.test.ts.
 */
export function compileStrict(cwd = root) {
  return run(['compile', '--typescript', '--strict'], cwd);
}

/** The catalog files that differ from what extract and compile write now. */
export function staleCatalogs(cwd = root) {
  const locales = join(cwd, 'src', 'i18n', 'locales');
  const kept = mkdtempSync(join(tmpdir(), 'rinn-i18n-'));
  cpSync(locales, kept, { recursive: true });
  try {
    run(['extract', '--clean'], cwd);
    compileStrict(cwd);
    const before = filesUnder(kept);
    const after = filesUnder(locales);
    const names = [...new Set([...before, ...after])];
    return names.filter((name) => {
      const was = before.includes(name) ? readFileSync(join(kept, name), 'utf8') : null;
      const is = after.includes(name) ? readFileSync(join(locales, name), 'utf8') : null;
      return was === null || is === null || comparable(was) !== comparable(is);
    });
  } finally {
    rmSync(locales, { recursive: true, force: true });
    cpSync(kept, locales, { recursive: true });
    rmSync(kept, { recursive: true, force: true });
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
