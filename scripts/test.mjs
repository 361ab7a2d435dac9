// `npm test`: every check and test project, each phase timed. Phases in one lane run one after
// another; the lanes run side by side (see LANES for why each phase sits where it does). Each
// line a phase prints is prefixed with its name; at the end a table gives each phase's wall
// time, and the run fails if any phase failed (after all have finished, so one red phase never
// hides another's result).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules', '.bin', name);

/** name → command (argv). */
const PHASES = {
  typecheck: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'],
  eslint: [bin('eslint'), '.'],
  prettier: [bin('prettier'), '--check', '.'],
  'lint:api': [bin('redocly'), 'lint', 'openapi/openapi.yaml', '--format=stylish'],
  'check:api-types': [process.execPath, 'scripts/check-api-types.mjs'],
  'check:i18n': [process.execPath, 'scripts/check-i18n.mjs'],
  'vitest unit': [bin('vitest'), 'run', '--project', 'unit'],
  'vitest api': [bin('vitest'), 'run', '--project', 'api'],
  'vitest e2e': [bin('vitest'), 'run', '--project', 'e2e'],
};

/*
 * Measured on the 2-core CI machine (README, "Running the tests"): the e2e project spends most
 * of its time waiting on Chromium and the server, one file at a time, while the api project and
 * the static checks keep the CPU busy. So the browser suite runs in its own lane from the start
 * and everything else runs beside it.
 */
const LANES = [
  ['vitest e2e'],
  [
    'typecheck',
    'eslint',
    'prettier',
    'lint:api',
    'check:api-types',
    'check:i18n',
    'vitest unit',
    'vitest api',
  ],
];

const only = process.argv.slice(2);
const lanes = only.length
  ? [only.map((name) => (PHASES[name] ? name : fail(`unknown phase ${name}`)))]
  : LANES;

function fail(message) {
  console.error(`test: ${message} (phases: ${Object.keys(PHASES).join(', ')})`);
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one phase, its output prefixed line by line; resolves to its exit code. */
function runPhase(name) {
  const [command, ...args] = PHASES[name];
  const started = Date.now();
  console.log(`[${name}] started`);
  return new Promise((resolvePhase) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('error', (error) => {
      console.error(`[${name}] could not start: ${error.message}`);
      resolvePhase({ name, code: 1, ms: Date.now() - started });
    });
    child.on('close', (code) => {
      const ms = Date.now() - started;
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
      resolvePhase({ name, code: code ?? 1, ms });
    });
  });
}

async function runLane(names) {
  const results = [];
  for (const name of names) results.push(await runPhase(name));
  return results;
}

const started = Date.now();
const results = (await Promise.all(lanes.map(runLane))).flat();
const total = Date.now() - started;

console.log('\ntest: phase times (wall clock; lanes ran side by side)');
for (const { name, code, ms } of results) {
  console.log(
    `  ${name.padEnd(18)} ${seconds(ms).padStart(9)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(18)} ${seconds(total).padStart(9)}`);
const failed = results.filter((result) => result.code !== 0);
if (failed.length) {
  console.error(`test: failed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
