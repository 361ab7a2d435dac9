// Lighthouse performance of the product as a phone on slow 4G gets it: `npm run bench:lighthouse`.
// Builds, starts the real server (demo mode, a throwaway PGlite database), then runs Lighthouse's
// default mobile preset (simulated slow 4G, 4× CPU slowdown, performance only) in Chromium on:
//   - the login page, a first visit (cold cache, no service worker, empty storage);
//   - the partner home, a cold load of a logged-in partner opening the app again: the demo
//     partner logs in for real through the API, its token and profile are put in localStorage
//     as the app keeps them at login, the home is opened once (as the login leads there, and
//     the app keeps the count it showed), and the HTTP cache, service workers and Cache Storage
//     are emptied before Lighthouse loads the page.
// A measurement, not a test: it exits non-zero only when the run itself fails, not on a missed aim.
//
//   npm run bench:lighthouse -- [--runs N] [--out DIR]
//
// Environment: CHROMIUM_PATH or CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO_PARTNER_MOBILE = '9876543210';
/** The keys src/services/storage/token-store.ts keeps the login token and the profile under. */
const TOKEN_KEY = 'TOKEN';
const PROFILE_KEY = 'PROFILE';
/** src/services/storage/last-count.ts: the home's count as the device last saw it. */
const LAST_COUNT_KEY = 'rinn.home-count.v1';
/** Debian's Chromium on a closed network, as root (the same flags as the browser tests). */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * Lighthouse's own storage reset before each load (its default list, spelt out): caches, service
 * workers, Cache Storage… but not localStorage, which is where the logged-in partner's token is.
 */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
const AIMS = { score: 95, lcpMs: 1800, cls: 0 };
const METRICS = [
  { key: 'fcp', audit: 'first-contentful-paint', label: 'FCP' },
  { key: 'lcp', audit: 'largest-contentful-paint', label: 'LCP' },
  { key: 'tbt', audit: 'total-blocking-time', label: 'TBT' },
  { key: 'cls', audit: 'cumulative-layout-shift', label: 'CLS' },
  { key: 'si', audit: 'speed-index', label: 'Speed Index' },
];

// ───────────────────────────── arguments ─────────────────────────────

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log('Usage: npm run bench:lighthouse -- [--runs N] [--out DIR]');
  process.exit(0);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1 (got "${args.runs}")`);
  process.exit(2);
}

// ───────────────────────────── cleanup ─────────────────────────────

/** What to undo, newest first: async for an orderly end, sync for process.exit. */
const resources = [];
function own(resource) {
  resources.push(resource);
  return () => {
    const index = resources.indexOf(resource);
    if (index >= 0) resources.splice(index, 1);
  };
}
let cleaningUp = false;
async function cleanUp() {
  cleaningUp = true;
  while (resources.length > 0) {
    const resource = resources.pop();
    try {
      await resource.release();
    } catch (error) {
      console.error(`cleanup: ${resource.name}: ${error?.message ?? error}`);
    }
  }
}
process.on('exit', () => {
  // Last resort (process.exit in the middle of something): kill and delete synchronously.
  for (const resource of resources.reverse()) {
    try {
      resource.releaseSync();
    } catch {
      // Nothing more to do on the way out.
    }
  }
});
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) process.exit(130); // a second Ctrl-C: the exit handler still kills
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up…`);
    cleanUp().finally(() => process.exit(130));
  });
}

function temporaryDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  own({ name: dir, release: remove, releaseSync: remove });
  return dir;
}

function killChild(child, name) {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    releaseSync: () => exited() || child.kill('SIGKILL'),
    release: () =>
      new Promise((done) => {
        if (exited()) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

// ───────────────────────────── build and server ─────────────────────────────

function run(command, commandArgs) {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
    const disown = own(killChild(child, `${command} ${commandArgs.join(' ')}`));
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      disown();
      if (code === 0) done();
      else fail(new Error(`${command} ${commandArgs.join(' ')} failed (${signal ?? code})`));
    });
  });
}

