import type { BureauAdapter } from '../src/domain/rules-engine/bureau-sandbox';
import type { BlockList } from 'node:net';
import type { Kysely } from 'kysely';
import type { LenderGateway } from './adapters/lenders/port';
import type { SmsSender } from './adapters/sms';
import type { Database } from './db/schema';
import type { Logger } from './log/logger';
import type { OtpLimits } from './settings/otp-limits';
import type { SessionCache } from './usecases/session-cache';
import type { DocumentStorage } from './storage/port';
import type { Mailer } from './mail/port';
import type { ConsentLibrary } from '../src/i18n/consents/kinds';

export type Mode = 'production' | 'demo' | 'dev';

export interface AppDeps {
  db: Kysely<Database>;
  /** Every time the server reasons about (expiry, resend wait, caps) comes from here. */
  clock: () => Date;
  sms: SmsSender;
  /** production hides the dev helpers (GET /api/dev/outbox). */
  mode: Mode;
  /**
   * Sends + resends allowed per mobile per hour (default OTP_MAX_SENDS_PER_HOUR). Raised only
   * where one mobile legitimately logs in many times an hour, such as the browser test suite.
   */
  otpSendsPerHour?: number;
  /**
   * The other OTP abuse limits: per client address, the guest ceiling, wrong codes per mobile
   * (server/settings/otp-limits.ts; its defaults for any left out).
   */
  otpLimits?: Partial<OtpLimits>;
  /** The built front end (dist/), served for every non-/api path when given. */
  staticRoot?: string;
  /** Structured logs (server/log): errors for operators and security events. */
  log: Logger;
  /** Proxies whose X-Forwarded-For names the client (RINN_TRUSTED_PROXIES); none by default. */
  trustedProxies?: BlockList;
  /** Where uploaded documents' bytes go: a local folder or S3 (server/settings/storage.ts). */
  storage: DocumentStorage;
  /** The per-file upload cap in bytes (RINN_MAX_DOCUMENT_MB); MAX_DOCUMENT_BYTES when unset. */
  maxDocumentBytes?: number;
  /** Where uploads wait while they are checked; the system's temp folder when unset. */
  spoolDir?: string;
  /**
   * Tracker ids that found nothing allowed per client address per hour on the public tracking
   * (TRACK_MISSES_PER_IP_PER_HOUR unless set); raised only for the browser suite's many paths.
   */
  trackMissesPerHour?: number;
  /**
   * Live sessions this process read in the last few seconds, dropped on revocation here and in
   * every other process (usecases/session-cache.ts). Unset: every request reads its session.
   */
  sessionCache?: SessionCache;
  /** The credit bureau the rules engine asks (the sandbox bureau when unset). */
  bureau?: BureauAdapter;
  /**
   * Where Email to Lender goes (server/settings/mail.ts): SMTP, or the dev mailbox. Unset: the
   * dev mailbox in demo/dev; in production, every email fails ('Failed to send email').
   */
  mailer?: Mailer;
  /** Lender id → its inbox (RINN_LENDER_EMAILS); others get a made-up address outside production. */
  lenderEmails?: Record<string, string>;
  /**
   * Where leads and their documents go (server/settings/lenders.ts): a lender API over HTTP, or
   * the in-process sandbox lender, which is also what an unset one means.
   */
  lenders?: LenderGateway;
  /**
   * The consent texts consents are recorded against (src/i18n/consents); the shipped ones when
   * unset. A test gives a later version to see old records keep theirs.
   */
  consentTexts?: ConsentLibrary;
}
