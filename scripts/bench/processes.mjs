// Child processes and temporary folders of a bench run, so every one of them is removed on the
// way out: after a normal run, on a failure and on Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const children = new Set();
const folders = new Set();
const cleanups = [];

/** A temporary folder removed by cleanUp(). */
export function tempFolder(prefix) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.add(folder);
  return folder;
}

/** Work to do in cleanUp() (e.g. drop a database), newest first. */
export function onCleanUp(task) {
  cleanups.unshift(task);
}

/**
 * Starts `node ...args` and resolves once its output matches `ready` (its first group is the
 * URL). The output is kept for the caller (worker pids) and for the error of a failed start.
 */
export function startNode(args, env, ready, timeoutMs = 120_000) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const started = { child, output: '', url: '' };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${args.join(' ')} did not start in time:\n${started.output}`)),
      timeoutMs,
    );
    const read = (chunk) => {
      started.output += chunk.toString();
      const match = ready.exec(started.output);
      if (match && !started.url) {
        clearTimeout(timer);
        started.url = match[1];
        resolve(started);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${started.output}`));
    });
  });
}

/** SIGTERM (the servers' graceful shutdown), then SIGKILL if it takes more than 10 s. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

let cleaning;
/** Stops every child, runs the clean-up tasks, removes every temporary folder. Once. */
export function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stop));
    for (const task of cleanups) {
      try {
        await task();
      } catch (error) {
        console.error('clean-up:', error instanceof Error ? error.message : error);
      }
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  })();
  return cleaning;
}

/**
 * Runs a bench's main: a failure is printed and the exit code set; on the way out, and on
 * Ctrl-C, every server is stopped and every temporary folder and database removed.
 */
export async function runBench(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the servers and removing temporary data`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
