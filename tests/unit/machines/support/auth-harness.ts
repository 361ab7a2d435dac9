import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from '../../../../src/machines/auth/machine';
import type { SessionProfile } from '../../../../src/machines/auth/types';
import { ApiError } from '../../../../src/services/api/api-error';
import {
  createMemoryStorage,
  createTokenStore,
} from '../../../../src/services/storage/token-store';

export const AGENT_TOKEN = 'agent-token';
export const ADMIN_TOKEN = 'admin-token';
/** Another partner agent's login. */
export const OTHER_AGENT_TOKEN = 'other-agent-token';

export function profileFor(role: SessionProfile['role']): SessionProfile {
  return {
    id: role === 'AGENT' ? 'p-agent' : 'p-admin',
    first_name: 'Asha',
    last_name: 'Verma',
    email: null,
    mobile: '9876543210',
    address: null,
    pincode: null,
    city: null,
    state: null,
    role,
    pan: null,
    aadhaar_front: null,
    aadhaar_back: null,
    cancelled_cheque: null,
    account_number: null,
    bank_name: null,
    ifsc: null,
    referral_code: null,
    partner_kind: null,
  };
}

type Outcome = 'answer' | Error;

function isStorage(value: Record<string, string> | Storage): value is Storage {
  return typeof value.getItem === 'function';
}

/**
 * The auth machine over real storage (a TokenStore on memory) with a fake server: the
 * agent token's profile is an AGENT, the admin token's an ADMIN, any other token is refused.
 */
export function startAuth(
  /** What the device holds: initial keys, or the storage of an earlier run (a reload). */
  stored: Record<string, string> | Storage = {},
  failures: Partial<Record<'fetchProfile' | 'logoutOnServer' | 'readStoredSession', Error>> = {},
) {
  const storage = isStorage(stored) ? stored : createMemoryStorage(stored);
  const tokens = createTokenStore<SessionProfile>(storage);
  const navigations: string[] = [];
  const calls = { fetchProfile: 0, logoutOnServer: 0 };
  const next: { fetchProfile: Outcome; logoutOnServer: Outcome; readStoredSession: Outcome } = {
    fetchProfile: failures.fetchProfile ?? 'answer',
    logoutOnServer: failures.logoutOnServer ?? 'answer',
    readStoredSession: failures.readStoredSession ?? 'answer',
  };
  const take = (kind: keyof typeof next) => {
    const outcome = next[kind];
    next[kind] = 'answer';
    if (outcome !== 'answer') throw outcome;
  };
  const machine = authMachine.provide({
    actors: {
      readStoredSession: fromPromise(async () => {
        take('readStoredSession');
        return { hasLoginToken: tokens.getLoginToken() !== null, profile: tokens.getProfile() };
      }),
      fetchProfile: fromPromise(async () => {
        calls.fetchProfile += 1;
        take('fetchProfile');
        const token = tokens.getLoginToken();
        if (token === AGENT_TOKEN) return profileFor('AGENT');
        if (token === OTHER_AGENT_TOKEN) return { ...profileFor('AGENT'), id: 'p-other-agent' };
        if (token === ADMIN_TOKEN) return profileFor('ADMIN');
        throw new ApiError(401, 'Your session has expired. Please log in again.');
      }),
      logoutOnServer: fromPromise(async () => {
        calls.logoutOnServer += 1;
        take('logoutOnServer');
      }),
    },
    actions: {
      storeLoginToken: (_, { token }) => tokens.setLoginToken(token),
      storeGuestToken: (_, { token }) => tokens.setGuestToken(token),
      storeProfile: (_, { profile }) => tokens.setProfile(profile),
      clearLocalSession: (_, { keepDrafts }) =>
        keepDrafts ? tokens.clearSession() : tokens.clearAll(),
      navigateHome: () => navigations.push('/'),
      navigateToLogin: () => navigations.push('/login'),
      navigateTo: (_, { path }) => navigations.push(path),
    },
  });
  const actor = createActor(machine);
  /** Every state value the actor passed through, transient ones included. */
  const visited: string[] = [];
  actor.subscribe((snapshot) => visited.push(JSON.stringify(snapshot.value)));
  actor.start();
  return {
    visited,
    actor,
    storage,
    tokens,
    calls,
    next,
    navigations,
    settle: () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy')),
  };
}

/** Storage of a device where the agent logged in earlier (profile cached or not). */
export function agentDevice({ cached }: { cached: boolean }): Record<string, string> {
  return {
    TOKEN: AGENT_TOKEN,
    ...(cached ? { PROFILE: JSON.stringify(profileFor('AGENT')) } : {}),
    draft_form_data: '{"name":"Ravi"}',
  };
}
