import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresNotifications, SESSIONS_REVOKED } from '../../server/db/notifications';
import { openDatabase, type OpenedDatabase } from '../../server/db/open';
import { seedDatabase } from '../../server/db/seed';
import { canMakeCluster, startCluster, type PgCluster } from '../support/pg-cluster';
import { socketFrom, testApp, testStorage, type TestApp } from '../support/server';
import { partnerWithToken, type TestPartner } from '../support/suite';
import { expectMatchesContract } from '../support/contract';
import { expectOutageAnswer } from '../support/faults';

/*
 * PostgreSQL stopping and restarting under the server (issue 30, "Done when"), on a cluster of
 * this file's own (tests/support/pg-cluster.ts): readiness is 503 while it is down and 200 after;
 * cases and links created while it restarts either are in the database (2xx) or answer 503 with
 * Retry-After, never 500; each sent with an Idempotency-Key, and every one that failed sent
 * again with its key leaves exactly one row per key. Skips itself where initdb/pg_ctl are absent.
 */

describe.skipIf(!canMakeCluster())('PostgreSQL restarting under the server', () => {
  let cluster: PgCluster;
  let opened: OpenedDatabase;
  let t: TestApp;
  let partner: TestPartner;
  let lenderId: string;

  beforeAll(async () => {
    cluster = await startCluster();
    opened = await openDatabase({
      databaseUrl: cluster.url,
      timeouts: { connectMs: 1_000, queryMs: 3_000 },
    });
    const { storage } = testStorage(true);
    await seedDatabase(opened.db, { demo: true, storage });
    t = testApp(
      { kind: 'postgres', ...opened, url: cluster.url, storage },
      // No session cache: its LISTEN connection is not what this file is about.
      { storage, sessionCache: false },
    );
    partner = await partnerWithToken(t, { partner_kind: 'INDIVIDUAL' });
    const lender = await opened.db.selectFrom('lenders').select('id').executeTakeFirstOrThrow();
    lenderId = lender.id;
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
    cluster?.destroy();
  });

  async function ready() {
    const response = await t.app.request('/api/health/ready', {}, socketFrom('127.0.0.1'));
    const body = (await response.json()) as { data: unknown };
    expectMatchesContract('GET', '/api/health/ready', response.status, body);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  }

  const caseBody = (name: string) => ({
    tracker_id: '',
    name,
    loan_type: 'HOME_LOAN',
    required_amount: 2_500_000,
    remarks: '',
    lender_info: [{ lender_id: lenderId, disbursement_date: '2026-01-15', is_pendency: false }],
  });
  const linkBody = (campaign: string) => ({
    base_url: 'http://localhost',
    utm_source: 'Whatsapp',
    utm_medium: 'chat',
    utm_campaign: campaign,
    utm_content: '',
    utm_term: '',
    application_source: 'NORMAL',
  });

  it('ready answers 503 with Retry-After while the database is down, a write 503 too, and 200 after', async () => {
    expect((await ready()).status).toBe(200);
    cluster.stop();
    try {
      const down = await ready();
      expect(down.status).toBe(503);
      expect(down.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(down.body.data).toEqual({ database: 'down', storage: 'up' });
      const write = await t.call('POST', '/api/v1/payout/case', {
        token: partner.token,
        body: caseBody('While down'),
      });
      expectOutageAnswer(write);
    } finally {
      cluster.start();
    }
    expect((await ready()).status).toBe(200);
  }, 30_000);

  /** One create, with its key: the case's name and the link's campaign are unique to it. */
  const create = (kind: 'case' | 'link', n: number, key: string) =>
    kind === 'case'
      ? t.call<{ id: string }>('POST', '/api/v1/payout/case', {
          token: partner.token,
          body: caseBody(`Restart ${n}`),
          headers: { 'idempotency-key': key },
        })
      : t.call<{ id: string }>('POST', '/api/v1/user/qr', {
          token: partner.token,
          body: linkBody(`restart-${n}`),
          headers: { 'idempotency-key': key },
        });

  it('a restart under concurrent case and link creation: every 2xx is stored, every other answer is 503 with Retry-After, and retrying those with their keys leaves one row per key', async () => {
    const answers: {
      kind: 'case' | 'link';
      n: number;
      key: string;
      status: number;
      retryAfter: string | null;
      id?: string;
    }[] = [];
    let running = true;
    let n = 0;
    async function writer(kind: 'case' | 'link') {
      while (running) {
        n += 1;
        const sent = { kind, n, key: randomUUID() };
        const answer = await create(kind, sent.n, sent.key);
        answers.push({
          ...sent,
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
          ...(answer.status < 300 ? { id: answer.body.data.id } : {}),
        });
      }
    }
    const writers = Array.from({ length: 8 }, (_, i) => writer(i % 2 === 0 ? 'case' : 'link'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    cluster.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(writers);

    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    const failed = answers.filter((a) => a.status === 503);
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
    const caseIds = answers.filter((a) => a.kind === 'case' && a.id).map((a) => a.id ?? '');
    const linkIds = answers.filter((a) => a.kind === 'link' && a.id).map((a) => a.id ?? '');
    expect(caseIds.length).toBeGreaterThan(0);
    expect(linkIds.length).toBeGreaterThan(0);
    const cases = await opened.db
      .selectFrom('cases')
      .select('id')
      .where('id', 'in', caseIds)
      .execute();
    const links = await opened.db
      .selectFrom('utm_links')
      .select('id')
      .where('id', 'in', linkIds)
      .execute();
    expect(cases).toHaveLength(caseIds.length);
    expect(links).toHaveLength(linkIds.length);

    // Every failed request again, with its key, as the app retries once the database is back.
    for (let tries = 0; (await ready()).status !== 200 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const answer of failed) {
      const again = await create(answer.kind, answer.n, answer.key);
      expect(again.status, again.text).toBe(201);
    }
    // Exactly one row per key: a create that committed but answered 503 was not made twice.
    const caseNames = await opened.db
      .selectFrom('cases')
      .select('name')
      .where('partner_id', '=', partner.id)
      .where('name', 'like', 'Restart %')
      .execute();
    const campaigns = await opened.db
      .selectFrom('utm_links')
      .select('utm_campaign')
      .where('partner_id', '=', partner.id)
      .where('utm_campaign', 'like', 'restart-%')
      .execute();
    const sent = (kind: 'case' | 'link', name: (n: number) => string) =>
      answers
        .filter((a) => a.kind === kind)
        .map((a) => name(a.n))
        .sort();
    expect(caseNames.map((row) => row.name).sort()).toEqual(sent('case', (i) => `Restart ${i}`));
    expect(campaigns.map((row) => row.utm_campaign).sort()).toEqual(
      sent('link', (i) => `restart-${i}`),
    );
    const keys = await opened.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('caller', '=', `partner:${partner.id}`)
      .where(
        'key',
        'in',
        answers.map((a) => a.key),
      )
      .execute();
    expect(keys).toHaveLength(answers.length);
  }, 90_000);

  it('the session cache’s LISTEN connection notices a database that froze, and listens again once it answers', async () => {
    // A ping every 200 ms with a 1 s limit, so the test need not wait the default 10 s.
    const notifications = postgresNotifications(
      cluster.url,
      { connectMs: 1_000, queryMs: 1_000 },
      200,
    );
    const heard: boolean[] = [];
    notifications.subscribe(SESSIONS_REVOKED, {
      message: () => undefined,
      listening: (yes) => heard.push(yes),
    });
    const POLLED = { timeout: 15_000, interval: 100 };
    try {
      await expect.poll(() => heard.at(-1), POLLED).toBe(true);
      const thaw = cluster.freeze();
      try {
        // The frozen server sends nothing, not even an error: only the ping can tell.
        await expect.poll(() => heard.at(-1), POLLED).toBe(false);
      } finally {
        thaw();
      }
      await expect.poll(() => heard.at(-1), POLLED).toBe(true);
    } finally {
      await notifications.close();
    }
  }, 60_000);
});
