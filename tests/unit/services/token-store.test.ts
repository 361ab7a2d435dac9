import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createTokenStore,
  STORAGE_KEYS,
} from '../../../src/services/storage/token-store';

/** A storage entry under every key the spec names. */
const EVERY_KEY = Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, 'x']));

describe('token store (the spec’s local keys)', () => {
  it('keeps the login token under TOKEN and the guest token under guest_token', () => {
    const storage = createMemoryStorage();
    const tokens = createTokenStore(storage);
    tokens.setLoginToken('login-1');
    tokens.setGuestToken('guest-1');
    expect(storage.getItem('TOKEN')).toBe('login-1');
    expect(storage.getItem('guest_token')).toBe('guest-1');
    expect(tokens.getLoginToken()).toBe('login-1');
    expect(tokens.getGuestToken()).toBe('guest-1');
    tokens.clearLoginToken();
    expect(tokens.getLoginToken()).toBeNull();
    expect(tokens.getGuestToken()).toBe('guest-1');
  });

  it('caches the profile as JSON under PROFILE and forgets a cache that does not parse', () => {
    const storage = createMemoryStorage();
    const tokens = createTokenStore<{ first_name: string }>(storage);
    tokens.setProfile({ first_name: 'Asha' });
    expect(JSON.parse(storage.getItem('PROFILE') ?? '')).toEqual({ first_name: 'Asha' });
    expect(tokens.getProfile()).toEqual({ first_name: 'Asha' });
    storage.setItem('PROFILE', '{not json');
    expect(tokens.getProfile()).toBeNull();
    expect(storage.getItem('PROFILE')).toBeNull();
  });

  it('reads an empty stored token as no token', () => {
    const tokens = createTokenStore(createMemoryStorage({ TOKEN: '' }));
    expect(tokens.getLoginToken()).toBeNull();
  });

  it('cleanup removes every spec key except profile, token and guest token', () => {
    const storage = createMemoryStorage({ ...EVERY_KEY, unrelated: 'kept' });
    createTokenStore(storage).clearAllExceptSession();
    const left = Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();
    expect(left).toEqual(['PROFILE', 'TOKEN', 'guest_token', 'unrelated']);
  });

  it('clearSession ends the login (token and profile) and keeps drafts and the guest token', () => {
    const storage = createMemoryStorage({
      TOKEN: 't',
      PROFILE: '{}',
      guest_token: 'g',
      draft_form_data: '{}',
    });
    createTokenStore(storage).clearSession();
    expect(storage.getItem('TOKEN')).toBeNull();
    expect(storage.getItem('PROFILE')).toBeNull();
    expect(storage.getItem('guest_token')).toBe('g');
    expect(storage.getItem('draft_form_data')).toBe('{}');
  });

  it('clearAll removes every spec key', () => {
    const storage = createMemoryStorage(EVERY_KEY);
    createTokenStore(storage).clearAll();
    expect(storage.length).toBe(0);
  });
});
