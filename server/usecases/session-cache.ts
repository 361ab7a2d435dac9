import { performance } from 'node:perf_hooks';
import {
  COUNTS_CHANGED,
  EVERY_ROW,
  SESSIONS_REVOKED,
  USERS_CHANGED,
  type Notifications,
} from '../db/notifications';
import type { Session, User } from '../db/schema';

/** How long a process trusts a session row it has read, at most (monotonic time). */
export const SESSION_CACHE_MS = 5000;
/** Sessions kept at most; the oldest goes first. A few MB at most (a row is a few hundred bytes). */
export const SESSION_CACHE_ENTRIES = 10_000;

/** What a process holds of a token: its session, and the account once a route has read it. */
export interface CachedSession {
  session: Session;
  /** The login's users row; undefined until a route that needs it read it (never for guests). */
  account: User | undefined;
}

interface Entry extends CachedSession {
  until: number;
}

/** A partner's home count (the list's ALL total) and the kept counts' owners it sums. */
interface CountEntry {
  owners: readonly string[];
  total: number;
  until: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds that only go forward (performance.now), for the time an entry is kept. */
  monotonic?: () => number;
}

/*
 * Every authenticated request reads its token's session, and /user/me, the count and the other
 * partner routes its account too. A busy device sends several requests a second with the same
 * token, so each process keeps the live sessions it has read, by token hash, for a few seconds
 * (SESSION_CACHE_MS), with the account beside it once read: the whole rows as the lookups
 * answered them, so every check made on a session (kind, brand, expiry) or an account is made
 * on a cached one the same way.
 *
 * What must stay exact:
 * - expiry: the row's expires_at is compared with the request's clock on every use, as the
 *   query would;
 * - any change to a session or an account, by the server or by hand in SQL: triggers on
 *   `sessions` and `users` NOTIFY the row's id when the change commits (migration 023), every
 *   process LISTENs, and drops the session, or every session of the account, when the
 *   notification arrives (well under a millisecond on one machine). A logout also drops the
 *   entry here before it answers; a role change revokes the account's sessions; a deleted
 *   account takes its sessions with it (a cascade, which the sessions' trigger announces too);
 * - a read racing a change: a row read before a notification must not be kept after it, so a
 *   row is only kept if no notification arrived while it was being read (the generation);
 * - no listener, no cache: until the process listens, and whenever its listening connection
 *   is lost (notifications could be missed), nothing is kept and every request asks the
 *   database, as without a cache.
 * Unknown tokens are never kept: a new login is seen at once, and guessed tokens cost memory
 * nothing. Routes that read the session in the same statement as their data (an application's
 * read and saves) do not use it.
 *
 * The home count (the list's ALL total, summed from the kept counts of a few owners) is kept
 * the same way, per partner, for the same few seconds: a trigger on application_counts NOTIFYs
 * the owner of every count that changes, and the partner's count goes; a change to the account
 * (its referral code) drops it too. A write of the partner's own in this process drops it when
 * the write has answered (forgetCount), so a partner never sees its own create missing here.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #hashOfId = new Map<string, string>();
  /** Each account's cached sessions (token hashes), to drop them all when the account changes. */
  readonly #hashesOfUser = new Map<string, Set<string>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #monotonic: () => number;
  readonly #counts = new Map<string, CountEntry>();
  /** Which partners' counts sum each owner's rows. */
  readonly #usersOfOwner = new Map<string, Set<string>>();
  #listening = { sessions: false, users: false, counts: false };
  #generation = 0;
  #countGeneration = 0;

  constructor(notifications: Notifications, options: SessionCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_ENTRIES;
    this.#monotonic = options.monotonic ?? (() => performance.now());
    notifications.subscribe(SESSIONS_REVOKED, {
      message: (sessionId) => (sessionId === EVERY_ROW ? this.#clear() : this.forget(sessionId)),
      listening: (yes) => {
        this.#listening = { ...this.#listening, sessions: yes };
        this.#clear();
      },
    });
    notifications.subscribe(USERS_CHANGED, {
      message: (userId) => (userId === EVERY_ROW ? this.#clear() : this.forgetAccount(userId)),
      listening: (yes) => {
        this.#listening = { ...this.#listening, users: yes };
        this.#clear();
      },
    });
    notifications.subscribe(COUNTS_CHANGED, {
      message: (owner) => (owner === EVERY_ROW ? this.#clearCounts() : this.#forgetOwner(owner)),
      listening: (yes) => {
        this.#listening = { ...this.#listening, counts: yes };
        this.#clear();
      },
    });
  }

  /** Changes whenever a count may have changed: a count read begun before must not be kept. */
  get countGeneration(): number {
    return this.#countGeneration;
  }

  /** The partner's count summed over exactly these owners, if read in the last few seconds. */
  findCount(userId: string, owners: readonly string[]): number | undefined {
    const entry = this.#counts.get(userId);
    if (!entry) return undefined;
    const same =
      entry.owners.length === owners.length && entry.owners.every((o, i) => o === owners[i]);
    if (!same || entry.until <= this.#monotonic()) {
      this.forgetCount(userId);
      return undefined;
    }
    return entry.total;
  }

  /** Keeps a count the database just answered, read since `generation` was taken. */
  rememberCount(userId: string, owners: readonly string[], total: number, generation: number) {
    if (!this.#mayKeepCount(generation)) return;
    this.#dropCount(userId);
    if (this.#counts.size >= this.#maxEntries) {
      const oldest = this.#counts.keys().next().value;
      if (oldest !== undefined) this.#dropCount(oldest);
    }
    this.#counts.set(userId, { owners, total, until: this.#monotonic() + this.#ttlMs });
    for (const owner of owners) {
      let users = this.#usersOfOwner.get(owner);
      if (!users) this.#usersOfOwner.set(owner, (users = new Set()));
      users.add(userId);
    }
  }

  /** The partner wrote something here: its count is read afresh (no waiting for the notice). */
  forgetCount(userId: string): void {
    this.#countGeneration++;
    this.#dropCount(userId);
  }

  /** Changes whenever a change is heard: a read begun before it must not be kept. */
  get generation(): number {
    return this.#generation;
  }

  /** The live session of this token hash (and its account if read), if read in the last few seconds. */
  find(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.#monotonic() || entry.session.expires_at.getTime() <= now.getTime()) {
      this.#drop(entry.session);
      return undefined;
    }
    return entry;
  }

  /**
   * Keeps a live session the database just answered, read since `generation` was taken, with
   * its account when the same read answered it.
   */
  remember(session: Session, generation: number, account?: User): void {
    if (!this.#mayKeep(generation)) return;
    const known = this.#entries.get(session.token_hash);
    if (!known && this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.values().next().value;
      if (oldest) this.#drop(oldest.session);
    }
    if (known) this.#drop(known.session);
    this.#entries.set(session.token_hash, {
      session,
      account: session.user_id !== null && account?.id === session.user_id ? account : undefined,
      until: this.#monotonic() + this.#ttlMs,
    });
    this.#hashOfId.set(session.id, session.token_hash);
    if (session.user_id !== null) {
      let hashes = this.#hashesOfUser.get(session.user_id);
      if (!hashes) this.#hashesOfUser.set(session.user_id, (hashes = new Set()));
      hashes.add(session.token_hash);
    }
  }

  /** Adds the account, read since `generation` was taken, to its session's entry. */
  rememberAccount(session: Session, account: User, generation: number): void {
    if (!this.#mayKeep(generation) || account.id !== session.user_id) return;
    const entry = this.#entries.get(session.token_hash);
    if (entry?.session === session) entry.account = account;
  }

  /** A session revoked or changed here or in another process: never answered from memory again. */
  forget(sessionId: string): void {
    this.#generation++;
    const tokenHash = this.#hashOfId.get(sessionId);
    const entry = tokenHash === undefined ? undefined : this.#entries.get(tokenHash);
    if (entry) this.#drop(entry.session);
  }

  /** An account changed or gone: none of its sessions is answered from memory again. */
  forgetAccount(userId: string): void {
    this.#generation++;
    this.forgetCount(userId);
    for (const tokenHash of [...(this.#hashesOfUser.get(userId) ?? [])]) {
      const entry = this.#entries.get(tokenHash);
      if (entry) this.#drop(entry.session);
    }
    this.#hashesOfUser.delete(userId);
  }

  #everyChannel(): boolean {
    return this.#listening.sessions && this.#listening.users && this.#listening.counts;
  }

  #mayKeep(generation: number): boolean {
    return this.#everyChannel() && generation === this.#generation;
  }

  #mayKeepCount(generation: number): boolean {
    return this.#everyChannel() && generation === this.#countGeneration;
  }

  #forgetOwner(owner: string): void {
    this.#countGeneration++;
    for (const userId of [...(this.#usersOfOwner.get(owner) ?? [])]) this.#dropCount(userId);
  }

  #dropCount(userId: string): void {
    const entry = this.#counts.get(userId);
    if (!entry) return;
    this.#counts.delete(userId);
    for (const owner of entry.owners) {
      const users = this.#usersOfOwner.get(owner);
      users?.delete(userId);
      if (users?.size === 0) this.#usersOfOwner.delete(owner);
    }
  }

  #clearCounts(): void {
    this.#countGeneration++;
    this.#counts.clear();
    this.#usersOfOwner.clear();
  }

  #drop(session: Session): void {
    this.#entries.delete(session.token_hash);
    this.#hashOfId.delete(session.id);
    if (session.user_id === null) return;
    const hashes = this.#hashesOfUser.get(session.user_id);
    hashes?.delete(session.token_hash);
    if (hashes?.size === 0) this.#hashesOfUser.delete(session.user_id);
  }

  #clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#hashOfId.clear();
    this.#hashesOfUser.clear();
    this.#clearCounts();
  }
}
