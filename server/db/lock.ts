import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data folder corrupt it. A pid file
 * created with O_EXCL makes the second process fail loudly; a lock left by a process that died
 * (no graceful shutdown) is taken over, because its pid is no longer alive.
 */

export const LOCK_FILE = 'rinn.lock';

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** `shownDir` is how the error names the folder (as the operator configured it). */
export function lockDataDir(dataDir: string, shownDir: string = dataDir): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  // Two attempts: the second follows removing a stale lock. If another process wins that race,
  // its fresh lock makes our second create fail and we report it like any live lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(path)) {
      const release = () => {
        if (readPid(path) === process.pid) rmSync(path, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    }
    const holder = readPid(path);
    if (holder !== null && isAlive(holder)) {
      throw new Error(
        `Another Rinn server (pid ${holder}) is using ${shownDir}. Stop it first, or set ` +
          'RINN_DATA_DIR to another folder.',
      );
    }
    rmSync(path, { force: true });
  }
  const holder = readPid(path) ?? 'unknown';
  throw new Error(`Another Rinn server (pid ${holder}) is using ${shownDir}.`);
}
