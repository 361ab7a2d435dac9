import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import {
  childProcesses,
  isRunning,
  serverUrl,
  startServerProcess,
  type ServerProcess,
} from '../support/process';
import { createPostgresDatabase, databases, type EmptyPostgresDatabase } from '../support/server';

const SERVER = ['--import', 'tsx', 'server/main.ts'];
const WORKERS_LINE = /Workers: 2 processes \(pids (\d+), (\d+)\), each with its own database pool/;

async function getJson<T>(url: string, init?: RequestInit): Promise<{ status: number; data: T }> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { data: T };
  return { status: response.status, data: body.data };
}

/**
 * GET on a connection of its own, so the cluster hands each request to the next worker (fetch
 * keeps one connection alive, which stays with one worker). Answers the status.
 */
function statusOnNewConnection(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: { ...headers, connection: 'close' } });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** The demo partner logs in as a person would: send, read the code in the outbox, verify. */
async function demoLogin(url: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const sent = await getJson<{ session_id: string }>(`${url}/api/v1/auth/send-otp`, {
    method: 'POST',
    headers: { ...json, 'x-lk-client': 'WEB_APP' },
    body: JSON.stringify({ mobile: DEMO_PARTNER_MOBILE, hostname: 'localhost' }),
  });
  const outbox = await getJson<{ mobile: string; message: string }[]>(`${url}/api/dev/outbox`);
  const sms = outbox.data.find((entry) => entry.mobile === DEMO_PARTNER_MOBILE);
  const verified = await getJson<{ token: string }>(`${url}/api/v1/auth/verify-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      session_id: sent.data.session_id,
      otp: /\b(\d{6})\b/.exec(sms?.message ?? '')?.[1],
    }),
  });
  return verified.data.token;
}

/** Node processes the server forked (tsx's own esbuild helper is not one). */
const workerPids = (server: ServerProcess) =>
  childProcesses(server.child.pid ?? 0)
    .filter((child) => child.command.includes('server/main.ts'))
    .map((child) => child.pid)
    .sort();

describe('RINN_WORKERS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-workers-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['0', '-1', 'abc', '1.5'])('refuses to start with RINN_WORKERS=%s', async (value) => {
    const server = startServerProcess(SERVER, {
      RINN_WORKERS: value,
      RINN_MODE: 'demo',
      PORT: '0',
      DATABASE_URL: '',
      RINN_DATA_DIR: dataDir,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `RINN_WORKERS must be a whole number of at least 1 (got "${value}")`,
    );
    expect(server.output()).not.toContain('Rinn is running');
  });

  it('on the embedded database, says it runs one process and serves from it', async () => {
    const server = startServerProcess(SERVER, {
      RINN_WORKERS: '2',
      RINN_MODE: 'demo',
      PORT: '0',
      DATABASE_URL: '',
      RINN_DATA_DIR: dataDir,
    });
    try {
      const url = await serverUrl(server);
      expect(server.output()).toContain(
        'RINN_WORKERS is ignored: the embedded database serves one process; set DATABASE_URL to run workers',
      );
      expect(server.output()).not.toContain('Workers:');
      expect(workerPids(server)).toEqual([]);
      const tenant = await getJson<{ brand: string }>(
        `${url}/api/v1/public/tenant/hostname/catfin.localhost/config`,
      );
      expect(tenant.data.brand).toBe('catfin');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 90_000);
});

describe.runIf(databases().includes('postgres'))('RINN_WORKERS=2 on PostgreSQL', () => {
  let database: EmptyPostgresDatabase;
  beforeAll(async () => {
    database = await createPostgresDatabase(process.env['DATABASE_URL']?.trim() ?? '');
  });
  afterAll(() => database.drop());

  it('serves a fresh database from two workers, replaces a dead one and stops them all', async () => {
    const server = startServerProcess(SERVER, {
      RINN_WORKERS: '2',
      PORT: '0',
      DATABASE_URL: database.url,
      RINN_MODE: 'demo',
      RINN_OTP_SENDS_PER_HOUR: '50',
    });
    const started: number[] = [];
    try {
      const url = await serverUrl(server);
      const [, first, second] = (await server.waitFor(WORKERS_LINE)).map(Number);
      started.push(first ?? 0, second ?? 0);
      // Both are the primary's own children, and the primary serves nothing itself.
      expect(workerPids(server)).toEqual([...started].sort());
      expect(started).not.toContain(server.child.pid);

      // The fresh database was migrated and seeded by the primary: a real login works.
      const token = await demoLogin(url);
      for (let request = 0; request < 6; request++) {
        const me = await getJson<{ first_name: string }>(`${url}/api/v1/user/me`, {
          headers: { token },
        });
        expect(me).toEqual({ status: 200, data: expect.objectContaining({ first_name: 'Asha' }) });
      }

      process.kill(first ?? 0, 'SIGKILL');
      const replaced = await server.waitFor(/Worker (\d+) is serving/);
      const replacement = Number(replaced[1]);
      expect(server.output()).toContain(
        `Worker ${first} exited (signal SIGKILL): starting another`,
      );
      expect(workerPids(server)).toEqual([second ?? 0, replacement].sort());
      const count = await getJson<{ count: number }>(`${url}/api/v1/loan-application/count`, {
        headers: { token },
      });
      // The demo partner's seeded applications, and the borrower's own made with its referral
      // code (home's count is the list's ALL total).
      expect(count).toEqual({
        status: 200,
        data: {
          count: DEMO_APPLICATIONS.filter((app) => app.family === 'KYC' || app.referralCode).length,
        },
      });
      started.push(replacement);

      // Both workers now keep the session in memory. A logout on one is refused at once on
      // every worker: each LISTENs for revocations on its own connection.
      const me = `${url}/api/v1/user/me`;
      for (let request = 0; request < 4; request++) {
        expect(await statusOnNewConnection(me, { token })).toBe(200);
      }
      const logout = await getJson(`${url}/api/v1/user/logout`, {
        method: 'PUT',
        headers: { token },
      });
      expect(logout.status).toBe(200);
      for (let request = 0; request < 4; request++) {
        expect(await statusOnNewConnection(me, { token })).toBe(401);
      }

      // A session revoked by hand in SQL, from outside the server, is refused on every worker
      // too: the trigger on sessions announces it (migration 023).
      const again = await demoLogin(url);
      for (let request = 0; request < 4; request++) {
        expect(await statusOnNewConnection(me, { token: again })).toBe(200);
      }
      const operator = new pg.Client({ connectionString: database.url });
      await operator.connect();
      try {
        await operator.query('update sessions set revoked_at = now() where token_hash = $1', [
          createHash('sha256').update(again).digest('hex'),
        ]);
      } finally {
        await operator.end();
      }
      for (let request = 0; request < 4; request++) {
        expect(await statusOnNewConnection(me, { token: again })).toBe(401);
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain('SIGTERM: shutting down 2 workers');
    expect(started.filter(isRunning)).toEqual([]);
  }, 90_000);
});
