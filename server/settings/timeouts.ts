/*
 * How long the server waits for each dependency (issue 30 item 3), from the environment
 * (README, "Configuration"), so no request waits more than ~15 s for one of them:
 *   RINN_DB_CONNECT_TIMEOUT_MS   PostgreSQL: opening a connection (pool's connectionTimeoutMillis),
 *                                 default 5000
 *   RINN_DB_QUERY_TIMEOUT_MS     PostgreSQL: one statement (statement_timeout on the server, and
 *                                 query_timeout in the client a second later, for a server that
 *                                 stopped answering altogether), default 10000
 *   RINN_S3_CONNECT_TIMEOUT_MS   S3: opening a connection, default 3000
 *   RINN_S3_TIMEOUT_MS           S3: a request's socket idle this long (nothing sent or received),
 *                                 default 5000; a failed request is tried once more
 *   RINN_SMTP_TIMEOUT_MS         SMTP: connecting, the greeting, and the socket idle, each, default
 *                                 10000
 * Each a whole number of milliseconds from 100 to 120000; anything else refuses to start.
 * The lender API has its own (RINN_LENDER_TIMEOUT_MS, ./lenders.ts).
 */

type Env = Readonly<Record<string, string | undefined>>;

export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number;
}

export interface S3Timeouts {
  connectMs: number;
  requestMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  connectMs: 5_000,
  queryMs: 10_000,
};
export const DEFAULT_S3_TIMEOUTS: Readonly<S3Timeouts> = { connectMs: 3_000, requestMs: 5_000 };
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

export function readTimeout(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000) {
    throw new Error(`${name} must be a whole number from 100 to 120000 (got "${value}")`);
  }
  return ms;
}

export function readDatabaseTimeouts(env: Env): DatabaseTimeouts {
  return {
    connectMs: readTimeout(env, 'RINN_DB_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs),
    queryMs: readTimeout(env, 'RINN_DB_QUERY_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.queryMs),
  };
}

export function readS3Timeouts(env: Env): S3Timeouts {
  return {
    connectMs: readTimeout(env, 'RINN_S3_CONNECT_TIMEOUT_MS', DEFAULT_S3_TIMEOUTS.connectMs),
    requestMs: readTimeout(env, 'RINN_S3_TIMEOUT_MS', DEFAULT_S3_TIMEOUTS.requestMs),
  };
}

export function readSmtpTimeout(env: Env): number {
  return readTimeout(env, 'RINN_SMTP_TIMEOUT_MS', DEFAULT_SMTP_TIMEOUT_MS);
}
