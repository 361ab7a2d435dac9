import { describe, expect, it } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { NOT_AN_AGENT_TEXT } from '../../../src/machines/auth/machine';
import { createApiClient } from '../../../src/services/api/client';
import { unwrap } from '../../../src/services/api/unwrap';
import { createAuthMachine, type Profile } from '../../../src/services/auth.actors';
import { createMemoryStorage, createTokenStore } from '../../../src/services/storage/token-store';
import { createPartner, loginToken } from '../../support/accounts';
import { useTestDatabase } from '../../support/suite';

/*
 * The auth machine as the app builds it (real client, token store, middleware) against the
 * real API server in-process.
 */

const { database, t: server } = useTestDatabase('pglite');

/** The app's wiring, on a device whose storage may outlive one run (a reload). */
function startApp(storage: Storage = createMemoryStorage()) {
  const tokens = createTokenStore<Profile>(storage);
  const requests: string[] = [];
  const navigations: string[] = [];
  const app: { actor?: Actor<ReturnType<typeof createAuthMachine>> } = {};
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    tokens,
    onUnauthorized: () => app.actor?.send({ type: 'session.expired' }),
    fetch: async (request) => {
      const req = request as Request;
      requests.push(`${req.method} ${new URL(req.url).pathname}`);
      return server.app.fetch(req);
    },
  });
  const actor = createActor(
    createAuthMachine({ client, tokens }, { navigate: (path) => navigations.push(path) }),
  ).start();
  app.actor = actor;
  const settle = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, client, tokens, storage, requests, navigations, settle };
}

async function loggedIn(role: 'AGENT' | 'ADMIN' = 'AGENT') {
  const partner = await createPartner(database.db, { role, first_name: 'Farah' });
  const app = startApp();
  await app.settle();
  app.actor.send({ type: 'session.start', token: await loginToken(server, partner.mobile) });
  await app.settle();
  return { partner, app };
}

const serverAccepts = async (token: string) =>
  (await server.call('GET', '/api/v1/user/me', { token })).status === 200;

describe('auth machine with the real services', () => {
  it('signs an agent in with the profile from the server and caches it', async () => {
    const { partner, app } = await loggedIn();
    const snapshot = app.actor.getSnapshot();
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.profile).toMatchObject({ id: partner.id, first_name: 'Farah' });
    expect(app.tokens.getProfile()).toMatchObject({ id: partner.id });
    expect(app.navigations).toEqual(['/']);
  });

  it('a reload restores the session from storage without asking the server', async () => {
    const { app } = await loggedIn();
    app.actor.stop();
    const reloaded = startApp(app.storage);
    await reloaded.settle();
    expect(reloaded.actor.getSnapshot().value).toBe('signedIn');
    expect(reloaded.requests).toEqual([]);
  });

  it('logout revokes the token on the server and clears the device', async () => {
    const { app } = await loggedIn();
    const token = app.tokens.getLoginToken() ?? '';
    app.actor.send({ type: 'session.logout' });
    await app.settle();
    expect(app.actor.getSnapshot().value).toBe('signedOut');
    expect(app.requests.at(-1)).toBe('PUT /api/v1/user/logout');
    expect(await serverAccepts(token)).toBe(false);
    expect(app.storage.length).toBe(0);
    expect(app.navigations.at(-1)).toBe('/login');
  });

  it('logs a non-agent out, on the server too', async () => {
    const { app } = await loggedIn('ADMIN');
    const snapshot = app.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.error).toBe(NOT_AN_AGENT_TEXT);
    expect(app.requests).toEqual(['GET /api/v1/user/me', 'PUT /api/v1/user/logout']);
    expect(app.tokens.getLoginToken()).toBeNull();
  });

  it('a 401 from any call signs out locally, without calling logout', async () => {
    const { app } = await loggedIn();
    const token = app.tokens.getLoginToken() ?? '';
    await server.call('PUT', '/api/v1/user/logout', { token }); // revoked elsewhere
    await expect(unwrap(app.client.GET('/v1/loan-application/count'))).rejects.toMatchObject({
      status: 401,
    });
    expect(app.actor.getSnapshot().value).toBe('signedOut');
    expect(app.tokens.getLoginToken()).toBeNull();
    expect(app.tokens.getProfile()).toBeNull();
    expect(app.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(app.navigations.at(-1)).toBe('/login');
  });

  it('a guest token is stored; the visitor stays signed out', async () => {
    const app = startApp();
    await app.settle();
    app.actor.send({ type: 'guest.start', token: 'guest-from-join-us', mobile: '9876543210' });
    expect(app.storage.getItem('guest_token')).toBe('guest-from-join-us');
    expect(app.actor.getSnapshot().value).toBe('signedOut');
  });
});
