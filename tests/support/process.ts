import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/*
 * A Rinn server in its own process, as an operator starts it: the tests read what it prints
 * and talk to it over HTTP. Its output is kept so a failure shows what the server said.
 */

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in the output; rejects on exit or timeout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export function startServerProcess(args: string[], env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const waitFor = (pattern: RegExp, timeoutMs = 50_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      let done = false;
      const check = () => {
        const match = pattern.exec(output);
        if (match && !done) finish(() => resolve(match));
      };
      const finish = (settle: () => void) => {
        done = true;
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`))),
        timeoutMs,
      );
      listeners.add(check);
      void exited.then((code) => {
        if (!done)
          finish(() => reject(new Error(`exited with ${code} before ${pattern}:\n${output}`)));
      });
      check();
    });

  return {
    child,
    output: () => output,
    exited,
    waitFor,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The URL in the start-up banner ("Rinn is running at …"). */
export async function serverUrl(server: ServerProcess, timeoutMs?: number): Promise<string> {
  const match = await server.waitFor(/Rinn is running at (http:\/\/localhost:\d+)/, timeoutMs);
  return match[1] ?? '';
}

/** The live child processes of `pid` and their command lines (Linux /proc). */
export function childProcesses(pid: number): { pid: number; command: string }[] {
  const children: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in field 2 may hold spaces and parentheses: read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) !== pid || state === 'Z') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      children.push({ pid: Number(entry), command });
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Whether a process with this pid exists. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
