import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mode } from '../deps';
import { devMailbox } from '../mail/dev-mailbox';
import type { Mailer } from '../mail/port';
import { smtpMailer } from '../mail/smtp';
import { readSmtpTimeout } from './timeouts';

/*
 * Where Email to Lender goes, from the environment (README, "Configuration"):
 *   RINN_SMTP_URL      smtp://user:pass@host:587 or smtps://…:465; unset → the dev mailbox
 *                      (GET /api/dev/mailbox) in demo/dev; production refuses to start without it
 *   RINN_MAIL_FROM     the From address (default "Rinn <no-reply@localhost>")
 *   RINN_LENDER_EMAILS lender id=address pairs, comma-separated (protium=loans@protium.example,…):
 *                      each lender's inbox; a lender left out gets <lender id>@lenders.example in
 *                      demo/dev and is refused (400) in production
 *   RINN_SMTP_TIMEOUT_MS connecting, the greeting and a silent socket, each (default 10000; a
 *                      mail server silent that long answers 502: ./timeouts.ts)
 */

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

export const DEFAULT_MAIL_FROM = 'Rinn <no-reply@localhost>';

const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  lenderEmails: Record<string, string>;
  /** Each SMTP stage's limit in ms (RINN_SMTP_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The mail settings; a wrong one, or production without SMTP, refuses to start. */
export function readMailSettings(env: Env, mode: Mode): MailSettings {
  const smtpUrl = read(env, 'RINN_SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new Error('RINN_SMTP_URL must start with smtp:// or smtps:// (see README)');
  }
  if (!smtpUrl && mode === 'production') {
    throw new Error(
      'RINN_MODE=production needs a mail server for Email to Lender: set RINN_SMTP_URL (see README, "Running in production").',
    );
  }
  return {
    ...(smtpUrl ? { smtpUrl } : {}),
    from: read(env, 'RINN_MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    lenderEmails: readLenderEmails(env),
    timeoutMs: readSmtpTimeout(env),
  };
}

/** SMTP when RINN_SMTP_URL is set, else the dev mailbox (readMailSettings kept production out). */
export function openMailer(
  settings: MailSettings,
  db: Kysely<Database>,
  clock: () => Date,
): Mailer {
  return settings.smtpUrl
    ? smtpMailer({ url: settings.smtpUrl, from: settings.from, timeoutMs: settings.timeoutMs })
    : devMailbox(db, clock);
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
