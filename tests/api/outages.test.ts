import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../server/mail/smtp';
import { isOutage, OUTAGE_CODE } from '../../server/http/outage';
import { EMAIL_FAILED } from '../../server/usecases/lender-actions/email';
import { s3Storage } from '../../server/storage/s3';
import { localStorage } from '../../server/storage/local';
import { linkSigner } from '../../server/storage/signed-links';
import {
  DEFAULT_SMTP_TIMEOUT_MS,
  readDatabaseTimeouts,
  readS3Timeouts,
  readSmtpTimeout,
} from '../../server/settings/timeouts';
import { expectMatchesContract } from '../support/contract';
import {
  expectOutageAnswer,
  freezingProxy,
  silentListener,
  type FreezingProxy,
} from '../support/faults';
import { applicationWithDocuments } from '../support/lender-actions';
import { databases, rowCounts, socketFrom, testApp, type TestApp } from '../support/server';
import { startS3, type TestS3 } from '../support/s3';
import { fixture, upload } from '../support/uploads';
import { partnerWithToken, useDatabase, type TestPartner } from '../support/suite';
import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * When a dependency stumbles (issue 30): the readiness route says so, a frozen S3 answers 503
 * with Retry-After within its timeout, a silent mail server answers 502 within its timeout, and
 * nothing is written. The restart of PostgreSQL under load is in outages-postgres.test.ts.
 */

/** A health request as a load balancer sends it: no token, no custom header. */
async function health(t: TestApp, which: 'live' | 'ready') {
  const path = `/api/health/${which}`;
  const response = await t.app.request(path, { method: 'GET' }, socketFrom('127.0.0.1'));
  const body = (await response.json()) as {
    data: { database: string; storage: string } | null;
    message: string;
    status_code: number;
    code?: string;
  };
  expectMatchesContract('GET', path, response.status, body);
  return { status: response.status, headers: response.headers, body };
}

const uploadParts = (applicationId: string) => [
  { name: 'upload_type', value: 'KYC' },
  { name: 'file_type', value: 'PAN' },
  { name: 'application_id', value: applicationId },
  { name: 'name_prefix', value: 'pan' },
  { name: 'file', file: fixture('tiny.png'), fileName: 'tiny.png', type: 'image/png' },
];

