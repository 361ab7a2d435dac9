// `npm run bench:load` (issue 31 item 7): many partners at once on PostgreSQL with two workers.
// On a fresh database next to the PostgreSQL at DATABASE_URL, the compiled server in demo mode
// with RINN_WORKERS=2 migrates and seeds; a seed step then adds 200 partners (each with an
// application to work on and its four documents, and 50 more applications to page through),
// and each partner logs in as a person would (OTP from the dev outbox). Then autocannon loads
// the server for 60 s, each request as the next partner in turn with that partner's own token,
// mixing list pages, lender decisions (the lenders tab's read), personal-details saves and
// offline disbursement cases. It prints requests, errors (non-2xx answers, socket errors and
// timeouts), p50 and p99 per kind and overall. Aim: no errors, p99 ≤ 500 ms. A benchmark, not a
// test: it prints numbers.
//   --duration N      seconds of load (default 60)
//   --connections N   requests in flight at once (default 50)
import autocannon from 'autocannon';
import pg from 'pg';
import { cpus, loadavg } from 'node:os';
import { ensureBuilt } from './bench/build.mjs';
import { cpuByPid, cpuUsedSince } from './bench/cpu-time.mjs';
import { serverPids, startDemoServer } from './bench/demo-server.mjs';
import { loginPartner } from './bench/login.mjs';
import { personalInfoWith } from './bench/personal-info.mjs';
import { backendCpu, freshDatabase } from './bench/postgres.mjs';
import { onCleanUp, runBench, stop } from './bench/processes.mjs';

const PARTNERS = 200;
const LISTED_PER_PARTNER = 50;
const AIM_P99_MS = 500;
/** The demo application each partner's own is a copy of (server/db/demo-applications.ts). */
const DEMO_APPLICATION = `demo${'2'.padStart(28, '0')}`;
const STATUSES = ['DRAFT', 'INCOMPLETE', 'SUBMITTED', 'APPROVED', 'REJECTED', 'DISBURSED'];
/** What a partner's session does, in these proportions (of ten requests). */
const MIX = [
  ['list page', 4],
  ['lender decisions', 3],
  ['section save', 2],
  ['case create', 1],
];

