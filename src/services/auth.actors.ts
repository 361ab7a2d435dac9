import { fromPromise } from 'xstate';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { showLanguage, shownLanguage } from '../i18n/runtime';
import { createLanguageStore } from './storage/language-store';
import { authMachine } from '../machines/auth/machine';
import type { SessionProfile, StoredSession } from '../machines/auth/types';
import type { ApiClient } from './api/client';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';
import type { TokenStore } from './storage/token-store';

/**
 * The cached `GET /v1/user/me` answer; `language` (issue 32) may be absent in a profile the
 * device kept from before it.
 */
export type Profile = Omit<components['schemas']['Profile'], 'language'> & {
  language?: components['schemas']['UserLanguage'];
};

/**
 * The partner's language across devices (issue 32 item 5), when their profile arrives at a login.
 * A language chosen on this device stays: it is what they see now. On a device where nothing was
 * ever chosen, an account set to Hindi shows Hindi and is remembered: a partner who chose it on
 * one phone logs in on another and reads Hindi. Only the switch pressed while logged in writes
 * the account (account-language.ts), never a login: a choice made on the landing was made before
 * anyone was known. An account's English does not override a browser set to Hindi: it is also
 * what every account says before any choice.
 */
function showAccountLanguage(profile: { language?: Language }) {
  const account = profile.language;
  if (!account || account === DEFAULT_LANGUAGE || typeof document === 'undefined') return;
  const store = createLanguageStore();
  if (store.chosen() !== null) return;
  store.remember(account);
  if (account !== shownLanguage()) void showLanguage(account).catch(() => undefined);
}

/** The contract's Profile must fit the session's; this line stops compiling if they drift. */
const asSessionProfile = (profile: Profile): SessionProfile => profile;

export interface AuthDependencies {
  client: ApiClient;
  tokens: TokenStore<Profile>;
}

/** What the session needs from the page: the router's navigate (hash routes `/`, `/login`). */
export interface SessionPage {
  navigate: (path: string) => void;
}

export function createAuthActors({ client, tokens }: AuthDependencies) {
  return {
    readStoredSession: fromPromise<StoredSession>(async () => {
      const profile = tokens.getProfile();
      return {
        hasLoginToken: tokens.getLoginToken() !== null,
        profile: profile === null ? null : asSessionProfile(profile),
      };
    }),
    fetchProfile: fromPromise<SessionProfile>(async ({ signal }) => {
      const { data } = await unwrap(client.GET('/v1/user/me', { signal }));
      return asSessionProfile(data);
    }),
    logoutOnServer: fromPromise<void>(async ({ signal }) => {
      await unwrap(client.PUT('/v1/user/logout', { signal }));
    }),
  };
}

/** The auth machine with the real storage, API calls and navigation (the session flow's). */
export function createAuthMachine(deps: AuthDependencies, { navigate }: SessionPage) {
  const { tokens } = deps;
  return authMachine.provide({
    actors: createAuthActors(deps),
    actions: {
      storeLoginToken: (_, { token }) => tokens.setLoginToken(token),
      storeGuestToken: (_, { token }) => tokens.setGuestToken(token),
      storeProfile: (_, { profile }) => {
        tokens.setProfile({ ...profile, partner_kind: profile.partner_kind ?? null });
        showAccountLanguage(profile);
      },
      clearLocalSession: (_, { keepDrafts }) => {
        if (keepDrafts) tokens.clearSession();
        else tokens.clearAll();
      },
      navigateHome: () => navigate('/'),
      navigateToLogin: () => navigate('/login'),
      navigateTo: (_, { path }) => navigate(path),
    },
  });
}
