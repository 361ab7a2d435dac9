import { Hono } from 'hono';
import type { AppEnv } from '../http/auth';
import { ok, type Schema } from '../http/envelope';
import type { AppDeps } from '../deps';

/** Enough to read the codes of a demo session, without letting the table grow unbounded in the answer. */
export const OUTBOX_LIMIT = 100;

/** Dev/demo helpers: /api/dev/… Never mounted in production mode. */
export function devRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/outbox', async (c) => {
    const rows = await deps.db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'body', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(OUTBOX_LIMIT)
      .execute();
    const entries: Schema<'OutboxEntry'>[] = rows.map((row) => ({
      id: String(row.id),
      mobile: row.recipient,
      message: row.body,
      created_at: row.created_at.toISOString(),
    }));
    return ok(c, entries, 'Outbox fetched successfully');
  });

  return routes;
}
