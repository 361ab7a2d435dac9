import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Session, SessionKind } from '../db/schema';

/*
 * Tokens are 32 random bytes (base64url): unguessable, so a plain sha256 is enough to store them
 * (no salt needed for 256 bits of entropy). Only the hash is kept, so a database dump cannot be
 * used to log in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A partner stays logged in for 30 days on a device unless they log out. */
export const LOGIN_SESSION_DAYS = 30;
/** A borrower's guest token lasts a week: long enough to finish an application in a few sittings. */
export const GUEST_SESSION_DAYS = 7;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  tx: Transaction<Database>,
  input: { kind: SessionKind; userId: string | null; mobile: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const days = input.kind === 'LOGIN' ? LOGIN_SESSION_DAYS : GUEST_SESSION_DAYS;
  await tx
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      kind: input.kind,
      user_id: input.userId,
      mobile: input.mobile,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + days * DAY_MS),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The live session of a token, or null (unknown, revoked or expired). */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Session | null> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return session ?? null;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
