import type { Kysely } from 'kysely';
import type { SmsSender } from './adapters/sms';
import type { Database } from './db/schema';

export type Mode = 'production' | 'demo' | 'dev';

export interface AppDeps {
  db: Kysely<Database>;
  /** Every time the server reasons about (expiry, resend wait, caps) comes from here. */
  clock: () => Date;
  sms: SmsSender;
  /** production hides the dev helpers (GET /api/dev/outbox). */
  mode: Mode;
  /** The built front end (dist/), served for every non-/api path when given. */
  staticRoot?: string;
}
