import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTS_CHANGED,
  SESSIONS_REVOKED,
  USERS_CHANGED,
  type Notifications,
} from '../../server/db/notifications';
import { openDatabase, type OpenedDatabase } from '../../server/db/open';
import { DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { hashToken, LOGIN_SESSION_DAYS } from '../../server/usecases/sessions';
import { databases, testApp, TestClock, type TestApp, type TestDatabase } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { insertApplication } from '../support/applications';
import { useDatabase } from '../support/suite';

/*
 * A process keeps the sessions and accounts it read for a few seconds
 * (server/usecases/session-cache.ts). What must not change: a logout, a revocation or an account
 * change, made by the server or by hand in SQL, refuses the token (or shows the change) on its
 * next request, in this process and in every other process on the same database (the triggers
 * of migration 023 announce every change); an expired session is refused at its exact expiry.
 */

/** Resolves when `notifications` delivers `payload` on `channel` (after the caches heard it). */
function heard(notifications: Notifications, channel: string, payload: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = notifications.subscribe(channel, {
      message: (message) => {
        if (message !== payload) return;
        stop();
        resolve();
      },
      listening: () => undefined,
    });
  });
}

async function sessionIdOf(database: TestDatabase, token: string): Promise<string> {
  const row = await database.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Revokes behind every cache's back: with the triggers off for this transaction (as a
 * replication apply would run), no notification is sent. Only a process that asks the database
 * again sees it.
 */
async function revokeQuietly(database: TestDatabase, token: string) {
  await database.db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await tx
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .execute();
  });
}

const COUNT = '/api/v1/loan-application/count';
const ME = '/api/v1/user/me';

