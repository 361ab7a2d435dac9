import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_HOUR, OTP_MAX_WRONG_ATTEMPTS } from '../../src/domain/otp';
import { migrations } from '../../server/db/migrations/index';
import { IN_MEMORY } from '../../server/db/open';
import { DEFAULT_OTP_LIMITS, readOtpLimits } from '../../server/settings/otp-limits';
import {
  createPostgresDatabase,
  type DatabaseKind,
  databases,
  latestOtp,
  otherCode,
  pgliteTemplate,
  TEST_OTP_LIMITS,
  testApp,
  type TestApp,
  type TestDatabase,
} from '../support/server';
import { createPartner, randomMobile } from '../support/accounts';
import { useDatabase } from '../support/suite';

/*
 * Issue 16, item 7: anybody who knew a partner's mobile could lock the partner out of login —
 * 10 wrong codes over two sessions, and the partner's own right code then answered 429. Wrong
 * codes now lock the mobile per client address; a much higher count over every address (the
 * ceiling) still locks it for all, as the last guard when the hourly send cap is raised.
 *
 * Every test of this file shares its database: each uses its own mobiles and addresses.
 */

const PROXY = '10.0.0.1';

interface Family {
  name: 'login' | 'guest';
  send: string;
  verify: string;
  headers: Record<string, string>;
  mobile(database: TestDatabase): Promise<string>;
}

const LOGIN: Family = {
  name: 'login',
  send: '/api/v1/auth/send-otp',
  verify: '/api/v1/auth/verify-otp',
  headers: { 'x-lk-client': 'WEB_APP' },
  mobile: async (database) => (await createPartner(database.db)).mobile,
};
const GUEST: Family = {
  name: 'guest',
  send: '/api/v1/otp/send',
  verify: '/api/v1/otp/verify',
  headers: {},
  mobile: () => Promise.resolve(randomMobile()),
};

/**
 * Requests as a deployment sees them: through the load balancer (a trusted proxy), which names
 * the client in X-Forwarded-For.
 */
function client(t: TestApp, family: Family, address: string) {
  const via = { ip: PROXY, headers: { ...family.headers, 'x-forwarded-for': address } };
  return {
    async send(mobile: string) {
      const sent = await t.call<{ session_id: string }>('POST', family.send, {
        ...via,
        body: { mobile, hostname: 'localhost' },
      });
      expect(sent.status, `send from ${address}`).toBe(200);
      return { id: sent.body.data.session_id, code: await latestOtp(t.db, mobile) };
    },
    verify: (sessionId: string, otp: string) =>
      t.call<{ token: string }>('POST', family.verify, {
        ...via,
        body: { session_id: sessionId, otp },
      }),
  };
}

/** Two sessions of five wrong codes each: the statuses of the ten answers. */
async function tenWrongCodes(guesser: ReturnType<typeof client>, mobile: string) {
  const statuses: number[] = [];
  for (let session = 0; session < 2; session++) {
    const sent = await guesser.send(mobile);
    for (let guess = 0; guess < OTP_MAX_WRONG_ATTEMPTS; guess++) {
      statuses.push((await guesser.verify(sent.id, otherCode(sent.code))).status);
    }
  }
  return statuses;
}

function events(t: TestApp, event: string) {
  return t.logs.lines().filter((line) => line['security'] === true && line['event'] === event);
}

async function wrongCodeRows(t: TestApp, mobile: string) {
  return t.db
    .selectFrom('otp_wrong_codes')
    .select(['ip', 'failed_at', 'locked_until', 'mobile_locked_until'])
    .where('mobile', '=', mobile)
    .orderBy('id')
    .execute();
}

const retryAfter = (answer: { headers: Headers }) => answer.headers.get('retry-after');

