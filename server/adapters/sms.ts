import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Where OTP texts go. Implementations throw when the message could not be handed over. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * Dev/demo delivery: the text is stored in the outbox table and readable at GET /api/dev/outbox.
 * This is the only place an OTP is ever written in clear.
 */
export function outboxSender(
  db: Kysely<Database>,
  clock: () => Date = () => new Date(),
): SmsSender {
  return {
    async send(mobile, text) {
      await db
        .insertInto('outbox')
        .values({ channel: 'SMS', recipient: mobile, body: text, created_at: clock() })
        .execute();
    },
  };
}

export interface WebhookOptions {
  /** Give up on a gateway that does not answer (default 10 s). */
  timeoutMs?: number;
}

/**
 * Production delivery: POST { mobile, message } as JSON to an SMS gateway. A non-2xx answer or a
 * network failure throws; the error text never contains the message (it holds the code).
 */
export function webhookSender(url: string, options: WebhookOptions = {}): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(mobile, text) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile, message: text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(`SMS webhook unreachable: ${(error as Error).name}`);
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
