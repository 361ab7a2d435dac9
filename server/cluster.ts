import cluster, { type Worker } from 'node:cluster';

/*
 * RINN_WORKERS on PostgreSQL. The primary process has migrated and seeded the database; here it
 * forks the workers, which each open their own pool and serve the same port (node:cluster hands
 * connections to them in turn). The primary serves nothing itself: it replaces a worker that
 * dies, and on SIGTERM or SIGINT stops them all gracefully.
 */

/** How long workers get to finish their requests and close their pools on shutdown. */
const STOP_TIMEOUT_MS = 10_000;

export interface WorkerPoolOptions {
  workers: number;
  /** Once every worker listens: the port they share and their pids, for the banner. */
  onReady(port: number, pids: number[]): void;
}

const pidOf = (worker: Worker) => worker.process.pid ?? 0;

export function runWorkers({ workers, onReady }: WorkerPoolOptions): void {
  const live = new Set<Worker>();
  const serving = new Set<Worker>();
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => live.add(cluster.fork());

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    console.log(`${reason}: shutting down ${live.size} worker${live.size === 1 ? '' : 's'}`);
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
  };

  cluster.on('listening', (worker, address) => {
    serving.add(worker);
    if (ready) {
      console.log(`Worker ${pidOf(worker)} is serving`);
    } else if (serving.size === workers) {
      ready = true;
      onReady(address.port, [...serving].map(pidOf));
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const served = serving.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    // A worker that dies before it listens would die again: stop rather than fork forever.
    if (!served) {
      stop(`Worker ${pidOf(worker)} exited (${how}) before it could serve`, 1);
      return;
    }
    console.error(`Worker ${pidOf(worker)} exited (${how}): starting another`);
    fork();
  });

  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('SIGTERM', () => stop('SIGTERM', 0));

  for (let index = 0; index < workers; index++) fork();
}
