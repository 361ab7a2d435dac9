import nodemailer from 'nodemailer';
import { DEFAULT_SMTP_TIMEOUT_MS } from '../settings/timeouts';
import type { Mailer } from './port';

export interface SmtpOptions {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The From address (RINN_MAIL_FROM). */
  from: string;
  /** Give up on a server that does not answer (RINN_SMTP_TIMEOUT_MS, default 10 s each stage). */
  timeoutMs?: number;
}

/**
 * Production delivery: one SMTP transaction per message through nodemailer. A refused
 * connection, login, recipient or message rejects; the error names the SMTP stage, never the
 * message's text (it holds a borrower's details).
 */
export function smtpMailer(options: SmtpOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            contentType: attachment.contentType,
          })),
        });
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        throw new Error(
          `SMTP delivery failed (${[code, responseCode].filter(Boolean).join(' ') || 'unknown'})`,
        );
      }
    },
  };
}