/** The real server on a free port; resolves with its origin once it says it is running. */
function startServer() {
  const compiled = join(ROOT, 'build', 'server', 'main.js');
  const entry = existsSync(compiled)
    ? [compiled]
    : ['--import', 'tsx', join(ROOT, 'server', 'main.ts')];
  console.log(`Starting the server: node ${entry.join(' ').replace(ROOT, '')}`);
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0', // the server picks a free port and prints it
      RINN_MODE: 'demo',
      RINN_DATA_DIR: temporaryDir('rinn-lh-data-'),
      DATABASE_URL: '',
      RINN_OTP_SENDS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Registered after the data folder, so the server stops before its folder is deleted.
  own(killChild(child, 'server'));
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let ready = false;
  return new Promise((done, fail) => {
    const deadline = setTimeout(
      () => fail(new Error(`the server did not start within 120 s:\n${output}`)),
      120_000,
    );
    const onData = () => {
      const match = output.match(/Rinn is running at (http:\/\/localhost:\d+)/);
      if (!match) return;
      clearTimeout(deadline);
      ready = true;
      child.stdout.off('data', onData);
      done({ origin: match[1] });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(deadline);
      const message = `the server exited (${signal ?? code}):\n${output}`;
      fail(new Error(message)); // no effect once it is up; then say so as it happens:
      if (ready && !cleaningUp) console.error(`\nUnexpectedly, ${message}`);
    });
  });
}

// ───────────────────────────── logging the demo partner in ─────────────────────────────

async function api(origin, method, path, { body, token } = {}) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-lk-client': 'WEB_APP',
      ...(token ? { token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(`${method} /api${path}: ${response.status} ${envelope?.message ?? ''}`);
  }
  return envelope.data;
}

/** The real OTP login: send, read the text from the dev outbox, verify. */
async function logInDemoPartner(origin) {
  const seen = new Set((await api(origin, 'GET', '/dev/outbox')).map((entry) => entry.id));
  const { session_id } = await api(origin, 'POST', '/v1/auth/send-otp', {
    body: { mobile: DEMO_PARTNER_MOBILE, hostname: new URL(origin).hostname },
  });
  let code;
  for (let attempt = 0; attempt < 100 && !code; attempt += 1) {
    const text = (await api(origin, 'GET', '/dev/outbox')).find(
      (entry) => entry.mobile === DEMO_PARTNER_MOBILE && !seen.has(entry.id),
    );
    code = text?.message.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((wait) => setTimeout(wait, 100));
  }
  if (!code) throw new Error(`no OTP for ${DEMO_PARTNER_MOBILE} in the dev outbox`);
  const { token } = await api(origin, 'POST', '/v1/auth/verify-otp', {
    body: { session_id, otp: code },
  });
  const profile = await api(origin, 'GET', '/v1/user/me', { token });
  return { token, profile };
}

// ───────────────────────────── Chromium and Lighthouse ─────────────────────────────

// chrome-launcher and puppeteer-core come with lighthouse: load the copies it uses.
const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const load = async (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);
const chromeLauncher = await load('chrome-launcher');
const puppeteer = (await load('puppeteer-core')).default;

async function findChromium() {
  const path = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  console.log(`Waiting for Chromium at ${path} (apt-get install -y chromium may be under way)…`);
  for (let waited = 0; waited < 15 * 60; waited += 5) {
    await new Promise((wait) => setTimeout(wait, 5_000));
    // The package's files land before it is configured: give the install a moment to finish.
    if (existsSync(path)) return new Promise((wait) => setTimeout(() => wait(path), 10_000));
  }
  throw new Error(`no Chromium at ${path} after 15 minutes (set CHROMIUM_PATH)`);
}

/** A fresh Chromium (own throwaway profile) and a puppeteer connection to it. */
async function launchChromium(chromePath) {
  const userDataDir = temporaryDir('rinn-lh-chromium-');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    handleSIGINT: false,
  });
  const kill = () => {
    try {
      process.kill(-chrome.pid, 'SIGKILL'); // its whole process group (launched detached)
    } catch {
      // Already gone.
    }
  };
  own({ name: 'Chromium', release: async () => kill(), releaseSync: kill });
  // defaultViewport null: no viewport override of ours; Lighthouse emulates the phone itself.
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    browser,
    async close() {
      await browser.disconnect().catch(() => {});
      await cleanUpLatest('Chromium');
      await cleanUpLatest(userDataDir);
    },
  };
}

