// The profile half of `npm run bench:api`: the compiled server under `node --cpu-prof` while
// autocannon loads one route, then where its CPU went per request (cpu-profile.mjs).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { attribute, printAttribution } from './cpu-profile.mjs';
import { CONNECTIONS } from './connections.mjs';
import { cpuMicros } from './cpu-time.mjs';
import { startNode, stop, tempFolder } from './processes.mjs';

const micros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Starts `serverFile` under the profiler with `env`, asks `prepare(url)` for the routes to load
 * ([{ name, url, method?, headers?, body? }]), loads each for `seconds` after a second's
 * warm-up, stops the server (which writes the profile) and attributes each route's window.
 */
export async function profileRoutes(
  serverFile,
  env,
  prepare,
  seconds,
  ready = /Rinn is running at (http:\/\/\S+) /,
) {
  const folder = tempFolder('rinn-cpu-prof-');
  const server = await startNode(
    ['--cpu-prof', `--cpu-prof-dir=${folder}`, serverFile],
    env,
    ready,
  );
  const loads = [];
  try {
    for (const route of await prepare(server.url)) {
      const options = {
        url: route.url,
        method: route.method ?? 'GET',
        headers: route.headers ?? {},
        ...(route.body ? { body: route.body } : {}),
        connections: CONNECTIONS,
      };
      await autocannon({ ...options, duration: 1 });
      const cpuBefore = cpuMicros(server.child.pid);
      const from = micros();
      const result = await autocannon({ ...options, duration: seconds });
      const to = micros();
      const cpuAfter = cpuMicros(server.child.pid);
      if (result.non2xx + result.errors > 0) throw new Error(`${route.name}: some requests failed`);
      const requests = result.requests.total;
      const cpuPerRequest =
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : (cpuAfter - cpuBefore) / requests;
      loads.push({ name: route.name, window: { from, to }, requests, cpuPerRequest });
    }
  } finally {
    await stop(server.child);
  }
  const [file] = readdirSync(folder).filter((entry) => entry.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  return loads.map((load) => ({
    ...load,
    attribution: attribute(join(folder, file), resolve(serverFile), load.window),
  }));
}

export function printProfile({ name, attribution, requests, cpuPerRequest }) {
  printAttribution(`profile: ${name}`, attribution, requests, { cpuPerRequest });
}
