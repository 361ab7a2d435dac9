import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstPaintPlugin } from './scripts/first-paint-plugin';

// The API server (server/main.ts) serves the built front end and /api on one port.
// In `npm run dev`, Vite serves the front end and forwards /api to `npm run dev:api`.
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // index.html carries the brand's first screen, painted before any script runs.
    firstPaintPlugin(),
    // Brotli and gzip copies of every text asset, served by negotiation (server/http/static.ts).
    // index.html is left out: the server brands it per hostname and compresses it itself.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8787' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/bench-bundle.mjs reads the manifest to know what each route loads.
    manifest: true,
  },
});
