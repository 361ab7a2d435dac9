import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mode } from '../deps';
import { devMailbox } from '../mail/dev-mailbox';
import type { Mailer } from '../mail/port';
import { smtpMailer } from '../mail/smtp';

/*
 * Where Email to Lender goes, from the environment (README, "Configuration"):
 *   RINN_SMTP_URL      smtp://user:pass@host:587 or smtps://…:465; unset → the dev mailbox
 *                      (GET /api/dev/mailbox) in demo/dev; production refuses to start without it
 *   RINN_MAIL_FROM     the From address (default "Rinn <no-reply@localhost>")
 *   RINN_LENDER_EMAILS lender id=address pairs, comma-separated (protium=loans@protium.example,…):
 *                      each lender's inbox; a lender left out gets <lender id>@lenders.example in
 *                      demo/dev and is refused (400) in production
 */

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

export const DEFAULT_MAIL_FROM = 'Rinn <no-reply@localhost>';

const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

/** The mailer the environment asks for; production without SMTP refuses to start. */
export function openMailer(env: Env, mode: Mode, db: Kysely<Database>, clock: () => Date): Mailer {
  const url = read(env, 'RINN_SMTP_URL');
  if (url) {
    if (!/^smtps?:\/\//i.test(url)) {
      throw new Error('RINN_SMTP_URL must start with smtp:// or smtps:// (see README)');
    }
    return smtpMailer({ url, from: read(env, 'RINN_MAIL_FROM') ?? DEFAULT_MAIL_FROM });
  }
  if (mode === 'production') {
    throw new Error(
      'RINN_MODE=production needs a mail server for Email to Lender: set RINN_SMTP_URL (see README, "Running in production").',
    );
  }
  return devMailbox(db, clock);
}

/** RINN_LENDER_EMAILS as lender id → address; a malformed pair refuses to start. */
export function readLenderEmails(env: Env): Record<string, string> {
  const value = read(env, 'RINN_LENDER_EMAILS');
  const emails: Record<string, string> = {};
  if (!value) return emails;
  for (const pair of value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [id, address, ...rest] = pair.split('=').map((part) => part.trim());
    if (!id || !address || rest.length > 0 || !ADDRESS.test(address)) {
      throw new Error(
        `RINN_LENDER_EMAILS must be lender id=address pairs separated by commas (got "${pair}")`,
      );
    }
    emails[id] = address;
  }
  return emails;
}
