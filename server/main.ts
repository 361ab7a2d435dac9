import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { outboxSender, webhookSender } from './adapters/sms';
import { createApp, type Mode } from './app';
import { banner, workersLine } from './banner';
import { runWorkers } from './cluster';
import { openDatabase } from './db/open';
import { trustedProxies } from './http/client-address';
import { createLogger } from './log/logger';
import {
  EXPORT_SWEEP_EVERY_MS,
  pruneAbuseCounters,
  PRUNE_EVERY_MS,
  sweepExports,
  sweepUploads,
} from './usecases/housekeeping';
import { readOtpLimits } from './settings/otp-limits';
import { openLenderGateway } from './settings/lenders';
import { openStorage, readMaxDocumentBytes } from './settings/storage';
import { openMailer, readMailSettings } from './settings/mail';
import { readDatabaseTimeouts } from './settings/timeouts';
import { seedDatabase } from './db/seed';
import { SessionCache } from './usecases/session-cache';

/*
 * npm start / npm run serve. Environment:
 *   PORT                  HTTP port (default 8080; 0 picks a free one)
 *   DATABASE_URL          PostgreSQL (postgres://…); unset → embedded PGlite in RINN_DATA_DIR/pglite
 *   RINN_DATA_DIR         folder for embedded data (default .data)
 *   RINN_MODE             production | demo | dev, required (npm start sets demo); production
 *                         hides /api/dev/*, seeds no demo people and needs RINN_SMS_WEBHOOK_URL
 *                         and RINN_SMTP_URL
 *   RINN_SMS_WEBHOOK_URL  SMS gateway: OTP texts are POSTed there as { mobile, message } instead
 *                         of going to the dev outbox
 *   RINN_OTP_SENDS_PER_HOUR  OTP sends + resends allowed per mobile per hour (default 5)
 *   RINN_OTP_SENDS_PER_IP_PER_HOUR, RINN_OTP_SENDS_PER_HOUR_GLOBAL,
 *   RINN_OTP_UNKNOWN_MOBILES_PER_IP_PER_HOUR, RINN_OTP_WRONG_CODES_PER_MOBILE_PER_HOUR,
 *   RINN_OTP_WRONG_CODES_PER_MOBILE_PER_HOUR_GLOBAL,
 *   RINN_OTP_WRONG_CODE_DELAY_SECONDS  the OTP abuse limits (server/settings/otp-limits.ts)
 *   RINN_OTP_RESEND_SECONDS  seconds before a code may be resent (default 30; the browser
 *                         suite's server shortens it)
 *   RINN_TRACK_MISSES_PER_IP_PER_HOUR  unknown tracker ids per client address per hour on the
 *                         public tracking before 429 (default 30)
 *   RINN_STATIC_DIR      the built front end to serve (default dist)
 *   RINN_WORKERS          PostgreSQL only: serve from this many worker processes (node:cluster);
 *                         unset serves from this process
 *   RINN_TRUSTED_PROXIES  comma-separated addresses or subnets of the proxies in front of the
 *                         server, whose X-Forwarded-For names the client (default: none)
 *   RINN_LOG_LEVEL        pino level of the JSON logs (default info; silent turns them off)
 *   RINN_STORAGE          where uploaded documents go: local (default) or s3
 *   RINN_STORAGE_DIR      local: the folder (default RINN_DATA_DIR/documents)
 *   RINN_STORAGE_LINK_SECRET  local: HMAC secret of the 10-minute file links (default: made
 *                         once into RINN_DATA_DIR/storage-link.key)
 *   RINN_S3_BUCKET, RINN_S3_ENDPOINT, RINN_S3_REGION, RINN_S3_FORCE_PATH_STYLE
 *                         s3: bucket, S3-compatible endpoint, region, path-style addressing;
 *                         credentials from the AWS SDK's chain (AWS_ACCESS_KEY_ID, …)
 *   RINN_MAX_DOCUMENT_MB  the per-file upload cap (default 10)
 *   (server/settings/storage.ts)
 *   RINN_SMTP_URL         Email to Lender's mail server (smtp:// or smtps://); unset → the dev
 *                         mailbox (/api/dev/mailbox); production refuses to start without it
 *   RINN_MAIL_FROM        the From of those emails (default Rinn <no-reply@localhost>)
 *   RINN_LENDER_EMAILS    lender id=address pairs, comma-separated: each lender's inbox
 *   (server/settings/mail.ts)
 *   RINN_DB_CONNECT_TIMEOUT_MS, RINN_DB_QUERY_TIMEOUT_MS, RINN_S3_CONNECT_TIMEOUT_MS,
 *   RINN_S3_TIMEOUT_MS, RINN_SMTP_TIMEOUT_MS  how long to wait for each dependency
 *   (server/settings/timeouts.ts)
 */

const MODES: readonly Mode[] = ['production', 'demo', 'dev'];

/**
 * No default: demo and dev show every code at /api/dev/outbox, so a deployment must say what it
 * is. `npm start`, the newcomer's command, says demo itself.
 */
function readMode(value: string | undefined): Mode {
  const mode = (value ?? '').trim();
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new Error(
      `RINN_MODE must be one of ${MODES.join(', ')} (got ${mode ? `"${mode}"` : 'nothing'}). ` +
        'Use production for a real deployment; demo and dev show every OTP at /api/dev/outbox.',
    );
  }
  return mode as Mode;
}

/** Production texts real people: without a gateway its codes would only sit in a table. */
function readSmsWebhook(mode: Mode, value: string | undefined): string | undefined {
  const url = value?.trim() || undefined;
  if (mode === 'production' && !url) {
    throw new Error(
      'RINN_MODE=production needs an SMS gateway: set RINN_SMS_WEBHOOK_URL (see README, "Running in production").',
    );
  }
  return url;
}

