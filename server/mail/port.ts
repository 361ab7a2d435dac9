/*
 * Where the server's emails go (Email to Lender). Two adapters: SMTP through nodemailer when
 * RINN_SMTP_URL is set (./smtp.ts), else, in demo and dev mode, the dev mailbox table readable
 * at GET /api/dev/mailbox (./dev-mailbox.ts). Production without SMTP refuses to start
 * (server/settings/mail.ts), so a lender's email never sits unsent in a table.
 */

export interface MailAttachment {
  /** The name the recipient sees. */
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: the application summary. */
  text: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  /** 'smtp' or 'mailbox', for the start-up banner and the logs. */
  readonly kind: 'smtp' | 'mailbox';
  /** Hands the message over; throws when it was not accepted (nothing is then recorded as sent). */
  send(message: MailMessage): Promise<void>;
}
