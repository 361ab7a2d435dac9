import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { SESSION_COLUMNS, USER_COLUMNS } from '../db/columns';
import { preparedQuery } from '../db/prepared';
import type { Database, Session, SessionKind, User } from '../db/schema';
import type { SessionCache } from './session-cache';

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
  input: {
    kind: SessionKind;
    userId: string | null;
    mobile: string;
    /** The brand key of the site the OTP was sent and verified on: the token works only there. */
    brand: string;
    /** The account's role for a login (it decides who may capture); null for a guest. */
    role: string | null;
    /** A guest's request_origin (what the OTP was sent for); null for a login or when none was said. */
    origin?: string | null;
    now: Date;
  },
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
      brand: input.brand,
      role: input.role,
      origin: input.origin ?? null,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + days * DAY_MS),
      revoked_at: null,
    })
    .execute();
  return token;
}

/*
 * Every authenticated request starts here, so a token costs one query on the unique index of
 * sessions.token_hash (migration 0001), run as a prepared statement: the session, and where the
 * route needs it the user too (or, on the hottest application routes, the application:
 * usecases/applications/get.ts and save-section.ts).
 */
export function liveSessions(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db.selectFrom('sessions').where(isLiveSession(tokenHash, now));
}

/** The condition "this `sessions` row is the token's, neither revoked nor expired". */
export function isLiveSession(tokenHash: string, now: Date) {
  return (eb: ExpressionBuilder<Database, 'sessions'>) =>
    eb.and([
      eb('sessions.token_hash', '=', tokenHash),
      eb('sessions.revoked_at', 'is', null),
      eb('sessions.expires_at', '>', now),
    ]);
}

/**
 * The session's columns renamed session_*, for a query that reads another table beside it
 * (users and applications have id, mobile and created_at too). sessionOf takes them back.
 */
export const SESSION_AS = [
  'sessions.id as session_id',
  'sessions.token_hash as session_token_hash',
  'sessions.kind as session_kind',
  'sessions.user_id as session_user_id',
  'sessions.mobile as session_mobile',
  'sessions.brand as session_brand',
  'sessions.role as session_role',
  'sessions.origin as session_origin',
  'sessions.created_at as session_created_at',
  'sessions.expires_at as session_expires_at',
  'sessions.revoked_at as session_revoked_at',
] as const;

type AliasedSession = { [K in keyof Session as `session_${K}`]: Session[K] };

/** The session of a row selected with SESSION_AS, and the row's other columns. */
export function sessionOf<Row extends AliasedSession>(
  row: Row,
): { session: Session; rest: Omit<Row, keyof AliasedSession> } {
  const {
    session_id,
    session_token_hash,
    session_kind,
    session_user_id,
    session_mobile,
    session_brand,
    session_role,
    session_origin,
    session_created_at,
    session_expires_at,
    session_revoked_at,
    ...rest
  } = row;
  const session: Session = {
    id: session_id,
    token_hash: session_token_hash,
    kind: session_kind,
    user_id: session_user_id,
    mobile: session_mobile,
    brand: session_brand,
    role: session_role,
    origin: session_origin,
    created_at: session_created_at,
    expires_at: session_expires_at,
    revoked_at: session_revoked_at,
  };
  return { session, rest };
}

const liveSession = preparedQuery('live_session', (db, tokenHash: string, now: Date) =>
  liveSessions(db, tokenHash, now).select(
    SESSION_COLUMNS.map((column) => `sessions.${column}` as const),
  ),
);

const liveSessionWithUser = preparedQuery(
  'live_session_with_user',
  (db, tokenHash: string, now: Date) =>
    liveSessions(db, tokenHash, now)
      .leftJoin('users', 'users.id', 'sessions.user_id')
      .select(USER_COLUMNS.map((column) => `users.${column}` as const))
      .select(SESSION_AS),
);

const userById = preparedQuery('user_by_id', (db, userId: string) =>
  db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select(USER_COLUMNS.map((column) => `users.${column}` as const)),
);

/**
 * The live session of a token, or null (unknown, revoked or expired): from the process's
 * cache when it read the token in the last few seconds (session-cache.ts), else one query.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.find(tokenHash, now);
  if (cached) return cached.session;
  const generation = cache?.generation ?? 0;
  const [session] = await liveSession(db, tokenHash, now);
  if (session) cache?.remember(session, generation);
  return session ?? null;
}

export interface SessionWithUser {
  session: Session;
  /** The account of a login session; null for a guest. */
  user: User | null;
}

/**
 * The live session of a token with its user, in the same query; null as for findSession. Both
 * come from the process's cache when it read them in the last few seconds: every change to
 * either row is announced by the database (migration 023), and the cache drops it then.
 */
export async function findSessionWithUser(
  db: Kysely<Database>,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<SessionWithUser | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.find(tokenHash, now);
  if (cached) {
    const { session, account } = cached;
    if (session.user_id === null) return { session, user: null };
    if (account) return { session, user: account };
    const generation = cache?.generation ?? 0;
    const [user] = await userById(db, session.user_id);
    if (user) cache?.rememberAccount(session, user, generation);
    return { session, user: user ?? null };
  }
  const generation = cache?.generation ?? 0;
  const [row] = await liveSessionWithUser(db, tokenHash, now);
  if (!row) return null;
  const { session, rest } = sessionOf(row);
  // A left join gives every user column null exactly when no user row matched; id is its
  // primary key, so a non-null id means a whole, real row.
  const user = rest.id === null ? null : (rest as User);
  cache?.remember(session, generation, user ?? undefined);
  return { session, user };
}

/**
 * Revokes a session (logout). The trigger on `sessions` (migration 023) NOTIFYs its id, so
 * every process that keeps it in memory drops it when the revocation commits; this process's
 * cache drops it before and after, without waiting for the notification.
 */
export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
  cache?: SessionCache,
) {
  cache?.forget(sessionId);
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  // And again: a request of this process may have read the row while the UPDATE ran, and the
  // notification may come after this answer.
  cache?.forget(sessionId);
}
