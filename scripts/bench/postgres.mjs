// A fresh PostgreSQL database for one bench run, next to the one DATABASE_URL names, dropped by
// the clean-up (even with the server's connections still open).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { cpuMicros } from './cpu-time.mjs';
import { onCleanUp } from './processes.mjs';

async function run(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of a new empty database; its name says what made it. */
export async function freshDatabase(adminUrl) {
  const name = `rinn_bench_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  onCleanUp(() => run(adminUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The CPU time (µs) each PostgreSQL backend serving `databaseName` has used so far, by pid
 * (`admin`: a connected pg client, its own backend left out). Read again after a load and
 * subtract (cpuUsedSince): what the database spent on the requests in between.
 */
export async function backendCpu(admin, databaseName) {
  const { rows } = await admin.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
  return new Map(rows.map((row) => [row.pid, cpuMicros(row.pid) ?? 0]));
}