describe('the ceiling over every address', () => {
  it('is a setting of its own, 100 unless set', () => {
    expect(DEFAULT_OTP_LIMITS.wrongCodesPerMobilePerHourGlobal).toBe(100);
    expect(
      readOtpLimits({ RINN_OTP_WRONG_CODES_PER_MOBILE_PER_HOUR_GLOBAL: '250' })
        .wrongCodesPerMobilePerHourGlobal,
    ).toBe(250);
  });

  it('is out of reach under the default send cap, so strangers cannot reach it', () => {
    // Sends in any hour are capped, and a code lives 5 minutes, so the wrong codes typed in one
    // hour come from the sends of at most two overlapping hours, 5 tries each.
    const mostInAnHour = 2 * OTP_MAX_SENDS_PER_HOUR * OTP_MAX_WRONG_ATTEMPTS;
    expect(DEFAULT_OTP_LIMITS.wrongCodesPerMobilePerHourGlobal).toBeGreaterThan(mostInAnHour);
  });
});

describe.each(databases())('wrong codes from strangers on %s', (kind) => {
  const database = useDatabase(kind);

  describe.each([LOGIN, GUEST])('($name)', (family) => {
    it('lock the stranger’s address out; the owner on their own address still gets in', async () => {
      // The server's own limits: 5 sends an hour per mobile, 10 wrong codes per address.
      const t = testApp(database, { trustedProxies: [PROXY] });
      const mobile = await family.mobile(database);
      const strangerAddress = family === LOGIN ? '203.0.113.71' : '203.0.113.72';
      const ownerAddress = family === LOGIN ? '198.51.100.71' : '198.51.100.72';
      const stranger = client(t, family, strangerAddress);

      const statuses = await tenWrongCodes(stranger, mobile);
      expect(statuses).toEqual([...Array<number>(9).fill(400), 429]);

      // The stranger's address is locked: even the right code is refused from it.
      const third = await stranger.send(mobile);
      const refused = await stranger.verify(third.id, third.code);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(
        'Too many wrong codes for this mobile. Please try again in 1 minute.',
      );
      expect(retryAfter(refused)).toBe('60');

      // The owner asks for a code on their own device and gets in with it.
      const owner = client(t, family, ownerAddress);
      const own = await owner.send(mobile);
      const verified = await owner.verify(own.id, own.code);
      expect(verified.status).toBe(200);
      expect(verified.body.data.token).toMatch(/^[\w-]{43}$/);
      if (family === LOGIN) {
        const me = await t.call('GET', '/api/v1/user/me', { token: verified.body.data.token });
        expect(me.status).toBe(200);
      }

      // Stored: ten wrong codes, each with the stranger's address; only the tenth made it wait,
      // and only that address (the ceiling over every address was never reached).
      const rows = await wrongCodeRows(t, mobile);
      expect(rows.map((row) => row.ip)).toEqual(Array(10).fill(strangerAddress));
      expect(rows.map((row) => row.locked_until?.getTime() ?? null)).toEqual([
        ...Array<null>(9).fill(null),
        rows[9]!.failed_at.getTime() + 60_000,
      ]);
      expect(rows.every((row) => row.mobile_locked_until === null)).toBe(true);

      // The events say who waits: the stranger's address, for this mobile.
      expect(events(t, 'otp.locked').filter((line) => line['scope'] !== 'session')).toEqual([
        expect.objectContaining({
          scope: 'mobile-and-ip',
          ip: strangerAddress,
          family: family.name,
          retry_after_seconds: 60,
        }),
      ]);
      expect(events(t, 'otp.failed').at(-1)).toMatchObject({
        ip: strangerAddress,
        wrong_codes_last_hour: 10,
        wrong_codes_last_hour_from_ip: 10,
      });
      expect(events(t, 'request.throttled')).toEqual([
        expect.objectContaining({ limit: 'wrong-codes-per-mobile-and-ip', ip: strangerAddress }),
        expect.objectContaining({ limit: 'wrong-codes-per-mobile-and-ip', ip: strangerAddress }),
      ]);
      expect(t.logs.text()).not.toContain(mobile);
    });
  });

  it('past the ceiling, every address waits, the owner’s right code too, until the wait passes', async () => {
    // A deployment that raised the per-mobile send cap, with a ceiling of 30.
    const t = testApp(database, {
      trustedProxies: [PROXY],
      otpSendsPerHour: 100,
      otpLimits: { ...TEST_OTP_LIMITS, wrongCodesPerMobilePerHourGlobal: 30 },
    });
    const partner = await createPartner(t.db);
    const addresses = ['203.0.113.81', '203.0.113.82', '203.0.113.83'];
    const statuses: number[] = [];
    for (const address of addresses) {
      statuses.push(...(await tenWrongCodes(client(t, LOGIN, address), partner.mobile)));
    }
    // Each address's tenth starts its own wait; the thirtieth also starts every address's.
    const ten = [...Array<number>(9).fill(400), 429];
    expect(statuses).toEqual([...ten, ...ten, ...ten]);

    const owner = client(t, LOGIN, '198.51.100.81');
    const own = await owner.send(partner.mobile);
    const refused = await owner.verify(own.id, own.code);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many wrong codes for this mobile. Please try again in 1 minute.',
    );
    expect(retryAfter(refused)).toBe('60');
    expect(events(t, 'request.throttled').at(-1)).toMatchObject({
      limit: 'wrong-codes-per-mobile',
      ip: '198.51.100.81',
    });
    expect(events(t, 'otp.locked').filter((line) => line['scope'] === 'mobile')).toEqual([
      expect.objectContaining({ ip: addresses[2], retry_after_seconds: 60 }),
    ]);

    const rows = await wrongCodeRows(t, partner.mobile);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set(addresses));
    expect(rows.filter((row) => row.mobile_locked_until !== null)).toEqual([rows[29]]);

    t.clock.advance(60);
    const verified = await owner.verify(own.id, own.code);
    expect(verified.status).toBe(200);
  });

  it('counts the ceiling exactly under parallel guesses from many addresses', async () => {
    // Only the ceiling can lock here (10), each session guessed from an address of its own.
    const t = testApp(database, {
      trustedProxies: [PROXY],
      otpSendsPerHour: 100,
      otpLimits: {
        ...TEST_OTP_LIMITS,
        wrongCodesPerMobilePerHour: 100,
        wrongCodesPerMobilePerHourGlobal: 10,
      },
    });
    const mobile = randomMobile();
    const guessers = [];
    for (let index = 0; index < 6; index++) {
      const guesser = client(t, GUEST, `192.0.2.${100 + index}`);
      guessers.push({ guesser, session: await guesser.send(mobile) });
    }
    const answers = await Promise.all(
      guessers.flatMap(({ guesser, session }) =>
        [1, 2, 3].map(() => guesser.verify(session.id, otherCode(session.code))),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await wrongCodeRows(t, mobile)).toHaveLength(10);
  });
});

