import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/lock';

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, prints how to use it, serves the API and stops cleanly', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        RINN_DATA_DIR: dataDir,
        RINN_MODE: 'demo',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL within 50 s:\n${output}`)), 50_000);
        server.stdout.on('data', () => {
          const match = /Rinn is running at (http:\/\/localhost:\d+)/.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      // Give the rest of the banner a moment to arrive (it is one write, but be safe).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(output).toContain(
        `Demo partner: mobile 9876543210 — read the OTP at ${url}/api/dev/outbox`,
      );
      expect(output).toContain(`Database: PGlite (embedded) in ${join(dataDir, 'pglite')}`);
      expect(existsSync(join(dataDir, 'pglite', LOCK_FILE))).toBe(true);

      const response = await fetch(`${url}/api/v1/bank/list`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { id: string; name: string }[] };
      expect(body.data).toContainEqual({ id: 'SBIN', name: 'State Bank of India' });
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite', LOCK_FILE))).toBe(false);
  }, 90_000);
});
