import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './auth';

/*
 * The built front end (Vite's dist/). Hashed files under /assets never change, so browsers may
 * keep them for a year; index.html must be revalidated so a deploy is picked up at once.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function mountFrontEnd(app: Hono<AppEnv>, staticRoot: string): void {
  const indexHtml = join(staticRoot, 'index.html');

  // serveStatic's onFound runs after the response exists, too late for headers: set them here.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.req.path.startsWith('/api/')) {
      c.res.headers.set(
        'cache-control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
    }
  });
  app.use('*', serveStatic({ root: staticRoot }));

  // The app uses hash routing, so any extension-less page path (a bookmark of /login, say) gets
  // the app shell; a missing file (/assets/old-hash.js) stays a 404.
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || extname(c.req.path) !== '' || !existsSync(indexHtml)) {
      return next();
    }
    return serveStatic({ path: indexHtml })(c, next);
  });
}
