import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { freePort, startServer } from './support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the real API server serving the built front end. */
    serverPort: number;
    /** The one Chromium every browser file connects to (launchBrowser in support/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * The browser suite runs against the product as a user gets it: the production build of the
 * front end, served by the real API server on the embedded database with demo data, in one
 * real Chromium that every file connects to.
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
  // One Chromium for the run: each file connects to it instead of starting its own.
  const chromiumServer = await chromium
    .launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  project.provide('browserEndpoint', chromiumServer.wsEndpoint());

  return async () => {
    await chromiumServer.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
