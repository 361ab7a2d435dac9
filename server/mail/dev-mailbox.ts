import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from './port';

/**
 * Dev/demo delivery: the message (addresses, subject, text, attachment names — not their bytes,
 * which stay in the document storage) is stored in the mailbox table and readable at
 * GET /api/dev/mailbox, as the OTP outbox keeps texts.
 */
export function devMailbox(db: Kysely<Database>, clock: () => Date = () => new Date()): Mailer {
  return {
    kind: 'mailbox',
    async send(message) {
      await db
        .insertInto('mailbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          attachments: JSON.stringify(message.attachments.map((attachment) => attachment.filename)),
          created_at: clock(),
        })
        .execute();
    },
  };
}
