import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './auth';
import type { LoadedContract } from './contract';

/*
 * Interactive docs with Swagger UI served from node_modules: the machines running Rinn may be
 * offline, so nothing comes from a CDN.
 */

const require = createRequire(import.meta.url);
const swaggerUi = require('swagger-ui-dist') as { getAbsoluteFSPath(): string };

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rinn API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/index.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/swagger-initializer.js"></script>
  </body>
</html>
`;

const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function mountDocs(app: Hono<AppEnv>, contract: LoadedContract | null): void {
  const assetDir = swaggerUi.getAbsoluteFSPath();
  const assets = new Map<string, Buffer>();

  if (contract) {
    app.get('/api/openapi.yaml', (c) =>
      c.body(contract.yaml, 200, { 'content-type': 'application/yaml; charset=utf-8' }),
    );
    app.get('/api/openapi.json', (c) => c.json(contract.document as object));
  }
  // Swagger UI sets inline styles of its own; the docs hold no partner data, so they alone
  // may. Everything else is as strict as the app's policy (server/http/security-headers.ts).
  app.get('/api/docs', (c) =>
    c.html(PAGE, 200, { 'content-security-policy': DOCS_CONTENT_SECURITY_POLICY }),
  );
  // One route for every file, the initializer included: a fixed path beside the parameter
  // would force Hono's slower router on every request (see http/unanswered.ts).
  app.get('/api/docs/:asset', async (c, next) => {
    const name = c.req.param('asset');
    if (name === 'swagger-initializer.js') {
      return c.body(INITIALIZER, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    }
    const type = ASSETS[name];
    if (!type) return next();
    let content = assets.get(name);
    if (!content) {
      content = readFileSync(join(assetDir, name));
      assets.set(name, content);
    }
    return c.body(new Uint8Array(content), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
    });
  });
}
