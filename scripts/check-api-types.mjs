// Fails when src/services/api/schema.d.ts is not what `npm run gen:api` makes from
// openapi/openapi.yaml today. It runs the same openapi-typescript CLI with the same arguments
// (and so the same redocly.yaml) into a temporary file and compares bytes, so it can never
// disagree with the generator the way a re-implementation might.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const input = 'openapi/openapi.yaml';
const committed = 'src/services/api/schema.d.ts';

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

/** @returns {string | undefined} why the committed file is wrong, or undefined when it is right */
function problem(fresh) {
  const run = spawnSync(process.execPath, [cli, input, '-o', relative(root, fresh)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0)
    return `openapi-typescript failed on ${input}:\n${run.stderr || run.stdout}`;
  let current;
  try {
    current = readFileSync(join(root, committed), 'utf8');
  } catch {
    return `${committed} is missing: run npm run gen:api`;
  }
  const expected = readFileSync(fresh, 'utf8');
  if (current === expected) return undefined;
  const currentLines = current.split('\n');
  const expectedLines = expected.split('\n');
  const differs = expectedLines.findIndex((text, index) => text !== currentLines[index]);
  const line = differs === -1 ? expectedLines.length : differs;
  return (
    `${committed} is stale: run npm run gen:api\n` +
    `(first difference at line ${line + 1}: expected ${JSON.stringify(expectedLines[line])}, ` +
    `found ${JSON.stringify(currentLines[line])})`
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'rinn-api-types-'));
let failure;
try {
  failure = problem(join(scratch, 'schema.d.ts'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (failure) {
  console.error(failure);
  process.exitCode = 1;
} else {
  console.log(`${committed} is up to date with ${input}.`);
}
