import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_HEAD, FIRST_PAINT, FIRST_PAINT_FILE } from '../../src/brands/first-paint';
import { pickEncoding } from '../../server/http/encoding';
import { databases, openTestDatabase, testApp, type TestDatabase } from '../support/server';

/*
 * Delivery: precompressed front-end files by negotiation, index.html branded per hostname and
 * compressed, API JSON compressed on the fly above ~1 KB. A small dist/ written here stands in
 * for the build, so each rule is checked on known bytes; the browser suite checks the real build.
 */

const SCRIPT = 'console.log("the app");'.repeat(200);

function writeDist(root: string) {
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.rinn'));
  mkdirSync(join(root, '.vite'));
  const template =
    `<!doctype html><html><head>${BRAND_HEAD.start}<title>Default</title>${BRAND_HEAD.end}</head>` +
    `<body><div id="root">${FIRST_PAINT.start}<p>default shell</p>${FIRST_PAINT.end}</div></body></html>`;
  writeFileSync(join(root, 'index.html'), template);
  writeFileSync(
    join(root, FIRST_PAINT_FILE),
    JSON.stringify({
      catfin: {
        head: '<title>Catfin</title>',
        root: '<p>catfin shell</p>',
        rootUat: '<p>catfin shell, UAT</p>',
      },
    }),
  );
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  const script = join(root, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${script}.map`, '{"sources":["secret.ts"]}');
}

describe('choosing an encoding from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0', 'br'],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe.each(databases())('delivery on %s', (kind) => {
  let database: TestDatabase;
  let root: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    root = mkdtempSync(join(tmpdir(), 'rinn-dist-'));
    writeDist(root);
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await database.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    testApp(database, { staticRoot: root }).app.request(path, { headers });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('serves the brotli copy of a script to a client that accepts br', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(answer)).toString()).toBe(SCRIPT);
  });

  it('serves the gzip copy to a client that accepts only gzip', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(answer)).toString()).toBe(SCRIPT);
  });

  it('serves the plain file, still marked Vary, to a client that accepts neither', async () => {
    const answer = await get('/assets/index-abc123.js');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('content-length')).toBe(String(SCRIPT.length));
    expect(await answer.text()).toBe(SCRIPT);
  });

  it('answers 304 to a revalidation with the ETag of the variant it holds', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    // The gzip body is another representation: its validator must not match the brotli one.
    const otherVariant = await get('/assets/index-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(otherVariant.status).toBe(200);
  });

  it('never serves source maps, dot-folders or the precompressed copies by name', async () => {
    for (const path of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.br',
      '/.vite/manifest.json',
      `/${FIRST_PAINT_FILE}`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  // Issue 6, observation 6: a malformed Range gave 500, and bytes=-5 the wrong bytes.
  it.each(['bytes=-5', 'bytes=abc', 'bytes=5-1', 'bytes=0-1,4-6', 'bytes=999999-', 'lines=1-2'])(
    'ignores Range %s: the whole file, 200',
    async (range) => {
      for (const path of ['/assets/index-abc123.js', '/']) {
        const answer = await get(path, { range });
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('accept-ranges')).toBe('none');
        expect(answer.headers.get('content-range')).toBeNull();
        if (path !== '/') expect(await answer.text()).toBe(SCRIPT);
      }
    },
  );

  // Issue 6, observation 10: static files answered 200 to DELETE, PUT, PATCH and the like.
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'answers %s on a file or page with 405 and what is allowed',
    async (method) => {
      const app = testApp(database, { staticRoot: root }).app;
      for (const path of ['/assets/index-abc123.js', '/', '/login', '/.vite/manifest.json']) {
        const answer = await app.request(path, { method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.get('allow')).toBe('GET, HEAD');
        expect(await answer.text()).not.toContain(SCRIPT);
      }
    },
  );

  it("gives catfin.localhost catfin's page and an unknown host the build's default", async () => {
    const catfin = await get('http://catfin.localhost/login');
    const html = await catfin.text();
    expect(html).toContain('<title>Catfin</title>');
    expect(html).toContain('<p>catfin shell</p>');
    expect(html).not.toContain('Default');
    expect(await (await get('http://catfin-uat.localhost/')).text()).toContain(
      '<p>catfin shell, UAT</p>',
    );
    const other = await (await get('http://example.org/')).text();
    expect(other).toContain('<title>Default</title>');
    expect(other).toContain('<p>default shell</p>');
  });

  it('compresses the branded page for clients that accept it', async () => {
    const answer = await get('http://catfin.localhost/', { 'accept-encoding': 'br' });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(answer)).toString()).toContain('<title>Catfin</title>');
  });

  it('gzips API JSON over 1 KB and leaves small answers alone', async () => {
    const banks = await get('/api/v1/bank/list', {
      'accept-encoding': 'gzip, br',
      'x-lk-client': 'WEB_APP',
    });
    expect(banks.status).toBe(200);
    expect(banks.headers.get('content-encoding')).toBe('gzip');
    expect(banks.headers.get('vary')).toBe('Accept-Encoding');
    const list = JSON.parse(gunzipSync(await bytes(banks)).toString()) as { data: unknown[] };
    expect(list.data.length).toBeGreaterThan(1400);

    // Without Accept-Encoding the same answer goes plain, whole, still marked Vary for caches.
    const plain = await get('/api/v1/bank/list', { 'x-lk-client': 'WEB_APP' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const plainList = (await plain.json()) as { data: unknown[] };
    expect(plainList.data).toEqual(list.data);
    expect(Number(plain.headers.get('content-length'))).toBe(
      Buffer.byteLength(JSON.stringify(plainList)),
    );

    const tenant = await get('/api/v1/public/tenant/hostname/localhost/config', {
      'accept-encoding': 'gzip',
      'x-lk-client': 'WEB_APP',
    });
    expect(tenant.status).toBe(200);
    expect(tenant.headers.get('content-encoding')).toBeNull();
    expect(tenant.headers.get('vary')).toBeNull();
    expect(tenant.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
