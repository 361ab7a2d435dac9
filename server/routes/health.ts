import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/auth';
import { envelopeWith, ok } from '../http/envelope';
import { strictQuery } from '../http/input';
import { OUTAGE_CODE, OUTAGE_RETRY_AFTER_SECONDS } from '../http/outage';

/** How long the readiness check waits for each dependency before calling it down. */
export const READINESS_TIMEOUT_MS = 3_000;

type State = 'up' | 'down';

/** Whether `probe` settles well within READINESS_TIMEOUT_MS (a frozen dependency is down). */
async function answers(probe: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<State>((resolve) => {
    timer = setTimeout(() => resolve('down'), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      probe().then(
        (): State => 'up',
        (): State => 'down',
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /api/health/live and /api/health/ready (issue 30 item 5), for a load balancer: no token and no
 * custom header (a load balancer sends neither; docs/decisions.md). Live asks nothing; ready asks
 * the database for a row and the storage for a ping, both at once.
 */
export function healthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/live', (c) => {
    strictQuery(c, []);
    return ok(c, null, 'Live');
  });

  routes.get('/ready', async (c) => {
    strictQuery(c, []);
    const [database, storage] = await Promise.all([
      answers(() => sql`select 1`.execute(deps.db)),
      answers(() => deps.storage.ping()),
    ]);
    const data = { database, storage };
    if (database === 'up' && storage === 'up') return ok(c, data, 'Ready');
    return envelopeWith(
      c,
      503,
      { data, message: 'Not ready', status_code: 503, code: OUTAGE_CODE },
      { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
    );
  });

  return routes;
}
