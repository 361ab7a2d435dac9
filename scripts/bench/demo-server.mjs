// The compiled server as the benches start it: demo mode (the seeded demo people and the dev
// outbox, so a bench logs in as a person would), on a port of its own, no SMS webhook, one
// process unless `env` says otherwise, and OTP send caps raised so repeated runs can log in.
import { BUILT_SERVER } from './build.mjs';
import { startNode } from './processes.mjs';

/** What the server prints once it listens; its group is the URL. */
export const SERVER_READY = /Rinn is running at (http:\/\/\S+) /;

/** The environment of a bench's server: the demo defaults, then `env`. */
export function demoServerEnv(env = {}) {
  return {
    PORT: '0',
    RINN_MODE: 'demo',
    RINN_SMS_WEBHOOK_URL: '',
    RINN_WORKERS: '',
    RINN_OTP_SENDS_PER_HOUR: '1000',
    RINN_OTP_SENDS_PER_IP_PER_HOUR: '1000',
    ...env,
  };
}

/** Starts the compiled server `file` with demoServerEnv(env); resolves once it listens. */
export function startDemoServer(env = {}, file = BUILT_SERVER) {
  return startNode([file], demoServerEnv(env), SERVER_READY);
}

/** The pids of a started server's processes: the server, and with RINN_WORKERS its workers. */
export function serverPids(server) {
  const workers = /Workers: .*\(pids ([\d, ]+)\)/.exec(server.output)?.[1];
  return [server.child.pid, ...(workers ? workers.split(',').map((pid) => Number(pid)) : [])];
}
