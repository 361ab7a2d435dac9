import { tmpdir } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../log/logger';
import { LINK_LIFETIME_SECONDS, type DocumentStorage } from '../storage/port';
import { removeStaleSpools } from '../storage/spool';
import { pruneIdempotencyKeys } from './idempotency';
import { EXPORTS_PREFIX } from './lender-actions/export-file';

/**
 * The abuse counters only ever look back an hour (a wrong-code wait ends at most an hour after
 * the code that started it), so a day is plenty: older rows are deleted. The security events
 * in the logs are the lasting record.
 */
export const ABUSE_COUNTERS_KEPT_MS = 24 * 60 * 60 * 1000;

/** How often the server prunes (server/main.ts). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface Pruned {
  otp_sends: number;
  otp_wrong_codes: number;
  login_lookup_misses: number;
  track_misses: number;
  /** Idempotency-Keys older than a day (issue 30 item 2). */
  idempotency_keys: number;
}

/**
 * Deletes abuse-counter rows and Idempotency-Keys older than a day; several processes may run
 * it at once.
 */
export async function pruneAbuseCounters(db: Kysely<Database>, now: Date): Promise<Pruned> {
  const before = new Date(now.getTime() - ABUSE_COUNTERS_KEPT_MS);
  const [sends, wrongCodes, misses, trackMisses, keys] = await Promise.all([
    db.deleteFrom('otp_sends').where('sent_at', '<', before).executeTakeFirst(),
    db.deleteFrom('otp_wrong_codes').where('failed_at', '<', before).executeTakeFirst(),
    db.deleteFrom('login_lookup_misses').where('missed_at', '<', before).executeTakeFirst(),
    db.deleteFrom('track_misses').where('missed_at', '<', before).executeTakeFirst(),
    pruneIdempotencyKeys(db, now),
  ]);
  return {
    otp_sends: Number(sends.numDeletedRows),
    otp_wrong_codes: Number(wrongCodes.numDeletedRows),
    login_lookup_misses: Number(misses.numDeletedRows),
    track_misses: Number(trackMisses.numDeletedRows),
    idempotency_keys: keys,
  };
}

/**
 * An upload stores its file, then inserts its row: a file no row points to may be a request
 * half way through. Only one this much older than that is an orphan.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** Where uploads keep what the database points to (server/usecases/documents.ts). */
const UPLOADED_KEYS = 'applications/';

/** Rows are looked up for this many keys at a time. */
const KEYS_PER_QUERY = 500;

export interface SweptUploads {
  /** Spool folders of processes that are gone, or untouched for an hour. */
  spoolFolders: string[];
  /** Writes into the storage cut short (local `.partial-*` files) older than the grace. */
  unfinishedFiles: string[];
  /** Stored files no documents row points to, older than the grace. */
  orphanFiles: string[];
}

export interface SweepDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  /** The temp folder uploads spool in (the system's unless set). */
  spoolDir: string;
  now: Date;
}

/** The stored files under applications/ no row points to, written before `before`. */
async function orphanKeys(deps: SweepDeps, before: Date): Promise<string[]> {
  const old = (await deps.storage.listObjects(UPLOADED_KEYS))
    .filter((object) => object.modifiedAt < before)
    .map((object) => object.key);
  const orphans: string[] = [];
  for (let at = 0; at < old.length; at += KEYS_PER_QUERY) {
    const batch = old.slice(at, at + KEYS_PER_QUERY);
    const rows = await deps.db
      .selectFrom('documents')
      .select('storage_key')
      .where('storage_key', 'in', batch)
      .execute();
    const pointedTo = new Set(rows.map((row) => row.storage_key));
    orphans.push(...batch.filter((key) => !pointedTo.has(key)));
  }
  return orphans;
}

/**
 * What crashed requests left behind (issue 16 item 5): stale spool folders, unfinished writes
 * into the storage and stored files no row points to. Run at start and hourly by every process;
 * each removal is idempotent, and nothing a live request may still use is touched (live
 * processes' spools, anything younger than ORPHAN_GRACE_MS in the storage).
 */
