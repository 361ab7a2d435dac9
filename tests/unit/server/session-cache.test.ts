import { describe, expect, it } from 'vitest';
import type { Notifications, Subscriber } from '../../../server/db/notifications';
import type { Session } from '../../../server/db/schema';
import { SessionCache } from '../../../server/usecases/session-cache';

/** Notifications the test delivers by hand. */
function handNotifications() {
  const subscribers: Subscriber[] = [];
  const notifications: Notifications = {
    subscribe: (_channel, subscriber) => {
      subscribers.push(subscriber);
      return () => undefined;
    },
    close: async () => undefined,
  };
  return {
    notifications,
    send: (payload: string) => subscribers.forEach((subscriber) => subscriber.message(payload)),
    listening: (yes: boolean) => subscribers.forEach((subscriber) => subscriber.listening(yes)),
  };
}

const NOW = new Date('2026-11-25T12:00:00Z');

function session(id: string, expiresAt = new Date(NOW.getTime() + 60_000)): Session {
  return {
    id,
    token_hash: `hash-${id}`,
    kind: 'LOGIN',
    user_id: 'user',
    mobile: '9876543210',
    created_at: NOW,
    expires_at: expiresAt,
    revoked_at: null,
    brand: 'default',
    role: 'AGENT',
    origin: null,
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
    expect(cache.find('hash-a', NOW)?.id).toBe('a');
    advance(1);
    expect(cache.find('hash-a', NOW)).toBeUndefined();
  });

  it('refuses a kept session from its expiry on, as the query would', () => {
    const { cache } = cacheWith();
    cache.remember(session('a', new Date(NOW.getTime() + 1000)), cache.generation);
    expect(cache.find('hash-a', new Date(NOW.getTime() + 999))?.id).toBe('a');
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
    expect(cache.find('hash-c', NOW)?.id).toBe('c');
  });

  it('holds at most its number of sessions, dropping the oldest', () => {
    const { cache } = cacheWith({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.remember(session(id), cache.generation);
    expect(cache.find('hash-a', NOW)).toBeUndefined();
    expect(cache.find('hash-b', NOW)?.id).toBe('b');
    expect(cache.find('hash-c', NOW)?.id).toBe('c');
  });
});
