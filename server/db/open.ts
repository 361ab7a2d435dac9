import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './lock';
import { migrationProvider } from './migrations/index';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications';
import { preparingPool } from './preparing-pool';
import type { Database } from './schema';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../settings/timeouts';

export const DEFAULT_PGLITE_DIR = '.data/pglite';
/** PGlite's own scheme for a database that lives only in this process. */
export const IN_MEMORY = 'memory://';
/**
 * SQLite's name for an in-memory database. PGlite does not know it: given as a folder it made
 * a data folder called ':memory:' in the working directory (one was once committed), so it is
 * read as what the writer meant.
 */
const SQLITE_IN_MEMORY = ':memory:';

export interface OpenDatabaseOptions {
  /** postgres://… — when set (non-empty), PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** PGlite data folder (default .data/pglite), or 'memory://'. */
  dataDir?: string;
  /**
   * PGlite only: start a new data folder from this dump (PGlite's dumpDataDir), e.g. an
   * initialised empty cluster, which skips initdb (~1 s instead of ~5 s).
   */
  loadDataDir?: Blob;
  /**
   * PostgreSQL only: false skips the migrations, for RINN_WORKERS' workers, whose primary has
   * run them once before forking (default true).
   */
  migrate?: boolean;
  /**
   * PostgreSQL only: how long to wait to connect and for one statement (RINN_DB_*_TIMEOUT_MS,
   * server/settings/timeouts.ts). Migrations run without the statement limit.
   */
  timeouts?: DatabaseTimeouts;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Where the data lives, for the start-up banner (never includes a password). */
  description: string;
  /** LISTEN/NOTIFY on this database (a session revoked in any process: usecases/session-cache.ts). */
  notifications: Notifications;
  close(): Promise<void>;
}

/*
 * The one place where column types are normalised: int8 (counts, identities) and numeric come
 * back as JavaScript numbers from both drivers. node-postgres returns them as strings by
 * default; PGlite returns int8 as a number and numeric as a string. Rupee amounts and counts are
 * far below 2^53, so a number loses nothing.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string) => Number(value);

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? toNumber
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
const pgliteParsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };

async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`);
  }
}

function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'PostgreSQL';
  }
}

/** Migrations on a connection of their own, with no statement limit (a long one is fine). */
async function migratePostgres(databaseUrl: string, connectMs: number): Promise<void> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    max: 1,
    connectionTimeoutMillis: connectMs,
  });
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

async function openPostgres(
  databaseUrl: string,
  migrations: boolean,
  timeouts: DatabaseTimeouts,
): Promise<OpenedDatabase> {
  if (migrations) await migratePostgres(databaseUrl, timeouts.connectMs);
  // No request waits on PostgreSQL longer than these (issue 30): a connection that does not open
  // in connectMs, or a statement that runs over queryMs, fails and the request answers 503. The
  // client's query_timeout (a second later) covers a server that stopped answering altogether,
  // which statement_timeout, counted by the server, cannot.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + 1_000,
  });
  // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) is an
  // 'error' on the pool; without a listener Node ends the whole server. The pool has already
  // dropped that connection and opens a new one for the next query, so noting it is enough.
  pool.on('error', (error) => {
    console.error(`PostgreSQL ended an idle connection: ${error.message}`);
  });
  // Between two queries a checked-out connection has no pool listener: one ended then would
  // also be an unhandled 'error'. The query that next uses it fails and the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  const notifications = postgresNotifications(databaseUrl, timeouts);
  const close = async () => {
    await notifications.close();
    await db.destroy();
  };
  return { db, description: `PostgreSQL at ${redact(databaseUrl)}`, notifications, close };
}

async function openPglite(folder: string, loadDataDir?: Blob): Promise<OpenedDatabase> {
  const dataDir = folder === SQLITE_IN_MEMORY ? IN_MEMORY : folder;
  let lock: DataDirLock | undefined;
  let location = IN_MEMORY;
  if (dataDir !== IN_MEMORY) {
    location = resolve(dataDir);
    mkdirSync(location, { recursive: true });
    lock = lockDataDir(location, dataDir);
  }
  try {
    const pglite = await PGlite.create(location, {
      parsers: pgliteParsers,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    const notifications = pgliteNotifications(pglite);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      try {
        await notifications.close();
        await db.destroy();
        // Kysely only closes an instance it has used; make sure the files are flushed either way.
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    };
    try {
      await migrate(db);
    } catch (error) {
      await close();
      throw error;
    }
    const description =
      dataDir === IN_MEMORY ? 'PGlite in memory' : `PGlite (embedded) in ${dataDir}`;
    return { db, description, notifications, close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Opens and migrates the database: PostgreSQL when databaseUrl is set, else embedded PGlite. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    return openPostgres(options.databaseUrl, options.migrate ?? true, timeouts);
  }
  return openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR, options.loadDataDir);
}
