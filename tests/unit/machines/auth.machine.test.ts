import { describe, expect, it } from 'vitest';
import { NOT_AN_AGENT_TEXT, SESSION_EXPIRED_TEXT } from '../../../src/machines/auth/machine';
import {
  selectError,
  selectIsResolving,
  selectIsSignedIn,
  selectIsSignedOut,
  selectProfile,
  selectProfileUnavailable,
  selectVerifiedMobile,
} from '../../../src/machines/auth/selectors';
import { ApiError } from '../../../src/services/api/api-error';
import {
  ADMIN_TOKEN,
  AGENT_TOKEN,
  OTHER_AGENT_TOKEN,
  agentDevice,
  profileFor,
  startAuth,
} from './support/auth-harness';

describe('auth machine: starting the app', () => {
  it('is signed out when no token is stored, without calling the server', async () => {
    const harness = startAuth();
    expect(harness.actor.getSnapshot().value).toBe('checkingSession');
    expect(selectIsResolving(harness.actor.getSnapshot())).toBe(true);
    await harness.settle();
    expect(selectIsSignedOut(harness.actor.getSnapshot())).toBe(true);
    expect(harness.calls.fetchProfile).toBe(0);
  });

  it('is signed in from the cached profile without fetching it', async () => {
    const harness = startAuth(agentDevice({ cached: true }));
    await harness.settle();
    expect(selectIsSignedIn(harness.actor.getSnapshot())).toBe(true);
    expect(selectProfile(harness.actor.getSnapshot())).toEqual(profileFor('AGENT'));
    expect(harness.calls.fetchProfile).toBe(0);
  });

  it('fetches and caches the profile when none is cached', async () => {
    const harness = startAuth(agentDevice({ cached: false }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(harness.actor.getSnapshot().value).toBe('signedIn');
    expect(harness.calls.fetchProfile).toBe(1);
    expect(harness.tokens.getProfile()).toEqual(profileFor('AGENT'));
  });

  it('shows the profile loading as busy', async () => {
    const harness = startAuth(agentDevice({ cached: false }));
    await harness.settle();
    expect(harness.visited).toEqual(['"checkingSession"', '"loadingProfile"', '"signedIn"']);
  });

  it('logs out a cached profile whose role is not AGENT', async () => {
    const harness = startAuth({ TOKEN: ADMIN_TOKEN, PROFILE: JSON.stringify(profileFor('ADMIN')) });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(selectError(snapshot)).toBe(NOT_AN_AGENT_TEXT);
    expect(harness.calls.logoutOnServer).toBe(1);
    expect(harness.storage.length).toBe(0);
    expect(harness.navigations).toEqual(['/login']);
  });

  it('ends a stored token the server refuses (401) locally, keeping drafts', async () => {
    const harness = startAuth({ TOKEN: 'revoked', draft_form_data: '{}' });
    await harness.settle();
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(selectError(harness.actor.getSnapshot())).toBe(SESSION_EXPIRED_TEXT);
    expect(harness.tokens.getLoginToken()).toBeNull();
    expect(harness.storage.getItem('draft_form_data')).toBe('{}');
    expect(harness.calls.logoutOnServer).toBe(0);
  });

  it('is signed out when the device storage cannot be read', async () => {
    const harness = startAuth(agentDevice({ cached: true }), {
      readStoredSession: new Error('storage blocked'),
    });
    await harness.settle();
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('auth machine: the profile cannot be fetched', () => {
  const offline = () => new ApiError(0, 'Something went wrong!');

  it('keeps the token and offers a retry that signs in', async () => {
    const harness = startAuth(agentDevice({ cached: false }), { fetchProfile: offline() });
    await harness.settle();
    let snapshot = harness.actor.getSnapshot();
    expect(selectProfileUnavailable(snapshot)).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(selectError(snapshot)).toBe('Something went wrong!');
    expect(harness.tokens.getLoginToken()).toBe(AGENT_TOKEN);
    harness.actor.send({ type: 'profile.retry' });
    expect(harness.actor.getSnapshot().value).toBe('loadingProfile');
    await harness.settle();
    snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('signedIn');
    expect(selectError(snapshot)).toBeNull();
  });

  it('lets the user log out from there', async () => {
    const harness = startAuth(agentDevice({ cached: false }), { fetchProfile: offline() });
    await harness.settle();
    harness.actor.send({ type: 'session.logout' });
    expect(harness.actor.getSnapshot().value).toBe('loggingOut');
    await harness.settle();
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(harness.calls.logoutOnServer).toBe(1);
    expect(harness.storage.length).toBe(0);
  });

  it('ends the session there on a 401 elsewhere', async () => {
    const harness = startAuth(agentDevice({ cached: false }), { fetchProfile: offline() });
    await harness.settle();
    harness.actor.send({ type: 'session.expired' });
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(selectError(harness.actor.getSnapshot())).toBe(SESSION_EXPIRED_TEXT);
    expect(harness.tokens.getLoginToken()).toBeNull();
    expect(harness.navigations).toEqual(['/login']);
  });
});

describe('auth machine: back after an expired session', () => {
  const WHERE = '/application/kyc?id=abc';

  it('takes the partner whose session expired back to where they were', async () => {
    const harness = startAuth(agentDevice({ cached: true }));
    await harness.settle();
    harness.actor.send({ type: 'session.expired', at: WHERE });
    harness.actor.send({ type: 'session.start', token: AGENT_TOKEN });
    await harness.settle();
    expect(selectIsSignedIn(harness.actor.getSnapshot())).toBe(true);
    expect(harness.navigations).toEqual(['/login', '/', WHERE]);
    // Once: a later expiry without a place, then a login, goes home only.
    harness.actor.send({ type: 'session.expired' });
    harness.actor.send({ type: 'session.start', token: AGENT_TOKEN });
    await harness.settle();
    expect(harness.navigations.slice(3)).toEqual(['/login', '/']);
  });

  it('takes another partner logging in after it home, not to the first one’s work', async () => {
    const harness = startAuth(agentDevice({ cached: true }));
    await harness.settle();
    harness.actor.send({ type: 'session.expired', at: WHERE });
    harness.actor.send({ type: 'session.start', token: OTHER_AGENT_TOKEN });
    await harness.settle();
    expect(selectIsSignedIn(harness.actor.getSnapshot())).toBe(true);
    expect(harness.navigations).toEqual(['/login', '/']);
  });
});

describe('auth machine: logging in', () => {
  it('stores the login token, goes home and signs in once the profile is an agent’s', async () => {
    const harness = startAuth();
    await harness.settle();
    harness.actor.send({ type: 'session.start', token: AGENT_TOKEN });
    expect(harness.actor.getSnapshot().value).toBe('loadingProfile');
    expect(harness.tokens.getLoginToken()).toBe(AGENT_TOKEN);
    expect(harness.navigations).toEqual(['/']);
    await harness.settle();
    expect(selectIsSignedIn(harness.actor.getSnapshot())).toBe(true);
    expect(harness.tokens.getProfile()).toEqual(profileFor('AGENT'));
  });

  it('logs a non-agent out again, on the server too, with a message', async () => {
    const harness = startAuth();
    await harness.settle();
    harness.actor.send({ type: 'session.start', token: ADMIN_TOKEN });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(selectError(snapshot)).toBe(NOT_AN_AGENT_TEXT);
    expect(selectProfile(snapshot)).toBeNull();
    expect(harness.calls.logoutOnServer).toBe(1);
    expect(harness.tokens.getLoginToken()).toBeNull();
    expect(harness.tokens.getProfile()).toBeNull();
    expect(harness.visited).toContain('"loggingOut"');
  });

  it('clears the refusal when the next login starts', async () => {
    const harness = startAuth();
    await harness.settle();
    harness.actor.send({ type: 'session.start', token: ADMIN_TOKEN });
    await harness.settle();
    harness.actor.send({ type: 'session.start', token: AGENT_TOKEN });
    expect(selectError(harness.actor.getSnapshot())).toBeNull();
    await harness.settle();
    expect(harness.actor.getSnapshot().value).toBe('signedIn');
  });

  it('a 401 while the profile loads ends the session without a server call', async () => {
    const harness = startAuth();
    await harness.settle();
    harness.actor.send({ type: 'session.start', token: AGENT_TOKEN });
    harness.actor.send({ type: 'session.expired' });
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(selectError(harness.actor.getSnapshot())).toBe(SESSION_EXPIRED_TEXT);
    await new Promise((resolve) => setImmediate(resolve));
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(harness.tokens.getLoginToken()).toBeNull();
    expect(harness.calls.logoutOnServer).toBe(0);
  });

  it('a guest token is stored and the visitor stays signed out', async () => {
    const harness = startAuth();
    await harness.settle();
    harness.actor.send({ type: 'guest.start', token: 'guest-1', mobile: '9876543210' });
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(harness.tokens.getGuestToken()).toBe('guest-1');
    expect(harness.tokens.getLoginToken()).toBeNull();
    // Partner Registration shows the mobile the session keeps, not navigation state.
    expect(selectVerifiedMobile(harness.actor.getSnapshot())).toBe('9876543210');
  });

  it('ignores a guest token while signed in', async () => {
    const harness = startAuth(agentDevice({ cached: true }));
    await harness.settle();
    harness.actor.send({ type: 'guest.start', token: 'guest-1', mobile: '9876543210' });
    expect(harness.tokens.getGuestToken()).toBeNull();
    expect(selectVerifiedMobile(harness.actor.getSnapshot())).toBeUndefined();
  });
});

describe('auth machine: leaving', () => {
  it('logout calls the server, then clears everything local and goes to /login', async () => {
    const harness = startAuth(agentDevice({ cached: true }));
    await harness.settle();
    harness.actor.send({ type: 'session.logout' });
    expect(harness.actor.getSnapshot().value).toBe('loggingOut');
    expect(harness.actor.getSnapshot().hasTag('busy')).toBe(true);
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(selectProfile(snapshot)).toBeNull();
    expect(harness.calls.logoutOnServer).toBe(1);
    expect(harness.storage.length).toBe(0);
    expect(harness.navigations).toEqual(['/login']);
  });

  it('logout clears local state even when the server call fails', async () => {
    const harness = startAuth(agentDevice({ cached: true }), {
      logoutOnServer: new ApiError(0, 'Something went wrong!'),
    });
    await harness.settle();
    harness.actor.send({ type: 'session.logout' });
    await harness.settle();
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(harness.storage.length).toBe(0);
    expect(harness.navigations).toEqual(['/login']);
  });

  it('an expired session (401) clears token and profile locally, keeps drafts, no server call', async () => {
    const harness = startAuth(agentDevice({ cached: true }));
    await harness.settle();
    harness.actor.send({ type: 'session.expired' });
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(selectError(snapshot)).toBe(SESSION_EXPIRED_TEXT);
    expect(selectProfile(snapshot)).toBeNull();
    expect(harness.tokens.getLoginToken()).toBeNull();
    expect(harness.tokens.getProfile()).toBeNull();
    expect(harness.storage.getItem('draft_form_data')).toBe('{"name":"Ravi"}');
    expect(harness.calls.logoutOnServer).toBe(0);
    expect(harness.navigations).toEqual(['/login']);
  });

  it('a 401 while logging out changes nothing: the logout finishes', async () => {
    const harness = startAuth(agentDevice({ cached: true }));
    await harness.settle();
    harness.actor.send({ type: 'session.logout' });
    harness.actor.send({ type: 'session.expired' });
    expect(harness.actor.getSnapshot().value).toBe('loggingOut');
    await harness.settle();
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(harness.navigations).toEqual(['/login']);
  });
});
