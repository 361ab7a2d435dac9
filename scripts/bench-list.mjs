// `npm run bench:list`: the applications list at a million applications (issue 19 item 1). On a
// fresh database next to the PostgreSQL at DATABASE_URL, the compiled server in demo mode
// migrates and seeds; then 1,000,000 applications of the demo partner are loaded in SQL, and
// the p99 latency of page 0 and of page 5,000 (ALL, and one status) is measured one request at
// a time. Aim: p99 ≤ 20 ms each. Beside the latencies: the CPU time per request of the server
// and of its PostgreSQL backends (from /proc), which a busy machine moves less. A benchmark,
// not a test: it prints numbers.
//   --requests N     timed requests per page (default 2000), after N/10 untimed ones
//   --server FILE    measure another compiled server (e.g. a build of main)
//   --against FILE   a second compiled server on the same database, measured in turn with the
//                    first (ten slices each per page), so both see the same background load:
//                    a before and after in one run
import pg from 'pg';
import { cpus, loadavg } from 'node:os';
import { BUILT_SERVER, ensureBuilt } from './bench/build.mjs';
import { cpuMicros, cpuUsedSince } from './bench/cpu-time.mjs';
import { startDemoServer } from './bench/demo-server.mjs';
import { DEMO_PARTNER_MOBILE, loginDemoPartner } from './bench/login.mjs';
import { backendCpu, freshDatabase } from './bench/postgres.mjs';
import { onCleanUp, runBench, stop } from './bench/processes.mjs';

const ROWS = 1_000_000;
const AIM_MS = 20;
const STATUSES = ['DRAFT', 'INCOMPLETE', 'SUBMITTED', 'APPROVED', 'REJECTED', 'DISBURSED'];

const SLICES = 10;

function option(name) {
  const flag = process.argv.indexOf(name);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
}

function requestsPerPage() {
  const value = Number(option('--requests') ?? 2000);
  if (!Number.isInteger(value) || value < 10) throw new Error('--requests must be at least 10');
  return value;
}

/**
 * A million applications of the demo partner, one per minute back from now, in every status.
 * Loaded with the count trigger off and the counts rebuilt after (what the trigger would have
 * written, without a million updates of seven rows); then vacuumed, so pages are index-only.
 */
async function loadApplications(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from users where mobile = $1', [
      DEMO_PARTNER_MOBILE,
    ]);
    const partnerId = rows[0]?.id;
    if (!partnerId) throw new Error('the demo partner is not in the database');
    const started = Date.now();
    await client.query('alter table applications disable trigger applications_counts');
    await client.query(
      `insert into applications (id, family, partner_id, tracker_id, brand, status, job_type,
         loan_type, name, mobile, required_amount, stage, created_at, updated_at)
       select md5('bench' || g), 'KYC', $1, (10000000 + g)::text, 'default',
         ($2::text[])[1 + g % 6], 'SALARIED', 'PERSONAL_LOAN', 'Bench Borrower ' || g,
         (6000000000 + g)::text, 100000 + g, '["CREATE_APPLICATION"]'::jsonb,
         now() - make_interval(mins => g), now() - make_interval(mins => g)
       from generate_series(1, $3::int) as g`,
      [partnerId, STATUSES, ROWS],
    );
    await client.query('alter table applications enable trigger applications_counts');
    await client.query('select recount_applications()');
    await client.query('vacuum analyze applications');
    await client.query('vacuum analyze application_counts');
    console.log(
      `loaded ${ROWS.toLocaleString('en-IN')} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

/** One request of the page; its answer's data (a non-200 answer is an error). */
async function requestPage(url, token) {
  const response = await fetch(url, { headers: { token } });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${body.message}`);
  return body.data;
}

/** Latencies (ms) of `count` requests made one after another; the last answer's data. */
async function timeRequests(url, token, count) {
  const times = [];
  let data;
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    data = await requestPage(url, token);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { times, data };
}

function summary(times, data, cpu) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return {
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1),
    rows: data.list.length,
    total: data.total_elements,
    nodeMicros: cpu.node / times.length,
    postgresMicros: cpu.postgres / times.length,
  };
}

/**
 * Each server's latencies for one page: `count` timed requests per server after count/10
 * untimed ones; with two servers, in slices taken in turn.
 */
async function timePage(servers, path, token, count, database) {
  for (const server of servers) {
    for (let i = 0; i < Math.ceil(count / 10); i += 1) await requestPage(server.url + path, token);
  }
  const slices = servers.length > 1 ? SLICES : 1;
  const times = servers.map(() => []);
  const cpu = servers.map(() => ({ node: 0, postgres: 0 }));
  const data = [];
  for (let slice = 0; slice < slices; slice += 1) {
    for (const [index, server] of servers.entries()) {
      // With requests one at a time to one server at a time, what the database's backends
      // use meanwhile is this server's queries.
      const nodeBefore = cpuMicros(server.child.pid) ?? 0;
      const postgresBefore = await backendCpu(database.admin, database.name);
      const result = await timeRequests(server.url + path, token, Math.ceil(count / slices));
      cpu[index].node += (cpuMicros(server.child.pid) ?? 0) - nodeBefore;
      cpu[index].postgres += cpuUsedSince(
        postgresBefore,
        await backendCpu(database.admin, database.name),
      );
      times[index].push(...result.times);
      data[index] = result.data;
    }
  }
  return servers.map((_, index) => summary(times[index], data[index], cpu[index]));
}

async function main() {
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL (a database is made beside it)');
  const count = requestsPerPage();
  const files = [option('--server') ?? BUILT_SERVER, option('--against')].filter(Boolean);
  if (files.includes(BUILT_SERVER)) ensureBuilt();
  const databaseUrl = await freshDatabase(adminUrl);
  const servers = [];
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const file of files) {
      const server = await startDemoServer({ DATABASE_URL: databaseUrl }, file);
      servers.push({ ...server, file });
    }
    await loadApplications(databaseUrl);
    const token = await loginDemoPartner(servers[0].url);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    onCleanUp(() => admin.end());
    const database = { admin, name: new URL(databaseUrl).pathname.slice(1) };
    console.log(
      `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}; ${count} requests per page${servers.length > 1 ? ' and server, in turn' : ''}, one at a time`,
    );
    const pages = [
      ['ALL, page 0', 'ALL', 0],
      ['ALL, page 5,000', 'ALL', 5000],
      ['DRAFT, page 0', 'DRAFT', 0],
      ['DRAFT, page 5,000', 'DRAFT', 5000],
    ];
    for (const [name, status, page] of pages) {
      const path = `/api/v1/loan-application/list/${status}?page=${page}&size=10`;
      const results = await timePage(servers, path, token, count, database);
      for (const [index, result] of results.entries()) {
        const label = servers.length > 1 ? `${name} (${servers[index].file})` : name;
        console.log(
          `${label.padEnd(18)} p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, max ${result.max.toFixed(1)} ms,` +
            ` CPU per request: Node ${result.nodeMicros.toFixed(0)} µs, PostgreSQL ${result.postgresMicros.toFixed(0)} µs` +
            ` (${result.rows} rows of ${result.total.toLocaleString('en-IN')}) — aim p99 ≤ ${AIM_MS} ms: ${result.p99 <= AIM_MS ? 'met' : 'NOT met'}`,
        );
      }
    }
    console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
  } finally {
    for (const server of servers) await stop(server.child);
  }
}

await runBench(main);
