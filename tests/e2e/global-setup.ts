import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { freePort, startServer } from './support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the real API server serving the built front end. */
    serverPort: number;
  }
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
  const server = await startServer({ port, dataDir });
  project.provide('serverPort', port);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
