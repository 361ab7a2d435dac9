// `npm run bench:api`: requests per second and p99 latency of the API's hot routes, each as a
// share of a bare Hono JSON route (the ceiling) measured in the same run, on the compiled
// server in demo mode: on a fresh PGlite folder, and when DATABASE_URL is set on a fresh
// PostgreSQL database, in one process and with RINN_WORKERS=2. On PostgreSQL every route is
// measured in several runs (each alternating with the ceiling), and the medians are printed
// beside each run's share. A benchmark, not a test: it prints numbers and whether the aims
// are met.
//   --duration N   seconds per route and run (default 10; also BENCH_DURATION)
//   --runs N       runs on PostgreSQL (default 3; PGlite is measured once)
//   --server FILE  measure another compiled server, e.g. a build of main for a before/after
//   --reads-only   only the tenant config and the authenticated reads, only on PostgreSQL (with
//                  DATABASE_URL), in one process and with RINN_WORKERS=2: the aims of issues 16
//                  and 31, quicker to repeat
//   --no-profile   skip the profile: by default the server then runs under `node --cpu-prof`
//                  while the tenant config and the authenticated reads are loaded, and where
//                  its CPU went is printed per request (scripts/bench/cpu-profile.mjs), beside
//                  the bare Hono route's
import { cpus, loadavg } from 'node:os';
import { BUILT_SERVER, ensureBuilt } from './bench/build.mjs';
import { demoServerEnv } from './bench/demo-server.mjs';
import { loginDemoPartner } from './bench/login.mjs';
import { prepareOfferWrites } from './bench/offer.mjs';
import { PERSONAL_INFO } from './bench/personal-info.mjs';
import { CONNECTIONS, measure, printSummary, printTable } from './bench/measure.mjs';
import { freshDatabase } from './bench/postgres.mjs';
import { runBench, startNode, stop, tempFolder } from './bench/processes.mjs';
import { printProfile, profileRoutes } from './bench/profile.mjs';

const READS_ONLY = process.argv.includes('--reads-only');
/** Aims on PostgreSQL, as shares of the ceiling. */
const AIMS = { tenant: 0.5, authenticated: 0.2, save: 0.1 };

/**
 * The shares of the ceiling on PostgreSQL in one process before issue 16's work on what every
 * request pays (0af46e1), as the issue reported them over four runs; the README has this
 * branch's before and after, measured alternately with `--server`. Printed beside the aims.
 */
const BEFORE = {
  'GET tenant config': '17–26 %',
  'GET /user/me': '7–12 %',
  'GET /loan-application/count': '7–12 %',
  'GET an application': '7–12 %',
};

/** Demo applications (server/db/demo-applications.ts): a whole one to read, one to save into. */
const DEMO_APPLICATION_TO_READ = `demo${'4'.padStart(28, '0')}`;
const DEMO_APPLICATION_TO_SAVE = `demo${'2'.padStart(28, '0')}`;

function option(name) {
  const flag = process.argv.indexOf(name);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
}

