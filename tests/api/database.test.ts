import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE } from '../../server/db/lock';
import { openDatabase } from '../../server/db/open';
import { preparedQuery } from '../../server/db/prepared';
import { seedDatabase } from '../../server/db/seed';
import { createSession, findSessionWithUser } from '../../server/usecases/sessions';
import { createPostgresDatabase, databases, pgliteTemplate } from '../support/server';
import { createPartner } from '../support/accounts';
import { useDatabase } from '../support/suite';

// CI must test both databases on every landing: a missing DATABASE_URL there is a failure,
// never a silently shorter run.
it.runIf(process.env['CI'] === 'true')('CI runs every API suite on PostgreSQL too', () => {
  expect(databases()).toEqual(['pglite', 'postgres']);
});

describe.each(databases())('database on %s', (kind) => {
  const database = useDatabase(kind);

  it('returns int8 and numeric as numbers', async () => {
    const { rows } = await sql<{ big: unknown; amount: unknown; counted: unknown }>`
      select 9007199254740991::int8 as big, 125000.50::numeric as amount, count(*) as counted
      from banks`.execute(database.db);
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      amount: 125000.5,
      counted: expect.any(Number),
    });
  });

  it('finds a session by its token hash through a unique index', async () => {
    // Every authenticated request looks its token up this way.
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'sessions'`.execute(database.db);
    expect(rows.map((row) => row.indexdef)).toContainEqual(
      expect.stringMatching(/^CREATE UNIQUE INDEX \S+ ON \S*sessions USING btree \(token_hash\)$/),
    );
  });

  it("runs a prepared query with each call's values, and refuses one that computes on them", async () => {
    const bankName = preparedQuery('test_bank_name', (db, id: string) =>
      db.selectFrom('banks').select('name').where('id', '=', id),
    );
    expect(await bankName(database.db, 'SBIN')).toEqual([{ name: 'State Bank of India' }]);
    expect(await bankName(database.db, 'HDFC')).toEqual([{ name: 'HDFC Bank' }]);
    expect(await bankName(database.db, 'NONE')).toEqual([]);

    // Built once, so a value computed inside would be frozen into the SQL: refused.
    const computed = preparedQuery('test_bank_computed', (db, id: string) =>
      db.selectFrom('banks').select('name').where('id', '=', `${id}`.toUpperCase()),
    );
    await expect(computed(database.db, 'sbin')).rejects.toThrow(
      'Prepared query "test_bank_computed": parameter 0 is not used as a value',
    );
  });

  it.runIf(kind === 'postgres')(
    'looks tokens up with a prepared statement that outlives a migration adding a column',
    async () => {
      const partner = await createPartner(database.db);
      const token = await database.db.transaction().execute((tx) =>
        createSession(tx, {
          kind: 'LOGIN',
          userId: partner.id,
          mobile: partner.mobile,
          brand: 'default',
          role: 'AGENT',
          now: new Date(),
        }),
      );
      // One connection throughout: prepared statements belong to a connection.
      await database.db.connection().execute(async (connection) => {
        const found = await findSessionWithUser(connection, token, new Date());
        expect(found?.user?.id).toBe(partner.id);
        const { rows } = await sql<{ name: string }>`
          select name from pg_prepared_statements`.execute(connection);
        expect(rows.map((row) => row.name)).toContain('live_session_with_user');

        // A newer release migrates while this process still runs its prepared statement.
        await sql`alter table users add column nickname text`.execute(database.db);
        try {
          const again = await findSessionWithUser(connection, token, new Date());
          expect(again?.user?.first_name).toBe('Test');
        } finally {
          await sql`alter table users drop column nickname`.execute(database.db);
        }
      });
    },
  );

  it.runIf(kind === 'postgres')(
    'carries on when PostgreSQL ends its idle connections, as a restart or failover does',
    async () => {
      // A server of its own with one idle connection, so the test knows which one ends.
      const created = await createPostgresDatabase(process.env['DATABASE_URL'] ?? '');
      const server = await openDatabase({ databaseUrl: created.url });
      const noted = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await sql`select 1`.execute(server.db);
        const admin = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
        await admin.connect();
        try {
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
            [new URL(created.url).pathname.slice(1)],
          );
        } finally {
          await admin.end();
        }
        await expect
          .poll(() => noted.mock.calls.flat().join(' '))
          .toContain('PostgreSQL ended an idle connection');
        const { rows } = await sql<{ alive: number }>`select 1 as alive`.execute(server.db);
        expect(rows).toEqual([{ alive: 1 }]);
      } finally {
        noted.mockRestore();
        await server.close();
        await created.drop();
      }
    },
    60_000,
  );

  it('seeds idempotently: a second seed changes no counts', async () => {
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of ['users', 'tenants', 'banks'] as const) {
        const { count } = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        result[table] = count;
      }
      return result;
    };
    const before = await counts();
    expect(before['banks']).toBeGreaterThan(1400);
    await seedDatabase(database.db, { demo: true, storage: database.storage });
    expect(await counts()).toEqual(before);
  });
});

describe('PGlite data folder', () => {
  let parent: string;
  let dataDir: string;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'rinn-lock-'));
    dataDir = join(parent, 'pglite');
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is locked against a second opener, released on close, taken over from a dead process', async () => {
    const first = await openDatabase({ dataDir, loadDataDir: await pgliteTemplate() });
    try {
      const lock = join(dataDir, LOCK_FILE);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Another Rinn server (pid ${process.pid}) is using ${dataDir}`,
      );
      await first.db
        .insertInto('outbox')
        .values({ channel: 'SMS', recipient: '9876543210', body: 'kept', created_at: new Date() })
        .execute();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // A server that crashed leaves its lock behind; its pid is gone, so the lock is stale.
    const crashed = spawnSync(process.execPath, ['-e', '']);
    expect(crashed.pid).toBeGreaterThan(0);
    writeFileSync(join(dataDir, LOCK_FILE), `${crashed.pid}\n`);

    const reopened = await openDatabase({ dataDir });
    try {
      const kept = await reopened.db.selectFrom('outbox').select('body').execute();
      expect(kept).toEqual([{ body: 'kept' }]);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await reopened.close();
    }
  }, 90_000);

  it("takes SQLite's ':memory:' as an in-memory database, never a folder of that name", async () => {
    // A PGlite folder named ':memory:' was once made in the repository root and committed.
    const opened = await openDatabase({ dataDir: ':memory:', loadDataDir: await pgliteTemplate() });
    try {
      expect(opened.description).toBe('PGlite in memory');
      expect(existsSync(resolve(':memory:'))).toBe(false);
    } finally {
      await opened.close();
    }
  });
});
