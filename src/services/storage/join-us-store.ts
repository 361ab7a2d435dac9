import type { Snapshot } from 'xstate';
import { GUEST_TOKEN_LIFETIME_MS } from '../../domain/join-us/guest-lifetime';
import { STORAGE_KEYS } from './token-store';

/** Bumped when the registration's form chart changes shape: an older saved form is dropped. */
export const JOIN_US_STORE_VERSION = 1;

/** Wait this long after the last change before writing, as the wizard does. */
export const JOIN_US_SAVE_DELAY_MS = 250;

/**
 * Partner Registration as the device keeps it between reloads (issue 29 item 7): the form's
 * persisted snapshot (typed values, uploaded file ids and names), the verified mobile, and
 * which guest token verified it. It lasts as long as that token: never past the token's expiry
 * (a week from the verify), and not once the device holds another token or none.
 */
interface Saved {
  version: number;
  mobile: string;
  /** A fingerprint of the guest token that verified the mobile (not the token itself). */
  token: string;
  /** Milliseconds since the epoch: the guest token's expiry, counted from the verify. */
  expiresAt: number;
  snapshot: Snapshot<unknown>;
}

/** Whose registration it is: the mobile verified and the guest token that verified it. */
export interface JoinUsOwner {
  mobile: string;
  guestToken: string;
  /** When the kept registration stops being restored (the guest token's expiry). */
  expiresAt: number;
}

export interface RestoredJoinUs {
  owner: JoinUsOwner;
  snapshot: Snapshot<unknown>;
}

/** A short, one-way fingerprint (FNV-1a): enough to tell one token from another. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export interface JoinUsStore {
  /**
   * The kept registration if it is still good: this version, and either the mobile the session
   * just verified (a new token: its week starts now) or, after a reload, the guest token that
   * verified it, before that token's expiry. Anything else is forgotten.
   */
  load(given: {
    guestToken: string | null;
    mobile: string | null;
    now: number;
  }): RestoredJoinUs | null;
  save(owner: JoinUsOwner, snapshot: Snapshot<unknown>): void;
  clear(): void;
}

/** The owner of a registration whose mobile was just verified: the token's week starts now. */
export function freshOwner(mobile: string, guestToken: string, now: number): JoinUsOwner {
  return { mobile, guestToken, expiresAt: now + GUEST_TOKEN_LIFETIME_MS };
}

export function createJoinUsStore(storage: Storage): JoinUsStore {
  const store: JoinUsStore = {
    load({ guestToken, mobile, now }) {
      const raw = storage.getItem(STORAGE_KEYS.joinUs);
      if (!raw) return null;
      let saved: Partial<Saved> = {};
      try {
        saved = JSON.parse(raw) as Partial<Saved>;
      } catch {
        // Not ours, or cut short: forgotten below.
      }
      const shaped =
        saved.version === JOIN_US_STORE_VERSION &&
        typeof saved.mobile === 'string' &&
        typeof saved.expiresAt === 'number' &&
        typeof saved.snapshot === 'object' &&
        saved.snapshot !== null;
      if (!shaped || guestToken === null) {
        store.clear();
        return null;
      }
      const snapshot = saved.snapshot as Snapshot<unknown>;
      // The same mobile verified again (a new token, a new week): its registration goes on.
      if (mobile !== null) {
        if (mobile !== saved.mobile) {
          store.clear();
          return null;
        }
        return { owner: freshOwner(mobile, guestToken, now), snapshot };
      }
      // A reload: only with the token that verified it, and only within that token's life.
      if (saved.token !== fingerprint(guestToken) || saved.expiresAt! <= now) {
        store.clear();
        return null;
      }
      return {
        owner: { mobile: saved.mobile!, guestToken, expiresAt: saved.expiresAt! },
        snapshot,
      };
    },
    save(owner, snapshot) {
      const saved: Saved = {
        version: JOIN_US_STORE_VERSION,
        mobile: owner.mobile,
        token: fingerprint(owner.guestToken),
        expiresAt: owner.expiresAt,
        snapshot,
      };
      try {
        storage.setItem(STORAGE_KEYS.joinUs, JSON.stringify(saved));
      } catch {
        // A full or blocked storage: the form goes on; only a reload would lose the values.
      }
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.joinUs);
    },
  };
  return store;
}
