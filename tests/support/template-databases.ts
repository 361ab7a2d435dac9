import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { openDatabase } from '../../server/db/open';
import { migrationProvider } from '../../server/db/migrations/index';
import type { Database } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { localStorage } from '../../server/storage/local';
import { linkSigner } from '../../server/storage/signed-links';

/*
 * Every API suite starts from a database migrated and seeded with the demo data. Doing that in
 * each suite cost most of a small suite's time (all migrations, then the demo applications and
 * their documents), on both databases. The api project's globalSetup (tests/api/global-setup.ts)
 * does it once per run and every suite starts from a copy:
 * - PGlite: a dump of the migrated and seeded cluster (dumpDataDir), loaded by each suite;
 * - PostgreSQL: a template database, which CREATE DATABASE … TEMPLATE copies for each suite;
 * - the demo documents' bytes: a folder each suite copies as its own document storage.
 * What a suite gets is what migrating and seeding would have left. Suites that test migrations
 * or the seed itself still run them for real, on databases of their own.
 */

export interface TemplateDatabases {
  /** A gzipped tar of the migrated and seeded PGlite cluster (PGlite's dumpDataDir). */
  pgliteDump: string;
  /** PostgreSQL only (DATABASE_URL set): the migrated and seeded template database's name. */
  postgresTemplate?: string;
  /** The demo documents the seed stored (local storage layout): copied into each suite's. */
  storageFolder: string;
}

/** As server/db/open.ts reads int8 and numeric (the seed reads nothing back through them). */
const pgliteParsers = { 20: Number, 1700: Number };

async function migrate(db: Kysely<Database>): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

async function adminRun(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds a PGlite cluster (and a PostgreSQL template database when `adminUrl` is
 * set) once; `drop` removes all of it.
 */
export async function makeTemplateDatabases(
  adminUrl: string | undefined,
  pgliteStart: Blob,
): Promise<{ templates: TemplateDatabases; drop(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'rinn-test-templates-'));
  const storageFolder = join(folder, 'documents');
  // The link secret signs links only; nothing of it is stored with the documents.
  const storage = localStorage(storageFolder, linkSigner(randomBytes(32)));

  const pglite = await PGlite.create('memory://', {
    parsers: pgliteParsers,
    loadDataDir: pgliteStart,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrate(db);
    await seedDatabase(db, { demo: true, storage });
    const dump = await pglite.dumpDataDir('gzip');
    const pgliteDump = join(folder, 'pglite.tar.gz');
    const partial = `${pgliteDump}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, pgliteDump);

    let postgresTemplate: string | undefined;
    if (adminUrl) {
      postgresTemplate = `rinn_template_${randomBytes(6).toString('hex')}`;
      await adminRun(adminUrl, `create database ${postgresTemplate}`);
      const url = new URL(adminUrl);
      url.pathname = `/${postgresTemplate}`;
      const opened = await openDatabase({ databaseUrl: url.toString() });
      try {
        // The same documents again (keys are fixed): the folder already holds them.
        await seedDatabase(opened.db, { demo: true, storage });
      } finally {
        // No connection may stay open on a template: CREATE DATABASE … TEMPLATE refuses then.
        await opened.close();
      }
    }
    const name = postgresTemplate;
    return {
      templates: { pgliteDump, storageFolder, ...(name ? { postgresTemplate: name } : {}) },
      async drop() {
        if (adminUrl && name) {
          await adminRun(adminUrl, `drop database if exists ${name} with (force)`);
        }
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}