/** Releases the newest resource of that name now (a Chromium between two measurements). */
async function cleanUpLatest(name) {
  const index = resources.findLastIndex((resource) => resource.name === name);
  if (index < 0) return;
  const [resource] = resources.splice(index, 1);
  await resource.release();
}

/**
 * Puts the token and the profile where the front end keeps them after a login (the session
 * chart's storeProfile), from a same-origin page that loads nothing of the app; opens the home
 * once, as the login leads there, until the app has kept the count it showed; then empties the
 * HTTP cache, service workers and Cache Storage (and checks they are).
 */
async function plantToken(browser, origin, token, profile) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/api/dev/outbox`);
    await page.evaluate(
      (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
      [
        [TOKEN_KEY, token],
        [PROFILE_KEY, JSON.stringify({ ...profile, partner_kind: profile.partner_kind ?? null })],
      ],
    );
    await page.goto(`${origin}/#/`);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, {}, LAST_COUNT_KEY);
    await page.goto(`${origin}/api/dev/outbox`);
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: CLEAR_STORAGE_TYPES.join(','),
    });
    await cdp.send('Network.clearBrowserCache');
    const state = await page.evaluate(
      async (key) => ({
        token: localStorage.getItem(key),
        serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).length,
      }),
      TOKEN_KEY,
    );
    if (state.token !== token || state.serviceWorkers > 0 || state.caches > 0) {
      throw new Error(`could not prepare a cold logged-in load: ${JSON.stringify(state)}`);
    }
  } finally {
    await page.close();
  }
}

/** One Lighthouse navigation in `page`. */
async function measure(page, url) {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: { clearStorageTypes: CLEAR_STORAGE_TYPES } },
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  return result;
}

/**
 * Checks what the measured page ended up showing (its route and visible text). Lighthouse stops
 * once the page is quiet; a few seconds' grace covers a screen still swapping in.
 */
