import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { statementNameOf } from './prepared';

/*
 * What runs preparedQuery's SQL as named prepared statements on PostgreSQL (db/prepared.ts says
 * why): Kysely's dialect is given pg's pool with each connection wrapped, and a query whose text
 * preparedQuery made goes to pg with its name. Every other query goes as before.
 */

/** A pooled connection that runs the SQL texts of preparedQuery as named statements. */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  get processID(): number | undefined {
    return (this.client as { processID?: number }).processID;
  }

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when the dialect is given one; Rinn's is not.
    if (typeof sql !== 'string') throw new Error('Streaming queries are not configured');
    const name = statementNameOf(sql);
    const values = [...parameters];
    const result = name
      ? this.client.query({ name, text: sql, values })
      : this.client.query(sql, values);
    // pg types `command` as any string; PostgreSQL answers only the ones Kysely lists.
    return result as Promise<PostgresQueryResult<R>>;
  }

  release(destroy?: boolean): void {
    this.client.release(destroy);
  }
}

/** The pool Kysely's PostgresDialect is given: pg's own, with preparing connections. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // Kysely keeps per-connection state keyed by the client object, so each pg client keeps one
  // wrapper for its lifetime.
  const wrappers = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new PreparingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
