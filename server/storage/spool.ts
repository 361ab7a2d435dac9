import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * Spool folders: where an upload (or the demo seed) waits in the temp folder while it is
 * checked. Each request removes its own, but a process killed mid-request leaves it behind. A
 * folder's name says which process made it — `rinn-upload-<pid>-<process token>-XXXXXX` — so
 * start-up can tell a dead process's leftovers from the live uploads of the other workers that
 * share the temp folder (RINN_WORKERS).
 */

/** The kinds of spool folder the server makes in the temp folder. */
export const SPOOL_PREFIXES = ['rinn-upload-', 'rinn-demo-documents-'] as const;
export type SpoolPrefix = (typeof SPOOL_PREFIXES)[number];

/**
 * No request lasts this long (Node's requestTimeout is 5 minutes): a spool folder untouched
 * for an hour is stale whoever made it, even when its pid now belongs to another process.
 */
export const SPOOL_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * This process among those with its pid: a container restarts its server under the same pid,
 * so the pid alone would take a dead process's folders for this one's.
 */
const PROCESS_TOKEN = randomBytes(4).toString('hex');

/** A new spool folder of this process under `parent`. */
export function makeSpoolFolder(parent: string, prefix: SpoolPrefix): Promise<string> {
  return mkdtemp(join(parent, `${prefix}${process.pid}-${PROCESS_TOKEN}-`));
}

/** The maker of a spool folder by its name; null for names without one (older versions). */
function makerOf(name: string): { pid: number; token: string } | null {
  const prefix = SPOOL_PREFIXES.find((candidate) => name.startsWith(candidate));
  const match = prefix ? /^(\d+)-([0-9a-f]{8})-/.exec(name.slice(prefix.length)) : null;
  return match ? { pid: Number(match[1]), token: match[2] ?? '' } : null;
}

/** Whether a process with this pid is running (EPERM: it is, under another user). */
function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the folder or anything in it last changed: a live upload keeps writing its file. */
async function lastChange(folder: string): Promise<number> {
  let latest = (await stat(folder)).mtimeMs;
  for (const entry of await readdir(folder)) {
    const changed = await stat(join(folder, entry)).then(
      (found) => found.mtimeMs,
      () => 0,
    );
    latest = Math.max(latest, changed);
  }
  return latest;
}

/** Whether a spool folder can no longer be in use. */
async function isStale(parent: string, name: string, now: Date): Promise<boolean> {
  const maker = makerOf(name);
  if (maker && maker.pid === process.pid && maker.token === PROCESS_TOKEN) return false;
  const age = now.getTime() - (await lastChange(join(parent, name)));
  if (age > SPOOL_MAX_AGE_MS) return true;
  // A younger one is stale once its maker is gone; one of another process with this pid (a
  // restart under the same pid) is gone too. Without a maker in the name, only age tells.
  if (!maker) return false;
  return maker.pid === process.pid || !processIsRunning(maker.pid);
}

/**
 * Removes the spool folders under `parent` that no running request can be using: those of
 * processes that are gone, and any untouched for SPOOL_MAX_AGE_MS. Answers their paths.
 */
export async function removeStaleSpools(parent: string, now: Date): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!SPOOL_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const path = join(parent, name);
    // Another process may remove it meanwhile (its request ended, or its own sweep): skip.
    const stale = await isStale(parent, name, now).catch(() => false);
    if (!stale) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(path);
  }
  return removed;
}