function wholeNumber(name, value, fallback) {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number, at least 1 (got "${value}")`);
  }
  return number;
}

const readSeconds = () =>
  wholeNumber(
    '--duration (or BENCH_DURATION)',
    option('--duration') ?? process.env.BENCH_DURATION,
    10,
  );
const readRuns = () => wholeNumber('--runs', option('--runs'), 3);

// The demo partner logs in once per server; demoServerEnv's raised caps keep repeated runs
// possible.
const serverEnv = (setup) => demoServerEnv(setup.env);

/**
 * The server under the profiler while the tenant config and the authenticated reads are
 * loaded, then the bare Hono route the same way: where each one's CPU goes, per request.
 */
async function profile(serverFile, setup, seconds) {
  console.log(`\nProfiles (${setup.title}, node --cpu-prof, ${seconds} s per route):`);
  const loads = await profileRoutes(
    serverFile,
    serverEnv(setup),
    async (url) => {
      const token = await loginDemoPartner(url);
      return [
        { name: 'GET tenant config', url: `${url}${TENANT_CONFIG_PATH}` },
        { name: 'GET /user/me', url: `${url}/api/v1/user/me`, headers: { token } },
        {
          name: 'GET /loan-application/count',
          url: `${url}/api/v1/loan-application/count`,
          headers: { token },
        },
        { name: 'GET an application', url: `${url}${APPLICATION_PATH}`, headers: { token } },
      ];
    },
    seconds,
  );
  const ceiling = await profileRoutes(
    'scripts/bench/ceiling-server.mjs',
    { PORT: '0' },
    async (url) => [{ name: 'ceiling: bare Hono JSON route', url: `${url}/ceiling` }],
    seconds,
    /Ceiling is running at (http:\/\/\S+)/,
  );
  for (const load of [...loads, ...ceiling]) printProfile(load);
}

const TENANT_CONFIG_PATH = '/api/v1/public/tenant/hostname/catfin.localhost/config';
const APPLICATION_PATH = `/api/v1/loan-application/${DEMO_APPLICATION_TO_READ}`;

async function benchServer(serverFile, setup, ceiling, timing, runs) {
  const server = await startNode(
    [serverFile],
    serverEnv(setup),
    /Rinn is running at (http:\/\/\S+) /,
  );
  try {
    const token = await loginDemoPartner(server.url);
    const later = READS_ONLY ? undefined : await prepareOfferWrites(server.url, token);
    const json = { token, 'content-type': 'application/json' };
    const routes = [
      {
        name: 'GET tenant config',
        aim: AIMS.tenant,
        url: `${server.url}${TENANT_CONFIG_PATH}`,
      },
      {
        name: 'GET /user/me',
        aim: AIMS.authenticated,
        url: `${server.url}/api/v1/user/me`,
        headers: { token },
      },
      {
        name: 'GET /loan-application/count',
        aim: AIMS.authenticated,
        url: `${server.url}/api/v1/loan-application/count`,
        headers: { token },
      },
      {
        name: 'GET an application',
        aim: AIMS.authenticated,
        url: `${server.url}${APPLICATION_PATH}`,
        headers: { token },
      },
      {
        name: 'GET /loan-application/list/ALL',
        aim: AIMS.authenticated,
        url: `${server.url}/api/v1/loan-application/list/ALL?page=0&size=10`,
        headers: { token },
      },
      {
        name: 'PATCH personal info (save)',
        aim: AIMS.save,
        method: 'PATCH',
        url: `${server.url}/api/v1/loan-application/${DEMO_APPLICATION_TO_SAVE}/personal-info`,
        headers: json,
        body: JSON.stringify(PERSONAL_INFO),
      },
      {
        name: 'POST references (save)',
        aim: AIMS.save,
        method: 'POST',
        url: `${server.url}${later?.references.path}`,
        headers: json,
        body: JSON.stringify(later?.references.body),
      },
      {
        name: 'PATCH loan offer (recompute)',
        aim: AIMS.save,
        method: 'PATCH',
        url: `${server.url}${later?.offerEdit.path}`,
        headers: json,
        body: JSON.stringify(later?.offerEdit.body),
      },
    ];
    // The processes that serve: the server, or with RINN_WORKERS its workers (and primary).
    const workerPids = /Workers: .*\(pids ([\d, ]+)\)/
      .exec(server.output)?.[1]
      ?.split(',')
      .map((pid) => Number(pid.trim()));
    const pids = [server.child.pid, ...(workerPids ?? [])];
    for (const route of routes) route.pids = pids;
    const measured = READS_ONLY ? routes.filter((route) => route.aim !== AIMS.save) : routes;
    const workers = /Workers: .*\(pids ([\d, ]+)\)/.exec(server.output)?.[1];
    const title = `${setup.title}${workers ? ` (worker pids ${workers})` : ''}`;
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const rows = [];
      for (const route of measured)
        rows.push({ ...route, ...(await measure(route, ceiling, timing)) });
      printTable(
        `${title}${runs > 1 ? `, run ${run} of ${runs} (load average ${loadavg()[0].toFixed(1)})` : ''}`,
        rows,
      );
      results.push(rows);
    }
    const summary = runs > 1 ? printSummary(title, results) : undefined;
    if (setup.aims) {
      const shares =
        summary ?? results[0].map((row) => ({ ...row, share: row.route.rps / row.ceiling.rps }));
      for (const row of shares) {
        const met = row.share >= row.aim;
        const before = BEFORE[row.name] ? ` (before issue 16: ${BEFORE[row.name]})` : '';
        console.log(
          `  aim: ${row.name} at least ${row.aim * 100} % of the ceiling${summary ? ' (median)' : ''} — ${met ? 'met' : 'NOT met'}${before}`,
        );
      }
    }
  } finally {
    await stop(server.child);
  }
}

async function main() {
  const seconds = readSeconds();
  const runs = readRuns();
  const timing = { seconds, warmUpSeconds: Math.min(3, Math.ceil(seconds / 4)) };
  // --server FILE measures another compiled server, e.g. a build of main for a before/after.
  const serverFile = option('--server') ?? BUILT_SERVER;
  if (serverFile === BUILT_SERVER) ensureBuilt();
  else console.log(`server: ${serverFile}`);
  const setups = [
    {
      title: 'PGlite (embedded), one process',
      env: { DATABASE_URL: '', RINN_DATA_DIR: tempFolder('rinn-bench-') },
    },
  ];
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (adminUrl) {
    const databaseUrl = await freshDatabase(adminUrl);
    setups.push(
      {
        title: 'PostgreSQL, one process',
        env: { DATABASE_URL: databaseUrl },
        aims: true,
        runs,
      },
      {
        title: 'PostgreSQL, RINN_WORKERS=2',
        env: { DATABASE_URL: databaseUrl, RINN_WORKERS: '2' },
        aims: true,
        runs,
      },
    );
  } else {
    console.log('DATABASE_URL is not set: PGlite only (set it to a PostgreSQL to compare).');
  }
  const today = new Date().toISOString().slice(0, 10);
  console.log(
    `${today}, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${timing.warmUpSeconds} s warm-up, ${seconds} s per route and run; ${runs} run(s) on PostgreSQL`,
  );
  const ceilingServer = await startNode(
    ['scripts/bench/ceiling-server.mjs'],
    { PORT: '0' },
    /Ceiling is running at (http:\/\/\S+)/,
  );
  const ceiling = {
    name: 'ceiling: bare Hono JSON route',
    url: `${ceilingServer.url}/ceiling`,
    pids: [ceilingServer.child.pid],
  };
  const measured = READS_ONLY && setups.length > 1 ? setups.slice(1) : setups;
  for (const setup of measured)
    await benchServer(serverFile, setup, ceiling, timing, setup.runs ?? 1);
  await stop(ceilingServer.child);
  if (!process.argv.includes('--no-profile')) {
    // On PostgreSQL in one process when there is one (the aims' database), else on PGlite.
    await profile(serverFile, setups[1] ?? setups[0], Math.min(seconds, 5));
  }
}

await runBench(main);
