import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/lingui-macros';

// Three projects, one command: pure units, the API against a real database, and the
// browser suite against the real server in real Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [linguiMacros(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // One module graph for every file of the worker instead of a fresh one per file: the
          // files keep no state between them (issue 31; README, "Running the tests").
          isolate: false,
          // A few suites start the real server on PGlite in beforeAll: 10 s is short on a busy
          // 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The browser suites import a few of the app's tables (the planned screens' titles), whose
        // texts are Lingui macros.
        plugins: [linguiMacros()],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
