import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the real API server serving the built front end. */
    serverPort: number;
  }
}

function freePort(): Promise<number> {
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
    const deadline = setTimeout(
      () => fail(new Error(`server did not start within 60 s:\n${output}`)),
      60_000,
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
 * The browser suite runs against the product as a user gets it: the production build of the
 * front end, served by the real API server on the embedded database with demo data.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would give React's development build; users get production.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      RINN_DATA_DIR: dataDir,
      RINN_MODE: 'demo',
      DATABASE_URL: '',
      // The model-based paths log the demo partner in dozens of times within the hour.
      RINN_OTP_SENDS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForListening(server, port);
  project.provide('serverPort', port);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
