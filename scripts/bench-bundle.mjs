// Prints the gzipped JS+CSS the login route loads on first visit, then every lazily loaded
// chunk. Run after a build: `npm run bench:bundle`. A benchmark, not a test: it prints numbers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 90;
const STEP_BUDGET_KB = 15;

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
  `  ${kb(loginTotal).padStart(9)}  total, ${loginTotal} bytes (aim: at most ${BUDGET_KB} KB)`,
);

console.log('\nLazily loaded chunks (gzipped, own files only):');
const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
for (const [key, chunk] of lazy.sort((a, b) => a[0].localeCompare(b[0]))) {
  const own = [chunk.file, ...(chunk.css ?? [])].reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`  ${kb(own).padStart(9)}  ${key}`);
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
