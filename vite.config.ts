import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chartDescriptionsPlugin } from './scripts/chart-descriptions-plugin';
import { firstPaintPlugin } from './scripts/first-paint-plugin';
import { linguiMacros } from './scripts/lingui-macros';
import { sonnerStylesheetPlugin } from './scripts/sonner-stylesheet-plugin';

// The API server (server/main.ts) serves the built front end and /api on one port.
// In `npm run dev`, Vite serves the front end and forwards /api to `npm run dev:api`.
export default defineConfig({
  plugins: [
    // Toasts' CSS as a stylesheet, not an inline <style> the CSP would refuse.
    sonnerStylesheetPlugin(),
    // Lingui's macros (t, Trans...) become catalog lookups before React's transform sees them.
    // They keep the English text in the code (`message`): English needs no catalog at run time,
    // only Hindi is fetched (src/i18n/runtime.ts).
    linguiMacros(),
    react(),
    // The charts' prose is for designers and the inspector, not the running app.
    chartDescriptionsPlugin(),
    vanillaExtractPlugin(),
    // index.html carries the brand's first screen, painted before any script runs.
    firstPaintPlugin(),
    // The service worker: the app shell and every screen stay on the device, so the app opens
    // offline; a new version waits for the person to reload (src/services/service-worker.ts).
    // The web manifest is per brand, served by the server for the hostname.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        navigateFallback: '/index.html',
        // API answers are never cached: they go to the network or fail, never stale.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install takes over the open page at once, so a later update's Reload (which
        // waits for the new worker to take control) works in a tab opened before any install.
        clientsClaim: true,
      },
    }),
    // Brotli and gzip copies of every text asset, served by negotiation (server/http/static.ts).
    // index.html is left out: the server brands it per hostname and compresses it itself.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      // @xstate/react and wouter import React 18's useSyncExternalStore shims (wouter as
      // `shim/index.js`); React 19 has both hooks itself, so the shims' own copies stay out of
      // the first load.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8787' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/bench-bundle.mjs reads the manifest to know what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Seven hash characters, not eight: the entry lists every lazy chunk's file name for
        // preloading, and one character fewer per name gave back ~150 bytes of the first load.
        // Rolldown refuses a hash too short for the number of chunks (7 from 65 chunks): if a
        // build stops on that, raise it to 8.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is built into the entry's chunk. Left to
            // itself Rolldown splits that code by which lazy screens also use it (the employment
            // step uses @xstate/react but not XState's machine code, the co-applicants step
            // neither) and folds those pieces back into the entry only one at a time, so a piece
            // another piece imports stays out (rolldown#9963): React, XState and the kit became
            // six extra chunks of the login route's first load, each compressed on its own. Lazy
            // screens still load only their own code and import the rest from the entry.
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
