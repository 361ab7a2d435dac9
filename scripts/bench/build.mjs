// The compiled server the benches measure, rebuilt when its sources are newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUILT_SERVER = 'build/server/main.js';

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    const changed = entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, changed);
  }
  return newest;
}

/** Builds the server when it is missing or older than its sources: never measure stale code. */
export function ensureBuilt() {
  const built = existsSync(BUILT_SERVER) ? statSync(BUILT_SERVER).mtimeMs : 0;
  if (built > Math.max(newestChange('server'), newestChange('src'))) return;
  console.log(
    built ? `${BUILT_SERVER} is older than its sources: building` : `building ${BUILT_SERVER}`,
  );
  const build = spawnSync('npm', ['run', '--silent', 'build:server', '--', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('npm run build:server failed');
}
