import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/*
 * A throwaway PostgreSQL cluster of this file's own, made with the machine's initdb/pg_ctl as
 * .ci/run makes CI's (as the postgres user when run as root: initdb refuses root), so a test can
 * stop and start it. Null when the binaries are absent: such a test skips itself.
 */

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** pg_ctl stop -m fast: connections end with 57P01, new ones are refused. */
  stop(): void;
  start(): void;
  /**
   * SIGSTOP to the server and every process of it: connections stay open and nothing answers
   * (a frozen host). Returns the thaw (SIGCONT).
   */
  freeze(): () => void;
  destroy(): void;
}

function pgBin(): string | null {
  const candidates = (process.env['PATH'] ?? '').split(delimiter);
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql')) {
      candidates.push(join('/usr/lib/postgresql', version, 'bin'));
    }
  }
  return (
    candidates.find(
      (folder) =>
        folder && existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl')),
    ) ?? null
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Whether this machine can make a cluster (the binaries, and an unprivileged user if root). */
export function canMakeCluster(): boolean {
  if (pgBin() === null) return false;
  return process.getuid?.() !== 0 || postgresUser() !== null;
}

export async function startCluster(): Promise<PgCluster> {
  const bin = pgBin();
  if (!bin) throw new Error('initdb and pg_ctl are not on this machine');
  const dir = mkdtempSync(join(tmpdir(), 'rinn-pg-'));
  const user = process.getuid?.() === 0 ? postgresUser() : null;
  if (user) chownSync(dir, user.uid, user.gid);
  const port = await freePort();
  const run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, {
      stdio: 'ignore',
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    freeze() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter((line) => line.trim() !== '')
        .map(Number);
      const all = [postmaster, ...children];
      for (const pid of all) process.kill(pid, 'SIGSTOP');
      return () => {
        for (const pid of all) process.kill(pid, 'SIGCONT');
      };
    },
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