/** An hourly limit from the environment: unset or blank keeps the default. */
function readHourlyLimit(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const limit = Number(value.trim());
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (got "${value}")`);
  }
  return limit;
}

function readWorkers(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const workers = Number(value.trim());
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`RINN_WORKERS must be a whole number of at least 1 (got "${value}")`);
  }
  return workers;
}

const WORKERS_NEED_POSTGRES =
  'RINN_WORKERS is ignored: the embedded database serves one process; set DATABASE_URL to run workers';

function readPort(value: string | undefined): number {
  const port = Number(value?.trim() || '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

async function main() {
  const env = process.env;
  const mode = readMode(env['RINN_MODE']);
  const port = readPort(env['PORT']);
  const databaseUrl = env['DATABASE_URL']?.trim() || undefined;
  const dataDir = env['RINN_DATA_DIR']?.trim() || '.data';
  const webhookUrl = readSmsWebhook(mode, env['RINN_SMS_WEBHOOK_URL']);
  const otpSendsPerHour = readHourlyLimit(
    'RINN_OTP_SENDS_PER_HOUR',
    env['RINN_OTP_SENDS_PER_HOUR'],
  );
  const trackMissesPerHour = readHourlyLimit(
    'RINN_TRACK_MISSES_PER_IP_PER_HOUR',
    env['RINN_TRACK_MISSES_PER_IP_PER_HOUR'],
  );
  const otpLimits = readOtpLimits(env);
  const workers = readWorkers(env['RINN_WORKERS']);
  const timeouts = readDatabaseTimeouts(env);
  const storage = openStorage(env, dataDir);
  const mail = readMailSettings(env, mode);
  const maxDocumentBytes = readMaxDocumentBytes(env);
  const lenders = openLenderGateway(env, mode);
  const distDir = resolve(env['RINN_STATIC_DIR']?.trim() || 'dist');
  const proxies = trustedProxies(
    (env['RINN_TRUSTED_PROXIES'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  const log = createLogger({ level: env['RINN_LOG_LEVEL']?.trim() || 'info' });
  const staticRoot = existsSync(join(distDir, 'index.html')) ? distDir : undefined;
  // A RINN_WORKERS worker: its primary has migrated, seeded and prints the banner.
  const isWorker = cluster.isWorker;

  if (workers !== undefined && !databaseUrl) console.log(WORKERS_NEED_POSTGRES);
  if (workers !== undefined && databaseUrl && !isWorker) {
    const database = await openDatabase({ databaseUrl, timeouts });
    try {
      await seedDatabase(database.db, { demo: mode !== 'production', storage });
      // Before any worker exists: what is left in the temp folder and storage is a crash's.
      await sweepUploads({ db: database.db, storage, log });
    } finally {
      await database.close();
    }
    runWorkers({
      workers,
      onReady: (listening, pids) => {
        const url = `http://localhost:${listening}`;
        const facts = {
          url,
          mode,
          database: database.description,
          webhookUrl,
          staticRoot,
          lenders: lenders.kind,
        };
        console.log([...banner(facts), workersLine(pids)].join('\n'));
      },
    });
    return;
  }

  const database = await openDatabase({
    databaseUrl,
    dataDir: join(dataDir, 'pglite'),
    migrate: !isWorker,
    timeouts,
  });
  const { db } = database;
  if (!isWorker) {
    await seedDatabase(db, { demo: mode !== 'production', storage });
    await sweepUploads({ db, storage, log });
  }

  const clock = () => new Date();
  const sms = webhookUrl ? webhookSender(webhookUrl) : outboxSender(db, clock);
  const app = createApp({
    db,
    clock,
    sms,
    mode,
    log,
    trustedProxies: proxies,
    ...(otpSendsPerHour ? { otpSendsPerHour } : {}),
    otpLimits,
    ...(trackMissesPerHour ? { trackMissesPerHour } : {}),
    ...(staticRoot ? { staticRoot } : {}),
    storage,
    maxDocumentBytes,
    lenders,
    sessionCache: new SessionCache(database.notifications),
    mailer: openMailer(mail, db, clock),
    lenderEmails: mail.lenderEmails,
  });

  const server = serve({ fetch: app.fetch, port }, (info: AddressInfo) => {
    if (isWorker) return;
    const url = `http://localhost:${info.port}`;
    const facts = {
      url,
      mode,
      database: database.description,
      webhookUrl,
      staticRoot,
      lenders: lenders.kind,
    };
    console.log(banner(facts).join('\n'));
  });

  // The abuse counters only look back an hour: old rows are pruned, hourly, by every process.
  const prune = () =>
    pruneAbuseCounters(db, clock())
      .then((pruned) => log.info({ pruned }, 'abuse counters pruned'))
      .catch((error: unknown) =>
        log.error({ err: { message: (error as Error).message } }, 'pruning abuse counters failed'),
      );
  setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  // Young leftovers the start-up sweep had to keep (within the grace) go an hour or so later.
  setInterval(() => void sweepUploads({ db, storage, log }), PRUNE_EVERY_MS).unref();
  // Export workbooks hold the whole application: each goes once its 10-minute link has expired.
  void sweepExports({ storage, log, now: clock() });
  setInterval(
    () => void sweepExports({ storage, log, now: clock() }),
    EXPORT_SWEEP_EVERY_MS,
  ).unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!isWorker) console.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      database
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('Could not close the database:', error);
          process.exit(1);
        });
    });
    // Keep-alive connections would hold server.close() open until they time out.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
