import { performance } from 'node:perf_hooks';
import { SESSIONS_REVOKED, type Notifications } from '../db/notifications';
import type { Session } from '../db/schema';

/** How long a process trusts a session row it has read, at most (monotonic time). */
export const SESSION_CACHE_MS = 5000;
/** Sessions kept at most; the oldest goes first. A few MB at most (a row is a few hundred bytes). */
export const SESSION_CACHE_ENTRIES = 10_000;

interface Entry {
  session: Session;
  until: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds that only go forward (performance.now), for the time an entry is kept. */
  monotonic?: () => number;
}

/*
 * Every authenticated request reads its token's session. A busy device sends several requests
 * a second with the same token, so each process keeps the live sessions it has read, by token
 * hash, for a few seconds (SESSION_CACHE_MS): the whole row as the lookup answered it, so every
 * check made on a session (kind, brand, expiry) is made on a cached one the same way.
 *
 * What must stay exact:
 * - expiry: the row's expires_at is compared with the request's clock on every use, as the
 *   query would;
 * - revocation (logout): the revoking process drops the entry before it answers, and NOTIFYs
 *   the session's id in the revoking statement; every process LISTENs and drops it when the
 *   notification arrives (at commit: well under a millisecond on one machine);
 * - a read racing a revocation: a row read before a revocation must not be cached after it, so
 *   a row is only kept if no revocation arrived while it was being read (the generation);
 * - no listener, no cache: until the process listens, and whenever its listening connection
 *   is lost (notifications could be missed), nothing is kept and every request asks the
 *   database, as without a cache.
 * Unknown tokens are never kept: a new login is seen at once, and guessed tokens cost memory
 * nothing. Routes that read the session in the same statement as their data (an application's
 * read and saves) do not use it.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #hashOfId = new Map<string, string>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #monotonic: () => number;
  #listening = false;
  #generation = 0;

  constructor(notifications: Notifications, options: SessionCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_ENTRIES;
    this.#monotonic = options.monotonic ?? (() => performance.now());
    notifications.subscribe(SESSIONS_REVOKED, {
      message: (sessionId) => this.forget(sessionId),
      listening: (yes) => {
        this.#listening = yes;
        this.#clear();
      },
    });
  }

  /** Changes whenever a revocation is heard: a read begun before it must not be kept. */
  get generation(): number {
    return this.#generation;
  }

  /** The live session of this token hash, if this process read it in the last few seconds. */
  find(tokenHash: string, now: Date): Session | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.#monotonic() || entry.session.expires_at.getTime() <= now.getTime()) {
      this.#drop(entry.session);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a live session the database just answered, read since `generation` was taken. */
  remember(session: Session, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    if (!this.#entries.has(session.token_hash) && this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.values().next().value;
      if (oldest) this.#drop(oldest.session);
    }
    this.#entries.set(session.token_hash, { session, until: this.#monotonic() + this.#ttlMs });
    this.#hashOfId.set(session.id, session.token_hash);
  }

  /** A session revoked here or in another process: never answered from memory again. */
  forget(sessionId: string): void {
    this.#generation++;
    const tokenHash = this.#hashOfId.get(sessionId);
    this.#hashOfId.delete(sessionId);
    if (tokenHash !== undefined) this.#entries.delete(tokenHash);
  }

  #drop(session: Session): void {
    this.#entries.delete(session.token_hash);
    this.#hashOfId.delete(session.id);
  }

  #clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#hashOfId.clear();
  }
}
