import { extname } from 'node:path';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './auth';
import { brandForHostname } from '../../src/brands/resolve';
import { webManifestFor } from '../../src/brands/web-manifest';
import { brandedPages, NONCE_PLACEHOLDER, type PageTemplate } from './branded-page';
import { pickEncoding } from './encoding';
import { pagePolicy } from './security-headers';
import { loadStaticFiles, type StaticFile } from './static-files';

/*
 * The built front end (Vite's dist/), from memory. Hashed files under /assets never change, so
 * browsers may keep them for a year; everything else (index.html, the service worker, brand
 * images) is revalidated, cheaply, with its ETag. Every file with precompressed copies is
 * served brotli or gzip as the client accepts, with `Vary: Accept-Encoding` on every answer so
 * shared caches keep the variants apart.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The installable app's manifest, per brand (index.html links it). */
const WEB_MANIFEST = '/manifest.webmanifest';

export function mountFrontEnd(app: Hono<AppEnv>, staticRoot: string): void {
  const files = loadStaticFiles(staticRoot);
  const pageFor = brandedPages(staticRoot);

  app.on(['GET', 'HEAD'], '*', (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/')) return next();
    if (path === WEB_MANIFEST) {
      const { brand } = brandForHostname(new URL(c.req.url).hostname);
      return c.body(JSON.stringify(webManifestFor(brand)), 200, {
        'content-type': 'application/manifest+json; charset=utf-8',
        'cache-control': REVALIDATE,
      });
    }
    // The app uses hash routing, so / and any extension-less page path (a bookmark of /login,
    // say) get the app shell; a missing file (/assets/old-hash.js) stays a 404.
    const isPage = path === '/' || path === '/index.html' || extname(path) === '';
    if (isPage) return servePage(c, pageFor(new URL(c.req.url).hostname));
    const file = files.get(path);
    if (!file) return next();
    return serve(c, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  });

  // Files are only read: any other method gets 405 with what is allowed, never a file.
  app.all('*', (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.method === 'GET' || c.req.method === 'HEAD') {
      return next();
    }
    return c.text('Method not allowed', 405, { allow: 'GET, HEAD' });
  });
}

function serve(c: Context<AppEnv>, file: StaticFile, cacheControl: string): Response {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const body = (encoding && file.encoded[encoding]) || file.identity;
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': cacheControl,
    etag: body.etag,
    // Range requests are ignored (the whole file, 200): the files are small and compressed,
    // and a range of one encoding is meaningless for another.
    'accept-ranges': 'none',
  };
  if (Object.keys(file.encoded).length > 0) headers['vary'] = 'Accept-Encoding';
  if (body !== file.identity && encoding) headers['content-encoding'] = encoding;

  if (matchesEtag(c.req.header('if-none-match'), body.etag)) {
    return c.body(null, 304, headers);
  }
  headers['content-length'] = String(body.bytes.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body.bytes), 200, headers);
}

/**
 * The brand's page with this response's CSP nonce, compressed as it goes (about 10 KB, so a
 * quick brotli level): each answer differs, so it is revalidated every time and has no ETag.
 */
function servePage(c: Context<AppEnv>, page: PageTemplate): Response {
  const { nonce, policy } = pagePolicy();
  const html = Buffer.from(page.html.replaceAll(NONCE_PLACEHOLDER, nonce));
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': policy,
    'cache-control': REVALIDATE,
    vary: 'Accept-Encoding',
    'accept-ranges': 'none',
  };
  let body: Buffer = html;
  if (encoding === 'br') {
    body = brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (encoding === 'gzip') {
    body = gzipSync(html, { level: 6 });
  }
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