/** An empty database of that kind, for migrating step by step. */
async function emptyDatabase(kind: DatabaseKind) {
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(process.env['DATABASE_URL']!.trim());
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: created.url }) }),
    });
    return {
      db,
      close: async () => {
        await db.destroy();
        await created.drop();
      },
    };
  }
  const pglite = await PGlite.create(IN_MEMORY, { loadDataDir: await pgliteTemplate() });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  return { db, close: () => db.destroy() };
}

const upTo = (last: string): MigrationProvider => ({
  getMigrations: () =>
    Promise.resolve(
      Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last)),
    ),
});

async function migrate(db: Kysely<unknown>, provider: MigrationProvider) {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}

describe.each(databases())('the migration to wrong codes per address on %s', (kind) => {
  it('keeps a wait announced before it for every address, as announced', async () => {
    const { db, close } = await emptyDatabase(kind);
    try {
      const before = Object.keys(migrations).filter((name) => name < '0008');
      await migrate(db, upTo(before.at(-1)!));
      const failedAt = new Date('2026-11-25T10:00:00Z');
      const lockedUntil = new Date('2026-11-25T10:01:00Z');
      await sql`
        insert into otp_wrong_codes (purpose, mobile, failed_at, locked_until)
        values ('LOGIN', '7000000001', ${failedAt}, null),
               ('LOGIN', '7000000001', ${failedAt}, ${lockedUntil})
      `.execute(db);

      await migrate(db, { getMigrations: () => Promise.resolve(migrations) });
      const { rows } = await sql<{
        ip: string | null;
        locked_until: Date | null;
        mobile_locked_until: Date | null;
      }>`select ip, locked_until, mobile_locked_until from otp_wrong_codes order by id`.execute(db);
      expect(rows).toEqual([
        { ip: null, locked_until: null, mobile_locked_until: null },
        { ip: null, locked_until: null, mobile_locked_until: lockedUntil },
      ]);
    } finally {
      await close();
    }
  });
});
