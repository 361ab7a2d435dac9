import { describe, expect, it } from 'vitest';
import { SESSIONS_REVOKED, type Notifications } from '../../server/db/notifications';
import { openDatabase } from '../../server/db/open';
import { DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { hashToken, LOGIN_SESSION_DAYS } from '../../server/usecases/sessions';
import { databases, testApp, TestClock, type TestDatabase } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { useDatabase } from '../support/suite';

/*
 * A process keeps the sessions it read for a few seconds (server/usecases/session-cache.ts).
 * What must not change: a logout refuses the token at once, in this process and in every other
 * process on the same database; an expired session is refused at its exact expiry; an account
 * that is gone logs nobody in.
 */

/** Resolves when `notifications` delivers a revocation of this session id (after the caches). */
function revocationHeard(notifications: Notifications, sessionId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = notifications.subscribe(SESSIONS_REVOKED, {
      message: (payload) => {
        if (payload !== sessionId) return;
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

/** Revokes behind the server's back: no notification, as an operator's SQL would. */
async function revokeQuietly(database: TestDatabase, token: string) {
  await database.db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

describe.each(databases())('the session cache on %s', (kind) => {
  const database = useDatabase(kind);

  it('answers a token it read a moment ago from memory', async () => {
    const t = testApp(database);
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(200);
    // Revoked without a word to anyone: only a process that asks the database again sees it.
    await revokeQuietly(database, token);
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(200);
    const fresh = testApp(database);
    expect((await fresh.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(401);
    // Without a cache the server reads the session on every request.
    const uncached = testApp(database, { sessionCache: false });
    expect((await uncached.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(
      401,
    );
  });

  it('refuses a token at once after its logout, on the same app', async () => {
    const t = testApp(database);
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    expect((await t.call('GET', '/api/v1/user/me', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(200);
    expect((await t.call('PUT', '/api/v1/user/logout', { token })).status).toBe(200);
    const me = await t.call('GET', '/api/v1/user/me', { token });
    expect(me.status).toBe(401);
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(401);
    const row = await database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('refuses a token on another server as soon as the logout is announced', async () => {
    // PostgreSQL: a second connection pool and listener on the same database, as another
    // process (a RINN_WORKERS worker, another server) has. PGlite serves one process: another
    // app in it shares the database and its notifications.
    const other =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: database.url as string, migrate: false })
        : undefined;
    try {
      const here = testApp(database);
      const there = testApp(
        other ? { ...database, db: other.db, notifications: other.notifications } : database,
      );
      const token = await loginToken(here, DEMO_PARTNER_MOBILE);
      const count = '/api/v1/loan-application/count';
      expect((await there.call('GET', count, { token })).status).toBe(200);
      expect((await there.call('GET', '/api/v1/user/me', { token })).status).toBe(200);

      const heard = revocationHeard(
        other?.notifications ?? database.notifications,
        await sessionIdOf(database, token),
      );
      expect((await here.call('PUT', '/api/v1/user/logout', { token })).status).toBe(200);
      await heard;
      expect((await there.call('GET', count, { token })).status).toBe(401);
      expect((await there.call('GET', '/api/v1/user/me', { token })).status).toBe(401);
    } finally {
      await other?.close();
    }
  });

  it('refuses a cached session at its exact expiry', async () => {
    const clock = new TestClock();
    const t = testApp(database, { clock });
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    clock.advance(LOGIN_SESSION_DAYS * 24 * 60 * 60 - 1);
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(200);
    clock.advance(1);
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/v1/user/me', { token })).status).toBe(401);
  });

  it('reads the account on every /user/me, cached session or not', async () => {
    const t = testApp(database);
    const mobile = randomMobile();
    const partner = await createPartner(database.db, { mobile });
    const token = await loginToken(t, mobile);
    expect((await t.call('GET', '/api/v1/user/me', { token })).status).toBe(200);
    await database.db
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('id', '=', partner.id)
      .execute();
    const me = await t.call<{ first_name: string }>('GET', '/api/v1/user/me', { token });
    expect(me.body.data.first_name).toBe('Renamed');
  });

  it('keeps a guest token refused where a login is needed, from memory too', async () => {
    const t = testApp(database);
    const token = await guestToken(t, randomMobile());
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/loan-application/count', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/user/me', { token })).status).toBe(403);
  });
});
