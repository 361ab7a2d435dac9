import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTBOX_LOOPBACK_ONLY } from '../../server/routes/dev';
import { databases, testApp } from '../support/server';
import { useDatabase } from '../support/suite';

/*
 * Issue 6, observation 5: with no RINN_MODE the server ran in demo mode, whose outbox hands every
 * code to anyone; production without an SMS gateway started and kept the codes in a table.
 */

describe('starting the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-defaults-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (settings: Record<string, string | undefined>) => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: '0',
      DATABASE_URL: '',
      RINN_DATA_DIR: dataDir,
      RINN_MODE: undefined,
      RINN_SMS_WEBHOOK_URL: undefined,
      ...settings,
    };
    for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
    return spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: env as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    });
  };

  it.each([
    ['unset', undefined, 'got nothing'],
    ['blank', '  ', 'got nothing'],
    ['unknown', 'staging', 'got "staging"'],
  ])('refuses a RINN_MODE that is %s, saying what to set', (_, mode, got) => {
    const run = start({ RINN_MODE: mode });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`RINN_MODE must be one of production, demo, dev (${got})`);
    expect(run.stdout).not.toContain('Rinn is running');
  });

  it('refuses production without an SMS gateway, so no code is ever kept in a table', () => {
    const run = start({ RINN_MODE: 'production' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'RINN_MODE=production needs an SMS gateway: set RINN_SMS_WEBHOOK_URL',
    );
    expect(run.stdout).not.toContain('Rinn is running');
  });
});

describe.each(databases())('the dev outbox on %s', (kind) => {
  const database = useDatabase(kind);

  it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])(
    'answers the machine itself (%s)',
    async (ip) => {
      const t = testApp(database, { mode: 'demo' });
      const answer = await t.call('GET', '/api/dev/outbox', { ip });
      expect(answer.status).toBe(200);
    },
  );

  it.each(['192.168.1.20', '203.0.113.5', '::2'])(
    'refuses a client on the network (%s) with 403',
    async (ip) => {
      const t = testApp(database, { mode: 'demo' });
      const answer = await t.call('GET', '/api/dev/outbox', { ip });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        data: null,
        message: OUTBOX_LOOPBACK_ONLY.message,
        status_code: 403,
        code: 'OUTBOX_LOOPBACK_ONLY',
      });
    },
  );

  it('refuses a remote client that a proxy on the machine forwards', async () => {
    const t = testApp(database, { mode: 'demo', trustedProxies: ['127.0.0.1'] });
    const answer = await t.call('GET', '/api/dev/outbox', {
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(answer.status).toBe(403);
  });

  it('does not exist in production', async () => {
    const t = testApp(database, { mode: 'production' });
    const answer = await t.call('GET', '/api/dev/outbox');
    expect(answer.status).toBe(404);
  });
});