export async function sweepStaleUploads(deps: SweepDeps): Promise<SweptUploads> {
  const before = new Date(deps.now.getTime() - ORPHAN_GRACE_MS);
  const spoolFolders = await removeStaleSpools(deps.spoolDir, deps.now);
  const unfinishedFiles = await deps.storage.removeUnfinished(before);
  const orphanFiles: string[] = [];
  for (const key of await orphanKeys(deps, before)) {
    // One that cannot be removed now is tried again next time; the rest still go.
    const removed = await deps.storage.delete(key).then(
      () => true,
      () => false,
    );
    if (removed) orphanFiles.push(key);
  }
  return { spoolFolders, unfinishedFiles, orphanFiles };
}

/** At most this many paths or keys of each kind in the log line; the counts are whole. */
const LOGGED_PER_KIND = 200;

/**
 * Removes what crashed uploads left (spool folders, unfinished writes, orphan files) and logs
 * what went: counts, paths and keys, never contents. A failure is logged, never fatal: the
 * server serves without it, and the next hour tries again.
 */
export async function sweepUploads(
  deps: Omit<SweepDeps, 'spoolDir' | 'now'> & { log: Logger; spoolDir?: string; now?: Date },
): Promise<SweptUploads | null> {
  const { log } = deps;
  try {
    const swept = await sweepStaleUploads({
      db: deps.db,
      storage: deps.storage,
      spoolDir: deps.spoolDir ?? tmpdir(),
      now: deps.now ?? new Date(),
    });
    const kinds: [string, keyof SweptUploads][] = [
      ['spool_folders', 'spoolFolders'],
      ['unfinished_files', 'unfinishedFiles'],
      ['orphan_files', 'orphanFiles'],
    ];
    const removed = Object.fromEntries(kinds.map(([name, kind]) => [name, swept[kind].length]));
    const listed = Object.fromEntries(
      kinds.map(([name, kind]) => [name, swept[kind].slice(0, LOGGED_PER_KIND)]),
    );
    const any = Object.values(removed).some((count) => count > 0);
    log[any ? 'info' : 'debug']({ removed, ...listed }, 'stale uploads removed');
    return swept;
  } catch (error) {
    log.error({ err: { message: (error as Error).message } }, 'removing stale uploads failed');
    return null;
  }
}

/*
 * Export workbooks (issue 29 item 12): a workbook holds the application whole, the PAN
 * included, and is only there to be downloaded through its 10-minute link; a probe found them on
 * disk long after. The export sweep deletes every one stored under exports/ once its link has
 * expired, with a minute's grace for the moment between the write and the signing of the link.
 * Every process runs it each minute (server/main.ts), so none outlives its link by more than
 * about two minutes; deleting one twice is harmless.
 */

/** A workbook is deleted this long after it was written: its link's lifetime and a minute. */
export const EXPORT_KEPT_MS = (LINK_LIFETIME_SECONDS + 60) * 1000;

/** How often every process sweeps expired exports (server/main.ts). */
export const EXPORT_SWEEP_EVERY_MS = 60 * 1000;

/** Deletes the export workbooks written before `now` − EXPORT_KEPT_MS; answers their keys. */
export async function sweepExpiredExports(storage: DocumentStorage, now: Date): Promise<string[]> {
  const before = new Date(now.getTime() - EXPORT_KEPT_MS);
  const expired = (await storage.listObjects(EXPORTS_PREFIX))
    .filter((object) => object.modifiedAt < before)
    .map((object) => object.key);
  const removed: string[] = [];
  for (const key of expired) {
    // One that cannot be removed now is tried again at the next sweep; the rest still go.
    const gone = await storage.delete(key).then(
      () => true,
      () => false,
    );
    if (gone) removed.push(key);
  }
  return removed;
}

/** sweepExpiredExports, logged (counts only: a key names a tracker id); never fatal. */
export async function sweepExports(deps: {
  storage: DocumentStorage;
  log: Logger;
  now?: Date;
}): Promise<string[] | null> {
  try {
    const removed = await sweepExpiredExports(deps.storage, deps.now ?? new Date());
    deps.log[removed.length > 0 ? 'info' : 'debug'](
      { removed: { export_files: removed.length } },
      'expired exports removed',
    );
    return removed;
  } catch (error) {
    deps.log.error(
      { err: { message: (error as Error).message } },
      'removing expired exports failed',
    );
    return null;
  }
}