describe.each(databases())('outages on %s', (kind) => {
  const database = useDatabase(kind);

  it('live and ready answer 200 with no token and no custom header; ready names each dependency', async () => {
    const t = testApp(database);
    const live = await health(t, 'live');
    expect(live.status).toBe(200);
    const ready = await health(t, 'ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ database: 'up', storage: 'up' });
  });

  it('ready answers 503 with Retry-After while the storage cannot take a write', async () => {
    // A file where the documents folder should be: the folder can be neither made nor written.
    const blocked = join(mkdtempSync(join(tmpdir(), 'rinn-blocked-')), 'documents');
    writeFileSync(blocked, '');
    const t = testApp(database, { storage: localStorage(blocked, linkSigner(randomBytes(32))) });
    const ready = await health(t, 'ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(ready.body).toMatchObject({
      data: { database: 'up', storage: 'down' },
      status_code: 503,
      code: OUTAGE_CODE,
    });
  });

  it('a health route refuses a query it does not take (400), as every operation does', async () => {
    const t = testApp(database);
    const path = '/api/health/live?probe=1';
    const response = await t.app.request(path, { method: 'GET' }, socketFrom('127.0.0.1'));
    const body: unknown = await response.json();
    expect(response.status).toBe(400);
    expectMatchesContract('GET', path, 400, body);
  });

  describe('a frozen S3', () => {
    let s3: TestS3;
    let proxy: FreezingProxy;
    let t: TestApp;
    let partner: TestPartner;
    const TIMEOUTS = { connectMs: 300, requestMs: 800 };

    beforeAll(async () => {
      s3 = await startS3();
      proxy = await freezingProxy(Number(new URL(s3.settings.endpoint ?? '').port));
      t = testApp(database, {
        storage: s3Storage({
          ...s3.settings,
          endpoint: `http://127.0.0.1:${proxy.port}`,
          timeouts: TIMEOUTS,
        }),
      });
      partner = await partnerWithToken(t);
    });
    afterAll(async () => {
      await proxy.close();
      await s3.stop();
    });

    it('an upload answers 503 with Retry-After and the code within the timeout, writing nothing; ready says storage down, then up', async () => {
      const { id } = await applicationWithDocuments(t, partner);
      expect((await health(t, 'ready')).status).toBe(200);

      proxy.frozen = true;
      try {
        const counts = await rowCounts(t.db);
        const started = Date.now();
        const answer = await upload(t, '/api/v1/apply-loan/upload-file', uploadParts(id), {
          token: partner.token,
        });
        const waited = Date.now() - started;
        expectOutageAnswer(answer);
        // Two attempts of at most requestMs of silence each, and some slack for a busy machine.
        expect(waited).toBeLessThan(2 * TIMEOUTS.requestMs + 2_500);
        expect(await rowCounts(t.db)).toEqual(counts);

        const ready = await health(t, 'ready');
        expect(ready.status).toBe(503);
        expect(ready.body.data).toEqual({ database: 'up', storage: 'down' });
      } finally {
        proxy.frozen = false;
      }
      const again = await health(t, 'ready');
      expect(again.status).toBe(200);
      const retried = await upload(t, '/api/v1/apply-loan/upload-file', uploadParts(id), {
        token: partner.token,
      });
      expect(retried.status, retried.text).toBe(201);
    });
  });

  it('a silent mail server (accepts, never greets): Email to Lender answers 502 within its timeout, nothing recorded', async () => {
    const silent = await silentListener();
    try {
      const t = testApp(database, {
        mailer: smtpMailer({
          url: `smtp://127.0.0.1:${silent.port}`,
          from: 'Rinn <no-reply@rinn.example>',
          timeoutMs: 1_000,
        }),
        lenderEmails: { protium: 'loans@protium.example' },
      });
      const partner = await partnerWithToken(t);
      const application = await applicationWithDocuments(t, partner);
      const counts = await rowCounts(t.db);
      const started = Date.now();
      const answer = await t.call(
        'POST',
        `/api/v1/loan-application/${application.id}/lender/protium/email`,
        { token: partner.token },
      );
      const waited = Date.now() - started;
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(EMAIL_FAILED.message);
      expect(waited).toBeLessThan(4_000);
      expect(await rowCounts(t.db)).toEqual(counts);
    } finally {
      await silent.close();
    }
  });
});

describe('an outage is told from a bug', () => {
  it('a refused connection is an outage, also wrapped; a failing statement or a TypeError is a bug (500)', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://rinn@127.0.0.1:9/rinn',
      connectionTimeoutMillis: 2_000,
    });
    const refused = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isOutage(refused)).toBe(true);
    expect(isOutage(new Error('Saving failed', { cause: refused }))).toBe(true);

    const pglite = await PGlite.create();
    const wrong = await pglite
      .query('select * from no_such_table')
      .catch((error: unknown) => error);
    await pglite.close();
    expect(isOutage(wrong)).toBe(false);
    expect(isOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
  });
});

describe('dependency timeouts are settings', () => {
  it('default so no request waits more than ~15 s on one dependency', () => {
    expect(readDatabaseTimeouts({})).toEqual({ connectMs: 5_000, queryMs: 10_000 });
    expect(readS3Timeouts({})).toEqual({ connectMs: 3_000, requestMs: 5_000 });
    expect(readSmtpTimeout({})).toBe(DEFAULT_SMTP_TIMEOUT_MS);
    expect(DEFAULT_SMTP_TIMEOUT_MS).toBe(10_000);
  });

  it('take a whole number of ms from 100 to 120000, and refuse anything else by name', () => {
    expect(readDatabaseTimeouts({ RINN_DB_QUERY_TIMEOUT_MS: ' 2500 ' }).queryMs).toBe(2_500);
    expect(readS3Timeouts({ RINN_S3_TIMEOUT_MS: '100' }).requestMs).toBe(100);
    expect(() => readSmtpTimeout({ RINN_SMTP_TIMEOUT_MS: '10s' })).toThrow(
      'RINN_SMTP_TIMEOUT_MS must be a whole number from 100 to 120000 (got "10s")',
    );
    expect(() => readDatabaseTimeouts({ RINN_DB_CONNECT_TIMEOUT_MS: '99' })).toThrow(
      /RINN_DB_CONNECT_TIMEOUT_MS/,
    );
  });
});
