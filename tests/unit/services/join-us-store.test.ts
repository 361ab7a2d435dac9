import { createActor, type Snapshot } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION_DAYS } from '../../../server/usecases/sessions';
import { GUEST_TOKEN_LIFETIME_MS } from '../../../src/domain/join-us/guest-lifetime';
import { selectValues } from '../../../src/machines/form/selectors';
import { createJoinUsMachine, chosenFiles, joinUsPersistence } from '../../../src/services/join-us';
import {
  createJoinUsStore,
  freshOwner,
  JOIN_US_SAVE_DELAY_MS,
} from '../../../src/services/storage/join-us-store';
import {
  createMemoryStorage,
  createTokenStore,
  STORAGE_KEYS,
} from '../../../src/services/storage/token-store';
import { registrationValues } from '../../../src/machines/join-us/spec';
import type { Runtime } from '../../../src/services/runtime';

const MOBILE = '9876543210';
const TOKEN = 'guest-token-one';
const NOW = Date.UTC(2026, 10, 27, 10);
const SNAPSHOT = {
  status: 'active',
  value: 'editing',
  context: {},
} as unknown as Snapshot<unknown>;

describe('the Join Us store', () => {
  it('lasts as long as the guest token the server issues', () => {
    expect(GUEST_TOKEN_LIFETIME_MS).toBe(GUEST_SESSION_DAYS * 24 * 60 * 60 * 1000);
  });

  it('restores after a reload for the token that verified it, until that token expires', () => {
    const storage = createMemoryStorage();
    const store = createJoinUsStore(storage);
    store.save(freshOwner(MOBILE, TOKEN, NOW), SNAPSHOT);
    const reload = { guestToken: TOKEN, mobile: null };
    expect(store.load({ ...reload, now: NOW + 60_000 })).toEqual({
      owner: { mobile: MOBILE, guestToken: TOKEN, expiresAt: NOW + GUEST_TOKEN_LIFETIME_MS },
      snapshot: SNAPSHOT,
    });
    // Past the token's week: forgotten.
    expect(store.load({ ...reload, now: NOW + GUEST_TOKEN_LIFETIME_MS })).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.joinUs)).toBeNull();
  });

  it('forgets it without the token that verified it, and never stores the token', () => {
    const storage = createMemoryStorage();
    const store = createJoinUsStore(storage);
    store.save(freshOwner(MOBILE, TOKEN, NOW), SNAPSHOT);
    expect(storage.getItem(STORAGE_KEYS.joinUs)).not.toContain(TOKEN);
    expect(store.load({ guestToken: 'another-token', mobile: null, now: NOW })).toBeNull();
    store.save(freshOwner(MOBILE, TOKEN, NOW), SNAPSHOT);
    expect(store.load({ guestToken: null, mobile: null, now: NOW })).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.joinUs)).toBeNull();
  });

  it('goes on when the same mobile verifies again (a new week), not for another mobile', () => {
    const storage = createMemoryStorage();
    const store = createJoinUsStore(storage);
    store.save(freshOwner(MOBILE, TOKEN, NOW), SNAPSHOT);
    const later = NOW + GUEST_TOKEN_LIFETIME_MS + 1;
    expect(store.load({ guestToken: 'token-two', mobile: MOBILE, now: later })?.owner).toEqual(
      freshOwner(MOBILE, 'token-two', later),
    );
    expect(store.load({ guestToken: 'token-two', mobile: '9123456780', now: later })).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.joinUs)).toBeNull();
  });

  it('drops an older version or bad JSON', () => {
    const storage = createMemoryStorage();
    const store = createJoinUsStore(storage);
    storage.setItem(STORAGE_KEYS.joinUs, '{not json');
    expect(store.load({ guestToken: TOKEN, mobile: MOBILE, now: NOW })).toBeNull();
    store.save(freshOwner(MOBILE, TOKEN, NOW), SNAPSHOT);
    const saved = JSON.parse(storage.getItem(STORAGE_KEYS.joinUs) ?? '{}') as { version: number };
    storage.setItem(STORAGE_KEYS.joinUs, JSON.stringify({ ...saved, version: saved.version - 1 }));
    expect(store.load({ guestToken: TOKEN, mobile: MOBILE, now: NOW })).toBeNull();
  });

  it('is one of the keys a logout clears', () => {
    const storage = createMemoryStorage();
    createJoinUsStore(storage).save(freshOwner(MOBILE, TOKEN, NOW), SNAPSHOT);
    createTokenStore(storage).clearAll();
    expect(storage.getItem(STORAGE_KEYS.joinUs)).toBeNull();
  });
});

describe('Join Us persistence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the typed values a moment after the last change, and they come back', () => {
    const storage = createMemoryStorage();
    const store = createJoinUsStore(storage);
    const owner = freshOwner(MOBILE, TOKEN, NOW);
    const persistence = joinUsPersistence(store, owner);
    const runtime = { client: {} } as unknown as Pick<Runtime, 'client'>;
    const logic = createJoinUsMachine(runtime, {
      rules: { shopAndCounterPhotos: false },
      files: chosenFiles(),
    });
    const values = registrationValues({ mobile: MOBILE });
    const form = createActor(logic, { input: { values }, inspect: persistence.inspect });
    persistence.attach(form);
    form.start();
    form.send({ type: 'field.change', field: 'first_name', value: 'Ravi' });
    vi.advanceTimersByTime(JOIN_US_SAVE_DELAY_MS - 1);
    expect(storage.getItem(STORAGE_KEYS.joinUs)).toBeNull();
    vi.advanceTimersByTime(1);
    const kept = store.load({ guestToken: TOKEN, mobile: null, now: NOW + 1000 });
    expect(kept?.owner.mobile).toBe(MOBILE);
    const again = createActor(logic, { input: { values }, snapshot: kept!.snapshot as never });
    again.start();
    expect(selectValues(again.getSnapshot())['first_name']).toBe('Ravi');
    form.stop();
    again.stop();
  });
});
