import { describe, expect, it } from 'vitest';
import {
  COUNTS_CHANGED,
  SESSIONS_REVOKED,
  USERS_CHANGED,
  type Notifications,
  type Subscriber,
} from '../../../server/db/notifications';
import type { Session, User } from '../../../server/db/schema';
import { SessionCache } from '../../../server/usecases/session-cache';

/** Notifications the test delivers by hand, per channel. */
function handNotifications() {
  const subscribers: { channel: string; subscriber: Subscriber }[] = [];
  const notifications: Notifications = {
    subscribe: (channel, subscriber) => {
      subscribers.push({ channel, subscriber });
      return () => undefined;
    },
    close: async () => undefined,
  };
  const on = (channel: string) =>
    subscribers.filter((entry) => entry.channel === channel).map((entry) => entry.subscriber);
  return {
    notifications,
    /** A session's id (or '*') on the sessions channel, as the trigger on `sessions` sends. */
    send: (payload: string) => on(SESSIONS_REVOKED).forEach((s) => s.message(payload)),
    /** A user's id (or '*') on the users channel, as the trigger on `users` sends. */
    sendUser: (payload: string) => on(USERS_CHANGED).forEach((s) => s.message(payload)),
    /** A count's owner (or '*'), as the trigger on `application_counts` sends. */
    sendCount: (payload: string) => on(COUNTS_CHANGED).forEach((s) => s.message(payload)),
    listening: (yes: boolean, channel?: string) =>
      subscribers
        .filter((entry) => channel === undefined || entry.channel === channel)
        .forEach((entry) => entry.subscriber.listening(yes)),
  };
}

const NOW = new Date('2026-11-25T12:00:00Z');
const OWNERS = ['partner:user', 'referral:R1', 'link:user'];

function session(
  id: string,
  expiresAt = new Date(NOW.getTime() + 60_000),
  userId = 'user',
): Session {
  return {
    id,
    token_hash: `hash-${id}`,
    kind: 'LOGIN',
    user_id: userId,
    mobile: '9876543210',
    created_at: NOW,
    expires_at: expiresAt,
    revoked_at: null,
    brand: 'default',
    role: 'AGENT',
    origin: null,
  };
}

function account(id = 'user'): User {
  return {
    id,
    role: 'AGENT',
    language: 'en',
    first_name: 'Asha',
    last_name: 'Rao',
    email: null,
    mobile: '9876543210',
    address: null,
    pincode: null,
    city: null,
    state: null,
    pan: null,
    aadhaar_front: null,
    aadhaar_back: null,
    cancelled_cheque: null,
    account_number: null,
    bank_name: null,
    ifsc: null,
    referral_code: null,
    partner_kind: null,
    created_at: NOW,
  };
}

function cacheWith(options: { maxEntries?: number } = {}) {
  const hand = handNotifications();
  let monotonic = 0;
  const cache = new SessionCache(hand.notifications, {
    ttlMs: 5000,
    monotonic: () => monotonic,
    ...options,
  });
  hand.listening(true);
  return { cache, hand, advance: (ms: number) => (monotonic += ms) };
}

