import { createMemoryStorage } from './memory-storage';

export { createMemoryStorage };

/** The browser-storage keys the spec names (partner-portal §4), spelt as the spec spells them. */
export const STORAGE_KEYS = {
  token: 'TOKEN',
  profile: 'PROFILE',
  formDetails: 'FORM_DETAILS',
  coApplicantDetails: 'CO_APPLICANT_DETAILS',
  step: 'STEP',
  kycId: 'KYC_ID',
  trackerId: 'TRACKER_ID',
  applicationId: 'APPLICATION_ID',
  draftFormData: 'draft_form_data',
  rejectionReasons: 'rejection_reasons',
  guestToken: 'guest_token',
  /** The capture wizard's whole state (ours, not the spec's): versioned in its name. */
  wizard: 'rinn.wizard.v1',
  /** Partner Registration as typed (ours): kept for the guest token's life. */
  joinUs: 'rinn.join-us.v1',
} as const;

const SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.profile,
  STORAGE_KEYS.guestToken,
];

/**
 * The session as the device remembers it. `TProfile` is the cached `GET /v1/user/me` answer;
 * it is stored as JSON and trusted only as a cache (the server re-checks every call).
 */
export interface TokenStore<TProfile = unknown> {
  getLoginToken(): string | null;
  setLoginToken(token: string): void;
  clearLoginToken(): void;
  getGuestToken(): string | null;
  setGuestToken(token: string): void;
  clearGuestToken(): void;
  getProfile(): TProfile | null;
  setProfile(profile: TProfile): void;
  clearProfile(): void;
  /** Login token and cached profile: what a logout or an expired session ends. */
  clearSession(): void;
  /** The spec's cleanup: every key it names except profile, token and guest token. */
  clearAllExceptSession(): void;
  /** Every key the spec names, session included. */
  clearAll(): void;
}

function nonEmpty(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}

/** Falls back to memory when there is no localStorage (Node, or a browser that blocks it). */
function defaultStorage(): Storage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Reading localStorage throws in some privacy modes; the session then lasts one page load.
  }
  return createMemoryStorage();
}

export function createTokenStore<TProfile = unknown>(
  storage: Storage = defaultStorage(),
): TokenStore<TProfile> {
  const store: TokenStore<TProfile> = {
    getLoginToken: () => nonEmpty(storage.getItem(STORAGE_KEYS.token)),
    setLoginToken: (token) => storage.setItem(STORAGE_KEYS.token, token),
    clearLoginToken: () => storage.removeItem(STORAGE_KEYS.token),
    getGuestToken: () => nonEmpty(storage.getItem(STORAGE_KEYS.guestToken)),
    setGuestToken: (token) => storage.setItem(STORAGE_KEYS.guestToken, token),
    clearGuestToken: () => storage.removeItem(STORAGE_KEYS.guestToken),
    getProfile: () => {
      const raw = nonEmpty(storage.getItem(STORAGE_KEYS.profile));
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as TProfile;
      } catch {
        // A cache that does not parse is no cache: forget it so the profile is fetched again.
        storage.removeItem(STORAGE_KEYS.profile);
        return null;
      }
    },
    setProfile: (profile) => storage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile)),
    clearProfile: () => storage.removeItem(STORAGE_KEYS.profile),
    clearSession: () => {
      store.clearLoginToken();
      store.clearProfile();
    },
    clearAllExceptSession: () => {
      for (const key of Object.values(STORAGE_KEYS)) {
        if (!SESSION_KEYS.includes(key)) storage.removeItem(key);
      }
    },
    clearAll: () => {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    },
  };
  return store;
}
