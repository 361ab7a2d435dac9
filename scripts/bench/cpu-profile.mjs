// Reads a V8 .cpuprofile (node --cpu-prof) of the compiled server and says where its CPU went,
// per request: each sample goes to the part of the request it belongs to, found from its stack
// (the innermost frame that names a part wins), with the bundle's lines mapped back to the
// server's sources through build/server/main.js.map.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The parts of a request, tried from the innermost frame outwards; the first rule a frame
 * matches names the sample. `file` is the source path (server code mapped through the source
 * map, else the script's URL), `name` the function's.
 */
const PARTS = [
  // Parts that own everything they call (their socket writes too): any frame of theirs counts.
  { part: 'logging (pino)', file: /node_modules\/(pino|sonic-boom|thread-stream)/, owns: true },
  {
    part: 'database driver (pg)',
    file: /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//,
    owns: true,
  },
  // A middleware's frame is under everything after it until its first await: innermost wins.
  {
    part: 'compression (hono/compress)',
    file: /hono\/dist\/middleware\/compress|zlib|server\/http\/compress-answers\.ts/,
  },
  {
    part: 'session lookup and cache',
    file: /server\/(usecases\/(sessions|session-cache)|http\/auth)\.ts/,
  },
  { part: 'query building (kysely)', file: /node_modules\/kysely\/|server\/db\// },
  { part: 'client address', file: /server\/http\/client-address\.ts|hono\/node-server.*conninfo/ },
  { part: 'security headers, no-store', file: /server\/http\/(security-headers|answer-mark)\.ts/ },
  { part: 'request bodies', file: /server\/http\/request-bodies\.ts|hono\/dist\/middleware\/body/ },
  { part: 'contract (lookup, 501s)', file: /server\/http\/(contract|unanswered)\.ts/ },
  { part: 'serialisation (envelope, JSON)', file: /server\/http\/envelope\.ts/ },
  { part: 'route handler and use case', file: /server\/(routes|usecases)\// },
  { part: 'Hono router', file: /hono\/dist\/(router|hono-base|compose)/ },
  {
    part: 'Hono context and request',
    file: /hono\/dist\/(context|request|utils)|server\/http\/request-header\.ts/,
  },
  { part: 'Node adapter (@hono/node-server)', file: /@hono\/node-server/ },
  {
    part: 'Node HTTP and sockets',
    file: /^node:(_http|http|net|stream|internal\/(http|stream|streams|net))/,
  },
  { part: 'garbage collection', name: /^\(garbage collector\)$/ },
];
const IDLE = new Set(['(idle)', '(program)']);

function sourceMapOf(bundle) {
  try {
    return new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
  } catch {
    return null;
  }
}

/** The source file of a frame: mapped back for the bundle, the URL otherwise. */
function fileOf(frame, bundles) {
  const url = frame.url ?? '';
  const map = bundles.get(url);
  if (map) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    return entry?.originalSource?.replace(/^(\.\.\/)+/, '') ?? url;
  }
  return url.replace(/^file:\/\/.*?node_modules/, 'node_modules');
}

/**
 * Self time per part, in µs, and the top functions. `bundle`: the compiled server whose source
 * map resolves its frames; `window`: { from, to }, the load's span on the monotonic clock in µs
 * (process.hrtime, the profile's own clock on Linux), so start-up and warm-up are left out.
 */
export function attribute(profilePath, bundle, window) {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const bundleUrl = bundle.startsWith('file:') ? bundle : `file://${bundle}`;
  const bundles = new Map();
  const map = sourceMapOf(bundle.startsWith('file:') ? fileURLToPath(bundle) : bundle);
  if (map) bundles.set(bundleUrl, map);

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);

  const partOfNode = new Map();
  const describe = new Map();
  function frameInfo(node) {
    let info = describe.get(node.id);
    if (!info) {
      const file = fileOf(node.callFrame, bundles);
      info = { file, name: node.callFrame.functionName || '(anonymous)' };
      describe.set(node.id, info);
    }
    return info;
  }
  function partOf(id) {
    if (partOfNode.has(id)) return partOfNode.get(id);
    let part = 'other';
    const leaf = byId.get(id);
    if (IDLE.has(leaf.callFrame.functionName)) part = 'idle';
    else {
      const matches = (rule, info) =>
        (rule.file && rule.file.test(info.file)) || (rule.name && rule.name.test(info.name));
      const innermost = (rules) => {
        for (let at = id; at !== undefined; at = parent.get(at)) {
          const info = frameInfo(byId.get(at));
          const rule = rules.find((candidate) => matches(candidate, info));
          if (rule) return rule.part;
        }
        return undefined;
      };
      part = innermost(PARTS.filter((rule) => rule.owns)) ?? innermost(PARTS) ?? 'other';
    }
    partOfNode.set(id, part);
    return part;
  }

  const parts = new Map();
  const functions = new Map();
  const byPart = new Map();
  let busy = 0;
  const { samples, timeDeltas } = profile;
  let at = profile.startTime;
  for (let index = 0; index < samples.length; index++) {
    at += timeDeltas[index];
    if (at < window.from || at > window.to) continue;
    // timeDeltas[i] is the time before sample i; the time a sample stands for is the next delta.
    const micros = timeDeltas[index + 1] ?? 0;
    const part = partOf(samples[index]);
    if (part === 'idle') continue;
    busy += micros;
    parts.set(part, (parts.get(part) ?? 0) + micros);
    const info = frameInfo(byId.get(samples[index]));
    const key = `${info.name} (${info.file.split('/').slice(-2).join('/')})`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
    const inPart = byPart.get(part) ?? byPart.set(part, new Map()).get(part);
    inPart.set(key, (inPart.get(key) ?? 0) + micros);
  }
  const sorted = (entries) => [...entries].sort((a, b) => b[1] - a[1]);
  return {
    busy,
    parts: sorted(parts),
    functions: sorted(functions),
    byPart: new Map([...byPart].map(([part, entries]) => [part, sorted(entries)])),
  };
}

/**
 * Prints the parts as µs per request and shares of the busy time. With `cpuPerRequest` (the
 * server's CPU time per request from the operating system) the shares are of that: a profile's
 * samples also count time the process spent waiting for a core, which a busy machine inflates.
 */
export function printAttribution(
  title,
  { busy, parts, functions, byPart },
  requests,
  { cpuPerRequest, topFunctions = 6, detail = process.env.BENCH_PROFILE_DETAIL === '1' } = {},
) {
  const perRequestOfBusy = busy / requests;
  const scale = cpuPerRequest ? cpuPerRequest / perRequestOfBusy : 1;
  const perRequest = (micros) => ((micros * scale) / requests).toFixed(1).padStart(6);
  const share = (micros) => `${Math.round((micros / busy) * 100)} %`.padStart(5);
  const total = cpuPerRequest ?? perRequestOfBusy;
  console.log(
    `\n${title}: ${requests.toLocaleString('en-US')} requests, ${total.toFixed(0)} µs of server CPU each` +
      (cpuPerRequest ? " (the process's CPU time; parts in the profile's shares)" : ''),
  );
  for (const [part, micros] of parts) {
    if (micros / busy < 0.01) continue;
    console.log(`  ${perRequest(micros)} µs ${share(micros)}  ${part}`);
    if (!detail) continue;
    for (const [name, inner] of byPart.get(part).slice(0, 6)) {
      console.log(`          ${perRequest(inner)} µs  ${name}`);
    }
  }
  console.log('  top functions (self time):');
  for (const [name, micros] of functions.slice(0, topFunctions)) {
    console.log(`  ${perRequest(micros)} µs ${share(micros)}  ${name}`);
  }
}