describe.each(databases())('the session cache on %s', (kind) => {
  const database = useDatabase(kind);

  /*
   * "Another process": on PostgreSQL a second connection pool and listener on the same
   * database, as a RINN_WORKERS worker or another server has. PGlite serves one process: the
   * other app shares its database and its notifications.
   */
  let other: OpenedDatabase | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') {
      other = await openDatabase({ databaseUrl: database.url as string, migrate: false });
    }
  });
  afterAll(() => other?.close());
  const otherApp = (): TestApp =>
    testApp(other ? { ...database, db: other.db, notifications: other.notifications } : database);
  /** Resolves when this process and the other one have heard `payload` on `channel`. */
  const heardEverywhere = (channel: string, payload: string) =>
    Promise.all([
      heard(database.notifications, channel, payload),
      ...(other ? [heard(other.notifications, channel, payload)] : []),
    ]);

  it('answers a token it read a moment ago from memory', async () => {
    const t = testApp(database);
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    expect((await t.call('GET', COUNT, { token })).status).toBe(200);
    expect((await t.call('GET', ME, { token })).status).toBe(200);
    await revokeQuietly(database, token);
    expect((await t.call('GET', COUNT, { token })).status).toBe(200);
    expect((await t.call('GET', ME, { token })).status).toBe(200);
    const fresh = testApp(database);
    expect((await fresh.call('GET', COUNT, { token })).status).toBe(401);
    // Without a cache the server reads the session on every request.
    const uncached = testApp(database, { sessionCache: false });
    expect((await uncached.call('GET', COUNT, { token })).status).toBe(401);
  });

  it('refuses a token at once after its logout, on the same app', async () => {
    const t = testApp(database);
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    expect((await t.call('GET', ME, { token })).status).toBe(200);
    expect((await t.call('GET', COUNT, { token })).status).toBe(200);
    expect((await t.call('PUT', '/api/v1/user/logout', { token })).status).toBe(200);
    expect((await t.call('GET', ME, { token })).status).toBe(401);
    expect((await t.call('GET', COUNT, { token })).status).toBe(401);
    const row = await database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('refuses a token on another server as soon as the logout is announced', async () => {
    const here = testApp(database);
    const there = otherApp();
    const token = await loginToken(here, DEMO_PARTNER_MOBILE);
    expect((await there.call('GET', COUNT, { token })).status).toBe(200);
    expect((await there.call('GET', ME, { token })).status).toBe(200);

    const announced = heardEverywhere(SESSIONS_REVOKED, await sessionIdOf(database, token));
    expect((await here.call('PUT', '/api/v1/user/logout', { token })).status).toBe(200);
    await announced;
    expect((await there.call('GET', COUNT, { token })).status).toBe(401);
    expect((await there.call('GET', ME, { token })).status).toBe(401);
  });

  /** A partner of its own, logged in, its session and account in memory on both apps. */
  async function cachedEverywhere() {
    const here = testApp(database);
    const there = otherApp();
    const mobile = randomMobile();
    const partner = await createPartner(database.db, { mobile, referral_code: `C${mobile}` });
    const token = await loginToken(here, mobile);
    for (const app of [here, there]) {
      expect((await app.call('GET', ME, { token })).status).toBe(200);
      expect((await app.call('GET', COUNT, { token })).status).toBe(200);
    }
    return { here, there, partner, token, sessionId: await sessionIdOf(database, token) };
  }

  it.each([
    ['revoked', (id: string) => sql`update sessions set revoked_at = now() where id = ${id}`],
    ['deleted', (id: string) => sql`delete from sessions where id = ${id}`],
  ])('refuses a session %s by hand in SQL on its next request, everywhere', async (_, change) => {
    const { here, there, token, sessionId } = await cachedEverywhere();
    const announced = heardEverywhere(SESSIONS_REVOKED, sessionId);
    await change(sessionId).execute(database.db);
    await announced;
    for (const app of [here, there]) {
      expect((await app.call('GET', ME, { token })).status).toBe(401);
      expect((await app.call('GET', COUNT, { token })).status).toBe(401);
    }
  });

  it('refuses every session of an account deactivated (deleted) in SQL', async () => {
    const { here, there, partner, token } = await cachedEverywhere();
    const announced = heardEverywhere(USERS_CHANGED, partner.id);
    await sql`delete from users where id = ${partner.id}`.execute(database.db);
    await announced;
    for (const app of [here, there]) {
      expect((await app.call('GET', ME, { token })).status).toBe(401);
      expect((await app.call('GET', COUNT, { token })).status).toBe(401);
    }
    expect(
      await database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', partner.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses the old session after a role change in SQL, and a new login has the new role', async () => {
    const { here, there, partner, token } = await cachedEverywhere();
    const announced = heardEverywhere(USERS_CHANGED, partner.id);
    await sql`update users set role = 'ADMIN' where id = ${partner.id}`.execute(database.db);
    await announced;
    for (const app of [here, there]) {
      expect((await app.call('GET', ME, { token })).status).toBe(401);
      expect((await app.call('GET', COUNT, { token })).status).toBe(401);
    }
    // Revoked in the database too: the routes that read the session in their own statement
    // (an application's read and saves) refuse it as well.
    const row = await database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    const again = await loginToken(here, partner.mobile);
    const me = await there.call<{ role: string }>('GET', ME, { token: again });
    expect(me.body.data.role).toBe('ADMIN');
  });

  it('shows an account changed in SQL on the next /user/me, everywhere', async () => {
    const { here, there, partner, token } = await cachedEverywhere();
    const announced = heardEverywhere(USERS_CHANGED, partner.id);
    await sql`update users set first_name = 'Renamed', referral_code = ${`R${partner.mobile}`}
      where id = ${partner.id}`.execute(database.db);
    await announced;
    for (const app of [here, there]) {
      const me = await app.call<{ first_name: string; referral_code: string }>('GET', ME, {
        token,
      });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({
        first_name: 'Renamed',
        referral_code: `R${partner.mobile}`,
      });
    }
  });

  it('forgets everything when the sessions are emptied in SQL', async () => {
    const { here, there, token } = await cachedEverywhere();
    const announced = heardEverywhere(SESSIONS_REVOKED, '*');
    // TRUNCATE fires no row trigger: a statement trigger announces it. This file's database
    // only: the tests after this one log in afresh.
    await sql`truncate sessions`.execute(database.db);
    await announced;
    for (const app of [here, there]) {
      expect((await app.call('GET', ME, { token })).status).toBe(401);
    }
  });

  /** Adds to the partner's kept count with every trigger off: no notice, as in revokeQuietly. */
  async function countQuietly(partnerId: string, n: number) {
    await database.db.transaction().execute(async (tx) => {
      await sql`set local session_replication_role = replica`.execute(tx);
      await sql`insert into application_counts (owner, status, n)
        values (${`partner:${partnerId}`}, 'DRAFT', ${n})
        on conflict (owner, status) do update set n = application_counts.n + excluded.n`.execute(
        tx,
      );
    });
  }

  const countOn = async (app: TestApp, token: string) =>
    (await app.call<{ count: number }>('GET', COUNT, { token })).body.data.count;

  it('keeps the count in memory, and shows an application made elsewhere on the next count, everywhere', async () => {
    const { here, there, partner, token } = await cachedEverywhere();
    expect(await countOn(here, token)).toBe(0);
    await countQuietly(partner.id, 5);
    expect(await countOn(here, token)).toBe(0);
    expect(await countOn(there, token)).toBe(0);
    expect(await countOn(testApp(database, { sessionCache: false }), token)).toBe(5);

    // A borrower's application with the partner's code (here by SQL; from any process alike).
    const announced = heardEverywhere(COUNTS_CHANGED, `referral:${partner.referral_code}`);
    await insertApplication(database.db, {
      family: 'APPLY_LOAN',
      referralCode: partner.referral_code,
    });
    await announced;
    expect(await countOn(here, token)).toBe(6);
    expect(await countOn(there, token)).toBe(6);
  });

  it("reads a partner's count afresh after the partner's own write on the same app", async () => {
    const { here, partner, token } = await cachedEverywhere();
    expect(await countOn(here, token)).toBe(0);
    await countQuietly(partner.id, 2);
    expect(await countOn(here, token)).toBe(0);
    // Any write of the partner's (this one refused for its body) may have changed the count.
    const create = await here.call('POST', '/api/v1/loan-application/create', {
      token,
      body: {},
    });
    expect(create.status).toBe(400);
    expect(await countOn(here, token)).toBe(2);
  });

  it('refuses a cached session at its exact expiry', async () => {
    const clock = new TestClock();
    const t = testApp(database, { clock });
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    clock.advance(LOGIN_SESSION_DAYS * 24 * 60 * 60 - 1);
    expect((await t.call('GET', COUNT, { token })).status).toBe(200);
    clock.advance(1);
    expect((await t.call('GET', COUNT, { token })).status).toBe(401);
    expect((await t.call('GET', ME, { token })).status).toBe(401);
  });

  it('keeps a guest token refused where a login is needed, from memory too', async () => {
    const t = testApp(database);
    const token = await guestToken(t, randomMobile());
    expect((await t.call('GET', COUNT, { token })).status).toBe(403);
    expect((await t.call('GET', COUNT, { token })).status).toBe(403);
    expect((await t.call('GET', ME, { token })).status).toBe(403);
  });
});
