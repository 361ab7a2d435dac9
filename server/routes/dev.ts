import { Hono } from 'hono';
import type { AppEnv } from '../http/auth';
import { failure, ok } from '../http/envelope';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';

/** Enough to read the codes of a demo session, without letting the table grow unbounded in the answer. */
export const OUTBOX_LIMIT = 100;

export const OUTBOX_LOOPBACK_ONLY = /*i18n*/ {
  id: 'OUTBOX_LOOPBACK_ONLY',
  message: 'The dev outbox answers only on the machine the server runs on.',
};

/** 127.0.0.0/8 and ::1: the machine itself (c.var.clientIp already looked past trusted proxies). */
function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * Dev/demo helpers: /api/dev/outbox and /api/dev/mailbox. Never mounted in production mode, and only for the machine
 * itself: the outbox holds every code, so a demo reachable from a network must not hand them out.
 */
export function devRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.use(async (c, next) => {
    if (!isLoopback(c.var.clientIp)) return failure(c, 403, OUTBOX_LOOPBACK_ONLY);
    await next();
  });

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

  // Email to Lender in demo/dev without RINN_SMTP_URL (server/mail/dev-mailbox.ts).
  routes.get('/mailbox', async (c) => {
    const rows = await deps.db
      .selectFrom('mailbox')
      .select(['id', 'recipient', 'subject', 'body', 'attachments', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(OUTBOX_LIMIT)
      .execute();
    const entries: Schema<'MailboxEntry'>[] = rows.map((row) => ({
      id: String(row.id),
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      attachments: row.attachments,
      created_at: row.created_at.toISOString(),
    }));
    return ok(c, entries, 'Mailbox fetched successfully');
  });

  return routes;
}
