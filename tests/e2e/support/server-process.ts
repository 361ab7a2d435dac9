import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

function waitForListening(server: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (error: Error) => {
      clearTimeout(deadline);
      reject(error);
    };
    // Only a give-up deadline: a start (initdb, migrations, seed) took over 60 s on the 2-core
    // machine while other runs loaded it, and failed the whole browser project for nothing.
    const deadline = setTimeout(
      () => fail(new Error(`server did not start within 180 s:\n${output}`)),
      180_000,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`localhost:${port}`)) {
        clearTimeout(deadline);
        resolve();
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * The browser suite's server lets a code be resent this many seconds after it was texted
 * (RINN_OTP_RESEND_SECONDS; 30 by default). The page's countdown still shows 30 s, run on the
 * page's simulated clock; only the server's real wait is shortened, so a Resend path waits 1 s
 * for real instead of 30.
 */
export const E2E_OTP_RESEND_SECONDS = 1;

export interface ServerProcess {
  stop(): Promise<void>;
}

/**
 * The real server (demo mode, embedded database in `dataDir`) as its own process on `port`,
 * serving the built front end in `staticDir`.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  staticDir?: string;
}): Promise<ServerProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      RINN_DATA_DIR: options.dataDir,
      ...(options.staticDir ? { RINN_STATIC_DIR: options.staticDir } : {}),
      RINN_MODE: 'demo',
      DATABASE_URL: '',
      // The model-based paths log the demo partner in dozens of times within the hour, all from
      // 127.0.0.1, typing wrong codes and unregistered mobiles on purpose.
      RINN_OTP_SENDS_PER_HOUR: '1000',
      RINN_OTP_SENDS_PER_IP_PER_HOUR: '100000',
      RINN_OTP_SENDS_PER_HOUR_GLOBAL: '100000',
      RINN_OTP_UNKNOWN_MOBILES_PER_IP_PER_HOUR: '100000',
      RINN_OTP_WRONG_CODES_PER_MOBILE_PER_HOUR: '100000',
      RINN_OTP_WRONG_CODES_PER_MOBILE_PER_HOUR_GLOBAL: '100000',
      RINN_OTP_RESEND_SECONDS: String(E2E_OTP_RESEND_SECONDS),
      // The tracking model types an unknown tracker id on many of its paths.
      RINN_TRACK_MISSES_PER_IP_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForListening(server, options.port);
  return {
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