describe('SessionCache', () => {
  it('keeps a session for its time and no longer', () => {
    const { cache, advance } = cacheWith();
    cache.remember(session('a'), cache.generation);
    advance(4999);
    expect(cache.find('hash-a', NOW)?.session.id).toBe('a');
    advance(1);
    expect(cache.find('hash-a', NOW)).toBeUndefined();
  });

  it('refuses a kept session from its expiry on, as the query would', () => {
    const { cache } = cacheWith();
    cache.remember(session('a', new Date(NOW.getTime() + 1000)), cache.generation);
    expect(cache.find('hash-a', new Date(NOW.getTime() + 999))?.session.id).toBe('a');
    expect(cache.find('hash-a', new Date(NOW.getTime() + 1000))).toBeUndefined();
  });

  it('drops a session revoked here or announced by another process', () => {
    const { cache, hand } = cacheWith();
    cache.remember(session('a'), cache.generation);
    cache.remember(session('b'), cache.generation);
    cache.forget('a');
    hand.send('b');
    expect(cache.find('hash-a', NOW)).toBeUndefined();
    expect(cache.find('hash-b', NOW)).toBeUndefined();
  });

  it('does not keep a row read before a revocation was heard', () => {
    const { cache, hand } = cacheWith();
    const generation = cache.generation; // the query starts
    hand.send('a'); // the logout commits while it runs
    cache.remember(session('a'), generation); // the query answers the row it read before
    expect(cache.find('hash-a', NOW)).toBeUndefined();
  });

  it('keeps nothing while it is not listening, and forgets all when listening stops', () => {
    const { cache, hand } = cacheWith();
    cache.remember(session('a'), cache.generation);
    hand.listening(false);
    expect(cache.find('hash-a', NOW)).toBeUndefined();
    cache.remember(session('b'), cache.generation);
    expect(cache.find('hash-b', NOW)).toBeUndefined();
    hand.listening(true);
    cache.remember(session('c'), cache.generation);
    expect(cache.find('hash-c', NOW)?.session.id).toBe('c');
  });

  it('keeps nothing unless it listens on every channel', () => {
    for (const channel of [SESSIONS_REVOKED, USERS_CHANGED, COUNTS_CHANGED]) {
      const { cache, hand } = cacheWith();
      hand.listening(false, channel);
      cache.remember(session('a'), cache.generation, account());
      cache.rememberCount('user', OWNERS, 7, cache.countGeneration);
      expect(cache.find('hash-a', NOW)).toBeUndefined();
      expect(cache.findCount('user', OWNERS)).toBeUndefined();
    }
  });

  it('holds at most its number of sessions, dropping the oldest', () => {
    const { cache } = cacheWith({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.remember(session(id), cache.generation);
    expect(cache.find('hash-a', NOW)).toBeUndefined();
    expect(cache.find('hash-b', NOW)?.session.id).toBe('b');
    expect(cache.find('hash-c', NOW)?.session.id).toBe('c');
  });

  it('keeps the account beside its session, read with it or after it', () => {
    const { cache } = cacheWith();
    cache.remember(session('a'), cache.generation, account());
    expect(cache.find('hash-a', NOW)?.account?.first_name).toBe('Asha');
    cache.remember(session('b'), cache.generation);
    const found = cache.find('hash-b', NOW);
    expect(found?.account).toBeUndefined();
    cache.rememberAccount(found!.session, account(), cache.generation);
    expect(cache.find('hash-b', NOW)?.account?.id).toBe('user');
  });

  it('never pairs a session with another account', () => {
    const { cache } = cacheWith();
    cache.remember(session('a'), cache.generation, account('someone-else'));
    expect(cache.find('hash-a', NOW)?.account).toBeUndefined();
  });

  it('drops every session of an account announced as changed, and only those', () => {
    const { cache, hand } = cacheWith();
    cache.remember(session('a'), cache.generation, account());
    cache.remember(session('b'), cache.generation);
    cache.remember(session('c', undefined, 'other'), cache.generation, account('other'));
    hand.sendUser('user');
    expect(cache.find('hash-a', NOW)).toBeUndefined();
    expect(cache.find('hash-b', NOW)).toBeUndefined();
    expect(cache.find('hash-c', NOW)?.account?.id).toBe('other');
  });

  it('does not keep an account read before a change to it was heard', () => {
    const { cache, hand } = cacheWith();
    cache.remember(session('a'), cache.generation);
    const found = cache.find('hash-a', NOW)!;
    const generation = cache.generation; // the account's query starts
    hand.sendUser('user'); // the account changes while it runs
    cache.rememberAccount(found.session, account(), generation);
    expect(cache.find('hash-a', NOW)).toBeUndefined();
    // A session kept again later is not paired with the stale row either.
    cache.remember(session('a'), cache.generation);
    cache.rememberAccount(found.session, account(), generation);
    expect(cache.find('hash-a', NOW)?.account).toBeUndefined();
  });

  it('forgets everything when either table is emptied', () => {
    for (const empty of ['sessions', 'users'] as const) {
      const { cache, hand } = cacheWith();
      cache.remember(session('a'), cache.generation, account());
      cache.remember(session('b', undefined, 'other'), cache.generation);
      if (empty === 'sessions') hand.send('*');
      else hand.sendUser('*');
      expect(cache.find('hash-a', NOW)).toBeUndefined();
      expect(cache.find('hash-b', NOW)).toBeUndefined();
    }
  });

  it("keeps a partner's count for its time, for the same owners only", () => {
    const { cache, advance } = cacheWith();
    cache.rememberCount('user', OWNERS, 7, cache.countGeneration);
    advance(4999);
    expect(cache.findCount('user', OWNERS)).toBe(7);
    // A referral code given since: other owners, another sum.
    expect(cache.findCount('user', [...OWNERS, 'referral:NEW'])).toBeUndefined();
    cache.rememberCount('user', OWNERS, 7, cache.countGeneration);
    advance(5000);
    expect(cache.findCount('user', OWNERS)).toBeUndefined();
  });

  it("drops a count when one of its owners' kept counts changes, and only that one", () => {
    const { cache, hand } = cacheWith();
    cache.rememberCount('user', OWNERS, 7, cache.countGeneration);
    cache.rememberCount('other', ['partner:other', 'link:other'], 3, cache.countGeneration);
    hand.sendCount('link:user');
    expect(cache.findCount('user', OWNERS)).toBeUndefined();
    expect(cache.findCount('other', ['partner:other', 'link:other'])).toBe(3);
    hand.sendCount('*');
    expect(cache.findCount('other', ['partner:other', 'link:other'])).toBeUndefined();
  });

  it('drops a count after the partner wrote here or its account changed', () => {
    const { cache, hand } = cacheWith();
    cache.rememberCount('user', OWNERS, 7, cache.countGeneration);
    cache.forgetCount('user');
    expect(cache.findCount('user', OWNERS)).toBeUndefined();
    cache.rememberCount('user', OWNERS, 8, cache.countGeneration);
    hand.sendUser('user');
    expect(cache.findCount('user', OWNERS)).toBeUndefined();
  });

  it('does not keep a count read before a change was heard', () => {
    const { cache, hand } = cacheWith();
    const generation = cache.countGeneration; // the count's query starts
    hand.sendCount('partner:user'); // an application is made meanwhile
    cache.rememberCount('user', OWNERS, 7, generation);
    expect(cache.findCount('user', OWNERS)).toBeUndefined();
  });
});
