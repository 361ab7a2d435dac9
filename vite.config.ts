import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (server/main.ts) serves the built front end and /api on one port.
// In `npm run dev`, Vite serves the front end and forwards /api to `npm run dev:api`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
