import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/lock';
import { serverUrl, startServerProcess } from '../support/process';

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, prints how to use it, serves the API and stops cleanly', async () => {
    // What a killed server left: a spool folder of a process that is gone, in its temp folder,
    // and an hour-old unfinished write in its storage (issue 16 item 5).
    const temp = mkdtempSync(join(dataDir, 'tmp-'));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const staleSpool = join(temp, `rinn-upload-${gone}-deadbeef-a1b2c3`);
    mkdirSync(staleSpool);
    writeFileSync(join(staleSpool, '0'), 'half an upload');
    const partial = join(dataDir, 'documents', 'applications', 'x', '.partial-0123456789abcdef');
    mkdirSync(dirname(partial), { recursive: true });
    writeFileSync(partial, 'half a file');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(partial, twoHoursAgo, twoHoursAgo);

    const server = startServerProcess(['--import', 'tsx', 'server/main.ts'], {
      PORT: '0',
      RINN_DATA_DIR: dataDir,
      RINN_MODE: 'demo',
      DATABASE_URL: '',
      TMPDIR: temp,
    });
    try {
      const url = await serverUrl(server);
      // Removed on start, and logged.
      expect(existsSync(staleSpool)).toBe(false);
      expect(existsSync(partial)).toBe(false);
      const swept = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"stale uploads removed"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(swept).toMatchObject([
        {
          removed: { spool_folders: 1, unfinished_files: 1, orphan_files: 0 },
          spool_folders: [staleSpool],
          unfinished_files: [partial],
        },
      ]);
      expect(server.output()).toContain(
        `Demo partner: mobile 9876543210 — read the OTP at ${url}/api/dev/outbox`,
      );
      expect(server.output()).toContain(
        'Demo mode: demo people are seeded and the dev outbox shows every OTP to this machine only. Not for real borrowers: set RINN_MODE=production.',
      );
      expect(server.output()).toContain(
        `Database: PGlite (embedded) in ${join(dataDir, 'pglite')}`,
      );
      expect(existsSync(join(dataDir, 'pglite', LOCK_FILE))).toBe(true);

      const response = await fetch(`${url}/api/v1/bank/list`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { id: string; name: string }[] };
      expect(body.data).toContainEqual({ id: 'SBIN', name: 'State Bank of India' });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(join(dataDir, 'pglite', LOCK_FILE))).toBe(false);
  }, 90_000);
});

describe('the compiled server (npm run build:server)', () => {
  // Two folders below the repository root, like build/server: the compiled file finds the
  // contract and packages relative to itself. A folder of its own, so a build running next to
  // the tests (npm start) is never overwritten.
  const outDir = join('build', `test-${process.pid}-${Date.now()}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-compiled-'));
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs on plain node: contract, docs, banks and pincodes found, then stops cleanly', async () => {
    const build = spawnSync(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--config',
        'vite.server.config.ts',
        '--outDir',
        outDir,
        '--logLevel',
        'warn',
      ],
      { encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    expect(readdirSync(outDir).sort()).toEqual(['main.js', 'main.js.map']);

    // No --import tsx: what production runs.
    const server = startServerProcess([join(outDir, 'main.js')], {
      PORT: '0',
      RINN_DATA_DIR: dataDir,
      RINN_MODE: 'demo',
      DATABASE_URL: '',
    });
    try {
      const url = await serverUrl(server, 80_000);
      expect(server.output()).toContain(`Rinn is running at ${url} (mode: demo)`);

      const tenant = await fetch(`${url}/api/v1/public/tenant/hostname/catfin.localhost/config`);
      expect(((await tenant.json()) as { data: { name: string } }).data.name).toBe('Catfin');

      const contract = await fetch(`${url}/api/openapi.yaml`);
      expect(contract.status).toBe(200);
      expect(await contract.text()).toMatch(/^openapi: 3\.1/);
      // The last operation built (issue 29): a protected one, so no token is 401.
      const mfi = await fetch(`${url}/api/v1/app/mfi/phone-number/sample`);
      expect(mfi.status).toBe(401);

      const docs = await fetch(`${url}/api/docs/swagger-ui.css`);
      expect(docs.status).toBe(200);
      expect((await docs.text()).length).toBeGreaterThan(1000);

      const banks = await fetch(`${url}/api/v1/bank/list`);
      const bankList = (await banks.json()) as { data: { id: string; name: string }[] };
      expect(bankList.data).toContainEqual({ id: 'SBIN', name: 'State Bank of India' });

      const pincode = await fetch(`${url}/api/v1/pincode/get-city-state?pincode=110001`);
      expect(((await pincode.json()) as { data: unknown }).data).toEqual({
        city: 'Central Delhi',
        state: 'Delhi',
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(join(dataDir, 'pglite', LOCK_FILE))).toBe(false);
  }, 120_000);
});
