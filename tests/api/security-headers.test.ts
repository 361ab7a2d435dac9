import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../../server/http/security-headers';
import {
  databases,
  latestOtp,
  openTestDatabase,
  socketFrom,
  testApp,
  type TestApp,
  type TestDatabase,
} from '../support/server';
import { createPartner, loginToken } from '../support/accounts';

/*
 * Issue 6, observations 1 and 8: no browser security headers on any response while the 30-day
 * token sits in localStorage; no `Cache-Control: no-store` on the profile or the token answer.
 */

const PAGE = `<!doctype html><html><head><title>Rinn</title><style>:root{--x:1}</style></head><body><div id="root"></div></body></html>`;

describe.each(databases())('security headers on %s', (kind) => {
  let database: TestDatabase;
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    root = mkdtempSync(join(tmpdir(), 'rinn-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), PAGE);
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = testApp(database, { staticRoot: root, trustedProxies: ['10.0.0.1'] });
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await database.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    t.app.request(path, { headers }, socketFrom(ip));

  it.each([
    ['an API answer', '/api/v1/bank/list'],
    ['an API error', '/api/v1/user/me'],
    ['a script', '/assets/index-abc123.js'],
    ['the page', '/'],
    ['a missing file', '/missing.png'],
    ['the API docs', '/api/docs'],
  ])('are on %s', async (_, path) => {
    const answer = await get(path);
    const headers = answer.headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=(self)');
    expect(headers.get('permissions-policy')).toContain('geolocation=()');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // Over plain HTTP, no HSTS: it would be ignored, and a wrong one locks a site out.
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it("allows the page's inline style by this response's nonce only, never 'unsafe-inline'", async () => {
    const first = await get('/');
    const second = await get('/');
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    const html = await first.text();
    expect(html).toContain(`<style nonce="${nonce}">:root{--x:1}</style>`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(first.headers.get('content-security-policy')).toContain("style-src-attr 'none'");
    expect(first.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('send HSTS when the client came over HTTPS, and only a trusted proxy may say so', async () => {
    expect(
      (await t.app.request('https://rinn.example/api/v1/bank/list')).headers.get(
        'strict-transport-security',
      ),
    ).toBe(HSTS);
    const viaProxy = await get('/api/v1/bank/list', { 'x-forwarded-proto': 'https' }, '10.0.0.1');
    expect(viaProxy.headers.get('strict-transport-security')).toBe(HSTS);
    const claimed = await get('/api/v1/bank/list', { 'x-forwarded-proto': 'https' }, '192.0.2.9');
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    // The 404s and 501s come from a router of their own, whose answers are built without
    // knowing how the client came: they get HSTS all the same.
    const unknown = await t.app.request('https://rinn.example/api/v1/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('strict-transport-security')).toBe(HSTS);
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keep the profile and every token answer out of caches; public reads may be cached', async () => {
    const partner = await createPartner(database.db);
    const sent = await t.call<{ session_id: string }>('POST', '/api/v1/auth/send-otp', {
      headers: { 'x-lk-client': 'WEB_APP' },
      body: { mobile: partner.mobile, hostname: 'localhost' },
    });
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const verified = await t.call<{ token: string }>('POST', '/api/v1/auth/verify-otp', {
      body: { session_id: sent.body.data.session_id, otp: await latestOtp(t.db, partner.mobile) },
    });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('cache-control')).toBe('no-store');

    const token = await loginToken(t, partner.mobile);
    const profile = await t.call('GET', '/api/v1/user/me', { token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const count = await t.call('GET', '/api/v1/loan-application/count', { token });
    expect(count.headers.get('cache-control')).toBe('no-store');

    const tenant = await t.call('GET', '/api/v1/public/tenant/hostname/localhost/config');
    expect(tenant.headers.get('cache-control')).not.toBe('no-store');
  });
});
