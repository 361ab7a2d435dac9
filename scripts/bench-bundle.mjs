// Prints the gzipped JS+CSS the login route loads on first visit, then every lazily loaded
// chunk. Run after a build: `npm run bench:bundle`. It prints numbers, and exits non-zero when
// the login route's first load is over its budget.
// `npm run bench:bundle -- --modules`: also what each source module weighs in the login route's
// scripts, read from the build's own source maps (below).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 85;
const STEP_BUDGET_KB = 15;
/** Source maps' base64 digits (VLQ). */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The capture wizard's screen, and each step's own lazily loaded view. */
const WIZARD_SCREEN = /src\/ui\/wizard\/ApplicationWizardScreen\.tsx$/;
const WIZARD_STEP = /src\/ui\/wizard\/steps\/(\w+)StepScreen\.tsx$/;

/** What the login route needs besides the entry: its screen and the default brand theme. */
const LOGIN_ROUTE_SOURCES = [
  /src\/ui\/login\/LandingScreen\.tsx$/,
  /src\/brands\/themes\/default\.css\.ts$/,
];

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk's own files plus everything it imports statically, each counted once. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
function filesOf(keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKeys = new Set(closure(entryKey));
for (const pattern of LOGIN_ROUTE_SOURCES) {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (key) closure(key, loginKeys);
  else console.warn(`warning: no chunk for ${pattern} — is the route still lazily loaded?`);
}
const loginFiles = filesOf(loginKeys).filter((file) => /\.(js|css)$/.test(file));
const loginTotal = loginFiles.reduce((sum, file) => sum + gzipSize(file), 0);

console.log('First load of the login route (gzipped):');
for (const file of loginFiles.sort()) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
console.log(
  `  ${kb(loginTotal).padStart(9)}  total, ${loginTotal} bytes (budget: at most ${BUDGET_KB} KB, ${BUDGET_KB * 1024} bytes)`,
);
if (process.argv.includes('--modules'))
  printModules(loginFiles.filter((file) => file.endsWith('.js')));

console.log('\nLazily loaded chunks (gzipped, own files only):');
const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
for (const [key, chunk] of lazy.sort((a, b) => a[0].localeCompare(b[0]))) {
  const own = [chunk.file, ...(chunk.css ?? [])].reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`  ${kb(own).padStart(9)}  ${key}`);
}

// Choosing Hindi fetches every catalog's Hindi as one chunk (src/i18n/hindi.ts, issue 32).
const hindiKey = Object.keys(manifest).find((key) => /src\/i18n\/hindi\.ts$/.test(key));
if (hindiKey) {
  const hindi = filesOf([...closure(hindiKey)].filter((key) => !closure(entryKey).has(key)));
  const hindiTotal = hindi.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`\nThe Hindi catalog (gzipped, fetched when Hindi is chosen):`);
  console.log(`  ${kb(hindiTotal).padStart(9)}  ${hindiTotal} bytes, src/i18n/hindi.ts`);
}

// A step costs what it loads beyond the wizard screen (and the entry) already on the page.
const wizardKey = Object.keys(manifest).find((key) => WIZARD_SCREEN.test(key));
if (wizardKey) {
  const loaded = closure(wizardKey, new Set(closure(entryKey)));
  console.log('\nCapture wizard steps (gzipped, beyond the wizard screen):');
  const wizardOwn = filesOf([...closure(wizardKey)].filter((key) => !closure(entryKey).has(key)));
  const wizardTotal = wizardOwn.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`  ${kb(wizardTotal).padStart(9)}  the wizard screen with the first step`);
  for (const key of Object.keys(manifest).filter((candidate) => WIZARD_STEP.test(candidate))) {
    const extra = [...closure(key)].filter((candidate) => !loaded.has(candidate));
    const total = filesOf(extra).reduce((sum, file) => sum + gzipSize(file), 0);
    const step = WIZARD_STEP.exec(key)?.[1];
    console.log(`  ${kb(total).padStart(9)}  ${step} (aim: at most ${STEP_BUDGET_KB} KB)`);
  }
}

if (loginTotal > BUDGET_KB * 1024) {
  console.error(`\nThe login route's first load is over its budget of ${BUDGET_KB} KB.`);
  process.exitCode = 1;
}

// ───── what each source module weighs, from the source maps the build writes ─────

/** Each mapped span of the generated code: [start offset, source index or -1], in order. */
function spans(code, mappings) {
  const lineStarts = [0];
  for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1))
    lineStarts.push(at + 1);
  const found = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      found.push([lineStarts[lineIndex] + column, fields.length > 1 ? source : -1]);
    }
  });
  return found.sort((a, b) => a[0] - b[0]);
}

/**
 * Each source module's share of the scripts' gzipped size: its generated code gzipped alone,
 * scaled so the shares add up to the files' real gzipped size (an estimate: gzip shares its
 * dictionary across modules). Packages are summed by name, our modules listed one by one.
 */
function printModules(files) {
  const weights = new Map();
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const mapFile = join(dist, `${file}.map`);
    // A file without a map (Rolldown's runtime helpers) counts as glue.
    const map = existsSync(mapFile)
      ? JSON.parse(readFileSync(mapFile, 'utf8'))
      : { mappings: '', sources: [] };
    const pieces = new Map();
    const found = spans(code, map.mappings);
    if (found.length === 0 || found[0][0] > 0) found.unshift([0, -1]);
    found.forEach(([start, source], index) => {
      const end = index + 1 < found.length ? found[index + 1][0] : code.length;
      const path = source < 0 ? '(bundler glue)' : map.sources[source];
      const name = path.includes('node_modules/')
        ? path.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
        : path.replace(/^(\.\.\/)+/, '');
      pieces.set(name, (pieces.get(name) ?? '') + code.slice(start, end));
    });
    const alone = new Map(
      [...pieces].map(([name, text]) => [name, gzipSync(text, { level: 9 }).length]),
    );
    const sum = [...alone.values()].reduce((total, size) => total + size, 0);
    for (const [name, size] of alone) {
      weights.set(name, (weights.get(name) ?? 0) + (size * gzipSize(file)) / sum);
    }
  }
  console.log("\nThe login route's scripts by source module (gzipped, estimated):");
  for (const [name, size] of [...weights].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(Math.round(size)).padStart(7)} B  ${name}`);
  }
}
