import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/runtime';
import { type ApiClient, createApiClient } from '../../../src/services/api/client';
import { unwrap } from '../../../src/services/api/unwrap';
import {
  createMemoryStorage,
  createTokenStore,
  type TokenStore,
} from '../../../src/services/storage/token-store';
import { createPartner, guestToken, loginToken, randomMobile } from '../../support/accounts';
import { useTestDatabase } from '../../support/suite';

/*
 * The client's middleware against the real API server, in-process: each rule is observed in
 * what the server answers (whose profile, 401, 403) and in the requests that left the client.
 */

const { database, t: server } = useTestDatabase('pglite');

interface Harness {
  client: ApiClient;
  tokens: TokenStore;
  /** Headers of every request that reached the server. */
  sent: Headers[];
  unauthorized: { count: number };
}

function harness(): Harness {
  const tokens = createTokenStore(createMemoryStorage());
  const sent: Headers[] = [];
  const unauthorized = { count: 0 };
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    tokens,
    onUnauthorized: () => {
      unauthorized.count += 1;
    },
    fetch: async (request) => {
      const req = request as Request;
      sent.push(new Headers(req.headers));
      return server.app.fetch(req);
    },
  });
  return { client, tokens, sent, unauthorized };
}

async function partnerWithToken() {
  const partner = await createPartner(database.db, { first_name: 'Meera' });
  return { partner, token: await loginToken(server, partner.mobile) };
}

describe('token header', () => {
  it('sends the login token when there is one, even with a guest token stored', async () => {
    const h = harness();
    const { partner, token } = await partnerWithToken();
    h.tokens.setGuestToken(await guestToken(server, randomMobile()));
    h.tokens.setLoginToken(token);
    const { data } = await unwrap(h.client.GET('/v1/user/me'));
    expect(data.id).toBe(partner.id);
    expect(h.sent[0]?.get('token')).toBe(token);
  });

  it('sends the guest token when there is no login token', async () => {
    const h = harness();
    const guest = await guestToken(server, randomMobile());
    h.tokens.setGuestToken(guest);
    const answer = await unwrap(h.client.GET('/v1/user/me')).catch((error: unknown) => error);
    // A guest token where a partner login is needed: the server saw it and refused with 403.
    expect(answer).toMatchObject({ status: 403 });
    expect(h.sent[0]?.get('token')).toBe(guest);
    expect(h.tokens.getGuestToken()).toBe(guest);
    expect(h.unauthorized.count).toBe(0);
  });

  it('sends no token header when nothing is stored', async () => {
    const h = harness();
    await expect(unwrap(h.client.GET('/v1/user/me'))).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
    expect(h.sent[0]?.has('token')).toBe(false);
    expect(h.unauthorized.count).toBe(0);
  });
});

describe('x-lk-client header', () => {
  it('is added to the partner-login send, which the server refuses without it', async () => {
    const h = harness();
    const partner = await createPartner(database.db);
    const { data } = await unwrap(
      // @ts-expect-error the contract makes callers pass it; here the middleware must add it
      h.client.POST('/v1/auth/send-otp', {
        body: { mobile: partner.mobile, hostname: 'localhost' },
      }),
    );
    expect(data.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.sent[0]?.get('x-lk-client')).toBe('WEB_APP');
  });

  it('is not sent with any other call', async () => {
    const h = harness();
    await unwrap(
      h.client.POST('/v1/otp/send', { body: { mobile: randomMobile(), hostname: 'localhost' } }),
    );
    await unwrap(h.client.GET('/v1/bank/list'));
    expect(h.sent).toHaveLength(2);
    for (const headers of h.sent) expect(headers.has('x-lk-client')).toBe(false);
  });
});

describe('401 ends the session once', () => {
  it('clears the login token and calls onUnauthorized once for 3 parallel 401s', async () => {
    const h = harness();
    const { token } = await partnerWithToken();
    h.tokens.setLoginToken(token);
    h.tokens.setProfile({ first_name: 'Meera' });
    await server.call('PUT', '/api/v1/user/logout', { token }); // revoked elsewhere
    const answers = await Promise.allSettled([
      unwrap(h.client.GET('/v1/user/me')),
      unwrap(h.client.GET('/v1/loan-application/count')),
      unwrap(h.client.GET('/v1/user/me')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(answers.map((answer) => (answer as PromiseRejectedResult).reason.status)).toEqual([
      401, 401, 401,
    ]);
    expect(h.sent.map((headers) => headers.get('token'))).toEqual([token, token, token]);
    expect(h.unauthorized.count).toBe(1);
    expect(h.tokens.getLoginToken()).toBeNull();
  });

  it('is armed again by the next login', async () => {
    const h = harness();
    const first = await partnerWithToken();
    h.tokens.setLoginToken(first.token);
    await server.call('PUT', '/api/v1/user/logout', { token: first.token });
    await unwrap(h.client.GET('/v1/user/me')).catch(() => undefined);
    expect(h.unauthorized.count).toBe(1);

    const second = await partnerWithToken();
    h.tokens.setLoginToken(second.token);
    await unwrap(h.client.GET('/v1/user/me'));
    expect(h.unauthorized.count).toBe(1);
    await server.call('PUT', '/api/v1/user/logout', { token: second.token });
    await unwrap(h.client.GET('/v1/user/me')).catch(() => undefined);
    expect(h.unauthorized.count).toBe(2);
    expect(h.tokens.getLoginToken()).toBeNull();
  });

  it('a late 401 for an old token does not end the new session', async () => {
    const h = harness();
    const old = await partnerWithToken();
    h.tokens.setLoginToken(old.token);
    await server.call('PUT', '/api/v1/user/logout', { token: old.token });
    // The request leaves with the old token; a new login lands before its answer does.
    const fresh = await partnerWithToken();
    const late = unwrap(h.client.GET('/v1/user/me'));
    h.tokens.setLoginToken(fresh.token);
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(h.sent[0]?.get('token')).toBe(old.token);
    expect(h.unauthorized.count).toBe(0);
    expect(h.tokens.getLoginToken()).toBe(fresh.token);
  });

  it('a refused guest token is forgotten without ending any session', async () => {
    const h = harness();
    const guest = await guestToken(server, randomMobile());
    h.tokens.setGuestToken(guest);
    await server.call('PUT', '/api/v1/user/logout', { token: guest });
    await expect(unwrap(h.client.GET('/v1/user/me'))).rejects.toMatchObject({ status: 401 });
    expect(h.tokens.getGuestToken()).toBeNull();
    expect(h.unauthorized.count).toBe(0);
  });
});

describe('Accept-Language header', () => {
  it('says the language shown, and the server answers its refusals in it, with their code', async () => {
    const h = harness();
    await expect(unwrap(h.client.GET('/v1/user/me'))).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
    expect(h.sent[0]?.get('accept-language')).toBe('en');

    i18n.loadAndActivate({ locale: 'hi', messages: {} });
    try {
      await expect(unwrap(h.client.GET('/v1/user/me'))).rejects.toMatchObject({
        status: 401,
        code: 'SESSION_EXPIRED',
        message: 'आपका सत्र खत्म हो गया है। कृपया फिर से लॉग इन करें।',
      });
      expect(h.sent[1]?.get('accept-language')).toBe('hi');
    } finally {
      i18n.activate('en');
    }
  });
});
