import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../settings/timeouts';

/*
 * PostgreSQL's LISTEN/NOTIFY, one connection per opened database: how one process tells every
 * other process on the same database that something it may hold in memory has changed (a
 * session revoked, an account changed). Triggers send them (migration 023), so a change made by
 * hand in SQL is announced like one the server makes. A NOTIFY is delivered to every listener when its transaction commits.
 * Notifications sent while a listener was not connected are lost, so a subscriber is told when
 * listening stops and starts again, and must not trust what it holds in between.
 */

export interface Subscriber {
  /** A notification's payload on the subscribed channel. */
  message(payload: string): void;
  /** false: notifications may be missed from now on; true: listening (again) from now on. */
  listening(yes: boolean): void;
}

export interface Notifications {
  /** Listens on `channel` (one of those the hub was made for); returns the unsubscribe. */
  subscribe(channel: string, subscriber: Subscriber): () => void;
  close(): Promise<void>;
}

/**
 * Sessions updated (revoked) or deleted are announced here; the payload is the session's id, or
 * '*' when the table was emptied (TRUNCATE).
 */
export const SESSIONS_REVOKED = 'rinn_sessions_revoked';
/** Accounts (users rows) updated or deleted: the payload is the user's id, or '*' (TRUNCATE). */
export const USERS_CHANGED = 'rinn_users_changed';
/**
 * A kept count of applications changed (application_counts): the payload is its owner
 * ('partner:<id>', 'referral:<code>', 'link:<id>', …), or '*' (TRUNCATE).
 */
export const COUNTS_CHANGED = 'rinn_counts_changed';
/** The payload that stands for every row of the table. */
export const EVERY_ROW = '*';
const CHANNELS = [SESSIONS_REVOKED, USERS_CHANGED, COUNTS_CHANGED] as const;

const RECONNECT_MS = 1000;

/**
 * How often the listening connection asks `select 1` (issue 30): an idle connection to a database
 * that froze or whose host went away hears nothing, not even an error, and TCP keepalive alone
 * takes minutes to tell. A ping that fails or outlasts the query timeout counts as the
 * connection lost: the subscribers hear so, and it is opened again.
 */
export const LISTEN_PING_MS = 10_000;

function hub() {
  const subscribers = new Map<string, Set<Subscriber>>(CHANNELS.map((name) => [name, new Set()]));
  let listening = false;
  return {
    get listening() {
      return listening;
    },
    setListening(yes: boolean) {
      if (yes === listening) return;
      listening = yes;
      for (const set of subscribers.values())
        for (const subscriber of set) subscriber.listening(yes);
    },
    deliver(channel: string, payload: string) {
      for (const subscriber of subscribers.get(channel) ?? []) subscriber.message(payload);
    },
    add(channel: string, subscriber: Subscriber): () => void {
      const set = subscribers.get(channel);
      if (!set) throw new Error(`No notifications on channel "${channel}"`);
      set.add(subscriber);
      if (listening) subscriber.listening(true);
      return () => set.delete(subscriber);
    },
  };
}

/**
 * A dedicated connection (a pooled one may be handed to anyone between queries), opened on the
 * first subscription; when it is lost the subscribers hear so, and it is opened again a second
 * later.
 */
export function postgresNotifications(
  databaseUrl: string,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
  pingMs = LISTEN_PING_MS,
): Notifications {
  const state = hub();
  let client: pg.Client | undefined;
  let ping: NodeJS.Timeout | undefined;
  let starting = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (client === which) {
      client = undefined;
      clearInterval(ping);
    }
    state.setListening(false);
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    if (!closed && retry === undefined && !starting && client === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
      retry.unref();
    }
  };

  const connect = async () => {
    if (closed || client || starting) return;
    starting = true;
    // The same connect and query timeouts as the pool's, and TCP keepalive: a dead database is
    // noticed rather than waited on forever.
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs + 1_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: pingMs,
    });
    next.on('notification', (note) => state.deliver(note.channel, note.payload ?? ''));
    // Without an 'error' listener a dropped connection would end the whole server.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of CHANNELS) await next.query(`LISTEN ${channel}`);
      starting = false;
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      state.setListening(true);
      let waiting = false;
      ping = setInterval(() => {
        // One ping at a time: a frozen server leaves the last one waiting for its timeout.
        if (waiting) return;
        waiting = true;
        next.query('select 1').then(
          () => (waiting = false),
          () => lost(next),
        );
      }, pingMs);
      ping.unref();
    } catch {
      starting = false;
      lost(next);
    }
  };

  return {
    subscribe(channel, subscriber) {
      const unsubscribe = state.add(channel, subscriber);
      void connect();
      return unsubscribe;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const open = client;
      client = undefined;
      state.setListening(false);
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => undefined);
      }
    },
  };
}

/** PGlite runs in this process: its notifications reach the listeners of the same instance. */
export function pgliteNotifications(pglite: PGlite): Notifications {
  const state = hub();
  let started: Promise<void> | undefined;
  let closed = false;
  const unlisten: (() => Promise<void>)[] = [];
  const start = async () => {
    for (const channel of CHANNELS) {
      unlisten.push(await pglite.listen(channel, (payload) => state.deliver(channel, payload)));
    }
    if (!closed) state.setListening(true);
  };
  return {
    subscribe(channel, subscriber) {
      const unsubscribe = state.add(channel, subscriber);
      started ??= start().catch(() => state.setListening(false));
      return unsubscribe;
    },
    async close() {
      closed = true;
      state.setListening(false);
      await started;
      if (!pglite.closed) await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
    },
  };
}