function option(name, fallback) {
  const flag = process.argv.indexOf(name);
  const value = Number(flag >= 0 ? process.argv[flag + 1] : fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

const pad = (n, width) => String(n).padStart(width, '0');
/** Partner n's application (32 characters) and the id of its file in `slot` (PAN, …). */
const applicationOf = (n) => `load${pad(n, 4)}`.padEnd(32, '0');
const fileIdOf = (n) => (slot) => `ld${pad(n, 4)}${slot.toLowerCase()}`.padEnd(32, '0');
const mobileOf = (n) => `70000${pad(n, 5)}`;

/**
 * The partners, straight into the fresh database: each an individual agent (who records
 * cases) with a copy of demo application 2 (a draft, so its sections may be saved) and of its
 * four documents, whose ids the partner's saves name; and 50 more applications in every
 * status, one a minute back from now, so the list has pages.
 */
async function seedPartners(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (id, role, first_name, last_name, mobile, referral_code, partner_kind)
       select md5('load-partner' || g)::uuid, 'AGENT', 'Load', 'Partner ' || g,
         '70000' || lpad(g::text, 5, '0'), 'LOAD' || lpad(g::text, 4, '0'), 'INDIVIDUAL'
       from generate_series(1, $1::int) as g`,
      [PARTNERS],
    );
    // A row copied whole, with its own id, owner and tracker id.
    await client.query(
      `insert into applications
       select (jsonb_populate_record(null::applications, to_jsonb(a) || jsonb_build_object(
         'id', rpad('load' || lpad(g::text, 4, '0'), 32, '0'),
         'partner_id', md5('load-partner' || g)::uuid,
         'tracker_id', (80000000 + g)::text))).*
       from applications a, generate_series(1, $1::int) as g
       where a.id = $2`,
      [PARTNERS, DEMO_APPLICATION],
    );
    await client.query(
      `insert into documents
       select (jsonb_populate_record(null::documents, to_jsonb(d) || jsonb_build_object(
         'id', file_id,
         'application_id', rpad('load' || lpad(g::text, 4, '0'), 32, '0'),
         'owner_partner_id', md5('load-partner' || g)::uuid,
         'storage_key', 'load/' || file_id))).*
       from documents d, generate_series(1, $1::int) as g,
         rpad('ld' || lpad(g::text, 4, '0') || replace(lower(d.file_type), '_', ''), 32, '0')
           as file_id
       where d.application_id = $2`,
      [PARTNERS, DEMO_APPLICATION],
    );
    await client.query(
      `insert into applications (id, family, partner_id, tracker_id, brand, status, job_type,
         loan_type, name, mobile, required_amount, stage, created_at, updated_at)
       select md5('load' || p || '-' || i), 'KYC', md5('load-partner' || p)::uuid,
         (81000000 + p * 1000 + i)::text, (select brand from applications where id = $4),
         ($3::text[])[1 + i % 6], 'SALARIED', 'PERSONAL_LOAN', 'Load Borrower ' || i,
         (6100000000 + p * 1000 + i)::text, 100000 + i, '["CREATE_APPLICATION"]'::jsonb,
         now() - make_interval(mins => i), now() - make_interval(mins => i)
       from generate_series(1, $1::int) as p, generate_series(1, $2::int) as i`,
      [PARTNERS, LISTED_PER_PARTNER, STATUSES, DEMO_APPLICATION],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

async function firstLender(url, token) {
  const response = await fetch(`${url}/api/v1/lender`, { headers: { token } });
  const body = await response.json();
  const lender = body.data?.data?.[0]?.lender_id;
  if (!lender) throw new Error(`GET /api/v1/lender answered ${response.status}: no lender`);
  return lender;
}

/** Each kind's request for partner `n` with `token`; `turn` makes each case its own. */
function requestBuilders(lenderId) {
  const json = (token) => ({ token, 'content-type': 'application/json' });
  return {
    'list page': ({ token }, turn) => ({
      method: 'GET',
      path: `/api/v1/loan-application/list/${turn % 3 === 0 ? 'DRAFT' : 'ALL'}?page=${turn % 5}&size=10`,
      headers: { token },
    }),
    'lender decisions': ({ n, token }) => ({
      method: 'GET',
      path: `/api/v1/lender/policy/decision?application_id=${applicationOf(n)}`,
      headers: { token },
    }),
    'section save': ({ n, token }) => ({
      method: 'PATCH',
      path: `/api/v1/loan-application/${applicationOf(n)}/personal-info`,
      headers: json(token),
      body: JSON.stringify(personalInfoWith(fileIdOf(n))),
    }),
    'case create': ({ token }, turn) => ({
      method: 'POST',
      path: '/api/v1/payout/case',
      headers: json(token),
      body: JSON.stringify({
        tracker_id: `LOAD-${turn}`,
        name: 'Meera Iyer',
        loan_type: 'HOME_LOAN',
        required_amount: 2_500_000,
        remarks: 'Disbursed at the branch',
        lender_info: [{ lender_id: lenderId, disbursement_date: '2026-01-15', is_pendency: false }],
      }),
    }),
  };
}

function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function printTable(stats, result, seconds) {
  const rows = [...Object.entries(stats), ['overall', mergeStats(Object.values(stats))]].map(
    ([kind, stat]) => {
      const sorted = [...stat.times].sort((a, b) => a - b);
      return [
        kind,
        stat.times.length.toLocaleString('en-US'),
        (stat.times.length / seconds).toFixed(0),
        String(stat.non2xx),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        sorted.length ? sorted.at(-1).toFixed(0) : '–',
      ];
    },
  );
  const lines = [['kind', 'requests', 'req/s', 'non-2xx', 'p50 ms', 'p99 ms', 'max ms'], ...rows];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines) {
    const cells = line.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
    );
    console.log(`  ${cells.join('   ')}`);
  }
  console.log(
    `  socket errors ${result.errors}, timeouts ${result.timeouts} (autocannon: ${result.requests.total.toLocaleString('en-US')} answers, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`,
  );
}

function mergeStats(list) {
  return {
    times: list.flatMap((stat) => stat.times),
    non2xx: list.reduce((sum, stat) => sum + stat.non2xx, 0),
  };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL (a database is made beside it)');
  const seconds = option('--duration', 60);
  const connections = option('--connections', 50);
  ensureBuilt();
  const databaseUrl = await freshDatabase(adminUrl);
  const server = await startDemoServer({
    RINN_WORKERS: '2',
    DATABASE_URL: databaseUrl,
    // Every partner logs in from this machine.
    RINN_OTP_SENDS_PER_IP_PER_HOUR: String(PARTNERS * 5),
  });
  try {
    await seedPartners(databaseUrl);
    const partners = [];
    for (let n = 1; n <= PARTNERS; n += 1) {
      partners.push({ n, token: await loginPartner(server.url, mobileOf(n)) });
    }
    const builders = requestBuilders(await firstLender(server.url, partners[0].token));
    const kinds = MIX.flatMap(([kind, weight]) => Array.from({ length: weight }, () => kind));
    const stats = Object.fromEntries(MIX.map(([kind]) => [kind, { times: [], non2xx: 0 }]));
    const firstRefusal = {};
    let turn = 0;
    console.log(
      `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}; ` +
        `${PARTNERS} partners logged in, RINN_WORKERS=2, ${connections} connections for ${seconds} s`,
    );
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    onCleanUp(() => admin.end());
    const databaseName = new URL(databaseUrl).pathname.slice(1);
    const pids = serverPids(server);
    const nodeBefore = cpuByPid(pids);
    const postgresBefore = await backendCpu(admin, databaseName);
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      requests: [
        {
          // Autocannon builds each request here just before it sends it: the next partner in
          // turn, and a kind from the mix (a partner's turns go through every kind).
          setupRequest: (request, context) => {
            const partner = partners[turn % partners.length];
            const kind = kinds[(turn + Math.floor(turn / partners.length)) % kinds.length];
            const built = builders[kind](partner, turn);
            turn += 1;
            context.kind = kind;
            context.sent = process.hrtime.bigint();
            return { ...request, ...built };
          },
          onResponse: (status, body, context) => {
            const stat = stats[context.kind];
            if (!stat || context.sent === undefined) return;
            stat.times.push(Number(process.hrtime.bigint() - context.sent) / 1e6);
            if (status < 200 || status > 299) {
              stat.non2xx += 1;
              firstRefusal[context.kind] ??= `${status}: ${String(body).slice(0, 200)}`;
            }
          },
        },
      ],
    });
    const nodeUsed = cpuUsedSince(nodeBefore, cpuByPid(pids));
    const postgresUsed = cpuUsedSince(postgresBefore, await backendCpu(admin, databaseName));
    console.log(
      `\nThe mix on PostgreSQL, RINN_WORKERS=2 (load average ${loadavg()[0].toFixed(1)} at the end):`,
    );
    printTable(stats, result, seconds);
    const answered = result.requests.total;
    console.log(
      `  CPU per request: the server's processes ${(nodeUsed / answered).toFixed(0)} µs, PostgreSQL ${(postgresUsed / answered).toFixed(0)} µs` +
        ` (${((nodeUsed + postgresUsed) / 1e6 / seconds).toFixed(2)} of the ${cpus().length} cores on average)`,
    );
    for (const [kind, answer] of Object.entries(firstRefusal)) {
      console.log(`  first refusal of a ${kind}: ${answer}`);
    }
    const all = mergeStats(Object.values(stats));
    const p99 = percentile(
      [...all.times].sort((a, b) => a - b),
      0.99,
    );
    const errors = all.non2xx + result.errors + result.timeouts;
    console.log(
      `  aim: no errors and p99 ≤ ${AIM_P99_MS} ms — ${errors === 0 && p99 <= AIM_P99_MS ? 'met' : 'NOT met'} (${errors} errors, p99 ${p99.toFixed(1)} ms)`,
    );
  } finally {
    await stop(server.child);
  }
}

await runBench(main);
