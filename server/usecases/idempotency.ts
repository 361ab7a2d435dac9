import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';

/*
 * Idempotent creates (issue 30 item 2). A create sent with an Idempotency-Key claims the key as
 * the first statement of its transaction and stores its answer as the last, so the answer
 * commits with the rows it describes: a retry after a dropped connection finds the key and
 * answers the first answer, and a create that rolled back (an outage) left no key behind.
 * A second request with the same key while the first runs waits on the key's primary key until
 * the first commits (then its claim finds the key and it answers the first answer) or rolls
 * back (then it goes on as the first). The HTTP side is server/http/idempotency.ts.
 */

/** A key is remembered this long after its create, then deleted by the hourly housekeeping. */
export const IDEMPOTENCY_KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/** What a create needs to remember its key: who asks, the key, the request's hash, the answer. */
export interface Once<T> {
  /** `partner:<user id>` for a login, `session:<session id>` for a guest (docs/decisions.md). */
  caller: string;
  key: string;
  /** The request's hash (method, path, body); for an upload known once its body is read. */
  requestHash: () => Promise<string>;
  now: Date;
  /** The answer's status and message, as the route answers them. */
  status: 200 | 201;
  message: string;
  /** The answer's data from what the use case returns (the result itself when unset). */
  dataOf?: (result: T) => unknown;
}

/** The key was taken by a create that committed first: the HTTP side answers its answer. */
export class KeyTaken extends ApiError {
  constructor() {
    super(409, 'A request with this Idempotency-Key is still being handled. Please try again.');
    this.name = 'KeyTaken';
  }
}

export interface RememberedAnswer {
  request_hash: string;
  status: number;
  answer: string;
}

const keptSince = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_KEPT_MS);

/** The answer remembered for this caller's key, if it is younger than a day. */
export async function rememberedAnswer(
  db: Kysely<Database>,
  caller: string,
  key: string,
  now: Date,
): Promise<RememberedAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'answer'])
    .where('caller', '=', caller)
    .where('key', '=', key)
    .where('created_at', '>=', keptSince(now))
    .executeTakeFirst();
  if (!row || row.status === null || row.answer === null) return undefined;
  return { request_hash: row.request_hash, status: row.status, answer: row.answer };
}

async function claim(tx: Transaction<Database>, once: Once<never>): Promise<void> {
  const fresh = {
    request_hash: await once.requestHash(),
    status: null,
    answer: null,
    created_at: once.now,
  };
  // A key older than a day that housekeeping has not deleted yet is free again.
  const claimed = await tx
    .insertInto('idempotency_keys')
    .values({ caller: once.caller, key: once.key, ...fresh })
    .onConflict((oc) =>
      oc
        .columns(['caller', 'key'])
        .doUpdateSet(fresh)
        .where('idempotency_keys.created_at', '<', keptSince(once.now)),
    )
    .returning('key')
    .executeTakeFirst();
  if (!claimed) throw new KeyTaken();
}

/**
 * A create's transaction: `work` between the key's claim and its answer when the request has a
 * key (`once`), the plain transaction otherwise. The one shape every create uses.
 */
export function writeOnce<T>(
  db: Kysely<Database>,
  once: Once<T> | undefined,
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    if (once) await claim(tx, once as Once<never>);
    const result = await work(tx);
    if (once) {
      const data = once.dataOf ? once.dataOf(result) : result;
      const answer = JSON.stringify({ data, message: once.message, status_code: once.status });
      await tx
        .updateTable('idempotency_keys')
        .set({ status: once.status, answer })
        .where('caller', '=', once.caller)
        .where('key', '=', once.key)
        .execute();
    }
    return result;
  });
}

/** The same key's remembering, answering `data` whatever the transaction returns. */
export function answering<T, R>(once: Once<R> | undefined, data: R): Once<T> | undefined {
  if (!once) return undefined;
  const { dataOf, ...rest } = once;
  return { ...rest, dataOf: () => (dataOf ? dataOf(data) : data) };
}

/** Deletes keys older than a day (the hourly housekeeping); answers how many. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', keptSince(now))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
