import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOutageAnswer } from '../support/faults';
import { randomMobile } from '../support/accounts';
import { expectMatchesContract } from '../support/contract';
import { fixture, multipartBody } from '../support/uploads';
import { freePort } from '../e2e/support/server-process';

/*
 * The disk refusing a write answers 503 (issue 30 item 4). Tests run as root, whom no file mode
 * stops, so the server runs here as a child process of the unprivileged `postgres` user (the one
 * the PostgreSQL clusters of the suite already run as, through runuser), with a documents
 * folder root owns and nobody else may write (but for the demo's seeded documents): a write into
 * it is refused (EACCES) by the kernel, as a read-only or full disk would be. A Join Us upload then answers 503 with
 * Retry-After and the outage's code, and readiness says the storage is down.
 */

const USER = 'postgres';

function unprivilegedUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0) return null;
  if (spawnSync('runuser', ['--help']).status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const user = unprivilegedUser();

describe.skipIf(!user)('the disk refusing a write', () => {
  let root = '';
  let documents = '';
  let server: ChildProcess | undefined;
  let base = '';

  beforeAll(async () => {
    if (!user) return;
    root = mkdtempSync(join(tmpdir(), 'rinn-disk-'));
    chmodSync(root, 0o755);
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    chownSync(dataDir, user.uid, user.gid);
    documents = join(root, 'documents');
    mkdirSync(documents);
    // Root's, readable by all, writable by nobody else; only the demo's own documents folder
    // (seeded at start) is the server's. A Join Us document goes under join-us/: refused.
    chmodSync(documents, 0o755);
    mkdirSync(join(documents, 'applications'));
    chownSync(join(documents, 'applications'), user.uid, user.gid);
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = spawn(
      'runuser',
      ['-u', USER, '--', process.execPath, '--import', 'tsx', 'server/main.ts'],
      {
        env: {
          ...process.env,
          PORT: String(port),
          RINN_DATA_DIR: dataDir,
          RINN_STORAGE_DIR: documents,
          RINN_MODE: 'demo',
          DATABASE_URL: '',
          TMPDIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`localhost:${port}`)) resolve();
      });
      server?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server?.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function api<T>(method: string, path: string, init: RequestInit = {}) {
    const response = await fetch(`${base}${path}`, { method, ...init });
    const body = (await response.json()) as { data: T; message: string; status_code: number };
    expectMatchesContract(method, path, response.status, body);
    return { status: response.status, headers: response.headers, body };
  }

  const json = (body: unknown): RequestInit => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  /** A guest token verified for Join Us, the code read from the dev outbox. */
  async function joinUsGuest(mobile: string): Promise<string> {
    const sent = await api<{ session_id: string }>(
      'POST',
      '/api/v1/otp/send',
      json({ mobile, hostname: 'localhost', request_origin: 'JOIN_US' }),
    );
    expect(sent.status).toBe(200);
    const outbox = await api<{ mobile: string; message: string }[]>('GET', '/api/dev/outbox');
    const text = outbox.body.data.find((entry) => entry.mobile === mobile)?.message ?? '';
    const otp = /\b(\d{4,6})\b/.exec(text)?.[1] ?? '';
    const verified = await api<{ token: string }>(
      'POST',
      '/api/v1/otp/verify',
      json({ session_id: sent.body.data.session_id, otp }),
    );
    expect(verified.status).toBe(200);
    return verified.body.data.token;
  }

  it('an upload answers 503 with Retry-After and the outage code, stores nothing; ready says storage down', async () => {
    const token = await joinUsGuest(randomMobile());
    const { body, contentType } = multipartBody([
      { name: 'file_type', value: 'PAN' },
      { name: 'file', file: fixture('tiny.png'), fileName: 'tiny.png', type: 'image/png' },
    ]);
    const answer = await api('POST', '/api/v1/join-us/upload-file', {
      headers: { 'content-type': contentType, token },
      body: new Uint8Array(body),
    });
    expectOutageAnswer(answer);
    expect(readdirSync(documents)).toEqual(['applications']);

    const ready = await api<{ database: string; storage: string }>('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toEqual({ database: 'up', storage: 'down' });
  }, 60_000);
});
