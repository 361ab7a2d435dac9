// autocannon runs (32 connections) and the table that compares each route with the ceiling.
// Other work shares the machine, so a route is measured in short slices that alternate with
// slices of the ceiling: both see the same background load, and their ratio is what counts.
import autocannon from 'autocannon';
import { CONNECTIONS } from './connections.mjs';
import { cpuMicros } from './cpu-time.mjs';

export { CONNECTIONS };
const SLICE_SECONDS = 2;

/** The CPU time the target's server processes (target.pids) have used, in µs. */
function serverCpu(target) {
  let total = 0;
  for (const pid of target.pids ?? []) {
    const used = cpuMicros(pid);
    if (used === undefined) return undefined;
    total += used;
  }
  return target.pids?.length ? total : undefined;
}

async function load(target, seconds) {
  const cpuBefore = serverCpu(target);
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body ? { body: target.body } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${target.name}: ${failed} of ${result.requests.sent} requests failed or were not 2xx`,
    );
  }
  const cpuAfter = serverCpu(target);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { ...result, cpu };
}

function summarise(results) {
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  // The slowest slice's p99: a conservative figure for the whole run.
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  // The server's CPU time per request: steadier than requests per second on a busy machine,
  // where what a process gets of the cores depends on everything else running.
  const cpu = results.every((r) => r.cpu !== undefined)
    ? results.reduce((sum, r) => sum + r.cpu, 0) / requests
    : undefined;
  return { rps: requests / seconds, p99, cpu };
}

/**
 * The route and the ceiling, each for about `seconds` in alternating slices, after a warm-up
 * of each that is not counted. Requests per second over the counted time, and p99 in ms.
 */
export async function measure(route, ceiling, { seconds, warmUpSeconds }) {
  await load(ceiling, warmUpSeconds);
  await load(route, warmUpSeconds);
  const slices = Math.max(1, Math.round(seconds / SLICE_SECONDS));
  const sliceSeconds = Math.max(1, Math.round(seconds / slices));
  const routeResults = [];
  const ceilingResults = [];
  for (let slice = 0; slice < slices; slice++) {
    ceilingResults.push(await load(ceiling, sliceSeconds));
    routeResults.push(await load(route, sliceSeconds));
  }
  return { route: summarise(routeResults), ceiling: summarise(ceilingResults) };
}

const number = (value) => Math.round(value).toLocaleString('en-US');

/**
 * rows: [{ name, route: { rps, p99, cpu }, ceiling: { rps, cpu } }]. Beside the share of the
 * ceiling's requests per second: each server's CPU per request (µs, from /proc), and the
 * ceiling's CPU per request as a share of the route's.
 */
export function printTable(title, rows) {
  const micros = (value) => (value === undefined ? '–' : value.toFixed(0));
  const lines = [
    [
      'route',
      'req/s',
      'p99 ms',
      'ceiling req/s',
      'of ceiling',
      'CPU µs/req',
      'ceiling µs/req',
      'CPU share',
    ],
    ...rows.map((row) => [
      row.name,
      number(row.route.rps),
      String(row.route.p99),
      number(row.ceiling.rps),
      `${Math.round((row.route.rps / row.ceiling.rps) * 100)} %`,
      micros(row.route.cpu),
      micros(row.ceiling.cpu),
      row.route.cpu && row.ceiling.cpu
        ? `${Math.round((row.ceiling.cpu / row.route.cpu) * 100)} %`
        : '–',
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  console.log(`\n${title}`);
  for (const line of lines) {
    const cells = line.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
    );
    console.log(`  ${cells.join('   ')}`);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Several runs of the same routes (runs: [rows, rows, …], rows as printTable's): per route the
 * median share of the ceiling's requests per second, each run's share, the median req/s and
 * p99, and the median CPU share. Answers [{ name, aim, share }] with the median shares.
 */
export function printSummary(title, runs) {
  const percent = (value) => `${Math.round(value * 100)} %`;
  const summary = runs[0].map((first, index) => {
    const rows = runs.map((rows) => rows[index]);
    const shares = rows.map((row) => row.route.rps / row.ceiling.rps);
    const cpuShares = rows
      .filter((row) => row.route.cpu && row.ceiling.cpu)
      .map((row) => row.ceiling.cpu / row.route.cpu);
    return {
      name: first.name,
      aim: first.aim,
      share: median(shares),
      line: [
        first.name,
        percent(median(shares)),
        shares.map(percent).join(', '),
        number(median(rows.map((row) => row.route.rps))),
        String(median(rows.map((row) => row.route.p99))),
        number(median(rows.map((row) => row.ceiling.rps))),
        cpuShares.length ? percent(median(cpuShares)) : '–',
      ],
    };
  });
  const lines = [
    [
      'route',
      'median share',
      'each run',
      'median req/s',
      'p99 ms',
      'ceiling req/s',
      'median CPU share',
    ],
    ...summary.map((row) => row.line),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  console.log(`\n${title}: ${runs.length} runs, medians`);
  for (const line of lines) {
    const cells = line.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
    );
    console.log(`  ${cells.join('   ')}`);
  }
  return summary;
}