async function expectShown(page, check) {
  const read = () =>
    page.evaluate(() => ({
      hashPath: location.hash.replace(/^#/, '') || '/',
      text: document.body.innerText,
    }));
  for (let attempt = 0; ; attempt += 1) {
    try {
      return check(await read());
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
}

function figures(lhr) {
  const figure = { score: lhr.categories.performance.score };
  for (const { key, audit } of METRICS) figure[key] = lhr.audits[audit]?.numericValue;
  const missing = Object.entries(figure).filter(([, value]) => typeof value !== 'number');
  if (missing.length > 0) {
    throw new Error(`Lighthouse gave no ${missing.map(([key]) => key).join(', ')}`);
  }
  figure.score = Math.round(figure.score * 100);
  return figure;
}

// ───────────────────────────── report ─────────────────────────────

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const format = {
  score: (value) => String(Math.round(value)),
  fcp: seconds,
  lcp: seconds,
  tbt: (ms) => `${Math.round(ms)} ms`,
  cls: (value) => value.toFixed(3),
  si: seconds,
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function line(figure) {
  return [
    `performance ${format.score(figure.score)}`,
    ...METRICS.map(({ key, label }) => `${label} ${format[key](figure[key])}`),
  ].join(' · ');
}

function aims(figure) {
  const mark = (met) => (met ? 'met' : 'MISSED');
  // CLS as Lighthouse shows it (three decimals): a shift it displays as 0 counts as 0.
  const cls = Number(figure.cls.toFixed(3));
  return [
    `performance ≥ ${AIMS.score}: ${mark(Math.round(figure.score) >= AIMS.score)}`,
    `LCP ≤ ${seconds(AIMS.lcpMs)}: ${mark(figure.lcp <= AIMS.lcpMs)}`,
    `CLS ${AIMS.cls}: ${mark(cls <= AIMS.cls)}`,
  ].join(' · ');
}

// ───────────────────────────── main ─────────────────────────────

/** Where the JSON reports go; kept after a failure too, when some were written. */
let outDir;

async function main() {
  const chromePath = await findChromium();
  outDir = args.out ? resolve(args.out) : mkdtempSync(join(tmpdir(), 'rinn-lighthouse-'));
  mkdirSync(outDir, { recursive: true });
  // The reports stay; the folder goes only if nothing was written to it (a failed first run).
  const removeIfEmpty = () => {
    if (existsSync(outDir) && readdirSync(outDir).length === 0) rmSync(outDir, { recursive: true });
  };
  if (!args.out) {
    own({ name: outDir, release: async () => removeIfEmpty(), releaseSync: removeIfEmpty });
  }

  console.log('Building: npm run build');
  await run('npm', ['run', 'build']);
  const server = await startServer();
  const { origin } = server;
  console.log(`Server up at ${origin}`);
  const { token, profile } = await logInDemoPartner(origin);
  console.log(
    `Logged in the demo partner (${profile.first_name} ${profile.last_name}) via the API`,
  );

  const pages = [
    {
      id: 'login',
      title: 'Login page, first visit',
      url: `${origin}/#/login`,
      prepare: async () => {},
      check: ({ hashPath }) => {
        if (hashPath !== '/login') throw new Error(`the login page ended on #${hashPath}`);
      },
    },
    {
      id: 'home',
      title: 'Partner home, cold load while logged in',
      url: `${origin}/#/`,
      prepare: (browser) => plantToken(browser, origin, token, profile),
      check: ({ hashPath, text }) => {
        if (hashPath !== '/' || !text.includes(profile.first_name)) {
          throw new Error(
            `the partner home did not show the logged-in partner: the page ended on #${hashPath}` +
              ` showing:\n${text.slice(0, 500)}`,
          );
        }
      },
    },
  ];

  const results = Object.fromEntries(pages.map(({ id }) => [id, []]));
  const benchmarkIndexes = [];
  let lighthouseVersion;
  let chromiumVersion;
  for (let runIndex = 1; runIndex <= runs; runIndex += 1) {
    for (const target of pages) {
      const chromium = await launchChromium(chromePath);
      try {
        await target.prepare(chromium.browser);
        const page = await chromium.browser.newPage();
        const result = await measure(page, target.url);
        // Written before the check, so a failed one leaves the report (and its screenshots).
        writeFileSync(join(outDir, `${target.id}-run${runIndex}.report.json`), result.report);
        await expectShown(page, target.check);
        const figure = figures(result.lhr);
        results[target.id].push(figure);
        benchmarkIndexes.push(Math.round(result.lhr.environment.benchmarkIndex));
        lighthouseVersion ??= result.lhr.lighthouseVersion;
        chromiumVersion ??= await chromium.browser.version();
        const warnings = result.lhr.runWarnings.filter(
          // The home page's token is in localStorage on purpose.
          (warning) => !(target.id === 'home' && /stored data/i.test(warning)),
        );
        console.log(`run ${runIndex}/${runs} ${target.id}: ${line(figure)}`);
        for (const warning of warnings) console.log(`  Lighthouse warning: ${warning}`);
      } finally {
        await chromium.close();
      }
    }
  }

  const indexes = `${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`;
  console.log(
    `\nLighthouse ${lighthouseVersion} · ${chromiumVersion} · Node ${process.versions.node}` +
      ` · benchmarkIndex ${indexes} (this machine's CPU speed: other work on it moves the figures)`,
  );
  console.log('Mobile preset: simulated slow 4G, 4× CPU slowdown, performance only.');
  for (const target of pages) {
    const all = results[target.id];
    const summary = { score: median(all.map((figure) => figure.score)) };
    for (const { key } of METRICS) summary[key] = median(all.map((figure) => figure[key]));
    console.log(`\n${target.title}: ${target.url}`);
    console.log(`  ${runs > 1 ? `median of ${runs} runs: ` : ''}${line(summary)}`);
    console.log(`  aims: ${aims(summary)}`);
  }
  console.log(`\nFull reports (JSON): ${outDir}`);
}

try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  if (!interrupted) {
    console.error(`\nbench:lighthouse failed: ${error?.stack ?? error}`);
    if (outDir && existsSync(outDir) && readdirSync(outDir).length > 0) {
      console.error(`Reports written before the failure: ${outDir}`);
    }
    await cleanUp();
    process.exit(1);
  }
}
