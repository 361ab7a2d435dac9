import { assign, setup } from 'xstate';
import { canUseCaptureApp } from '../../domain/roles';
import { failureOf, failureText } from '../failure';
import { missingAction, missingActor } from '../missing';
import type { AuthContext, AuthEvent, SessionProfile, StoredSession } from './types';

/** Shown on the login screen after a non-agent account was logged out. */
export const NOT_AN_AGENT_TEXT = 'This app is for partner agents only. Please log in as an agent.';

/** Shown on the login screen after the server refused the session (a 401); the server's words. */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

const notProvided = (name: string) => missingAction('auth', name);

/**
 * A 401 wherever the token is in use: local state is cleared without calling the server (drafts
 * kept), and the login screen says why. One definition, so every state forgets the same things.
 */
const sessionExpired = {
  target: '#auth.signedOut',
  description:
    'A 401: local state is cleared without calling the server, and the login screen says why.',
  actions: [
    'rememberPlace',
    'forgetProfile',
    'explainExpiry',
    { type: 'clearLocalSession', params: { keepDrafts: true } },
    'navigateToLogin',
  ],
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    tags: {} as 'busy' | 'error' | 'loggingOut',
  },
  actors: {
    readStoredSession: missingActor<StoredSession>('auth', 'readStoredSession'),
    fetchProfile: missingActor<SessionProfile>('auth', 'fetchProfile'),
    logoutOnServer: missingActor<void>('auth', 'logoutOnServer'),
  },
  guards: {
    hasNoStoredToken: (_, params: { session: StoredSession }) => !params.session.hasLoginToken,
    hasCachedProfile: (_, params: { session: StoredSession }) => params.session.profile !== null,
    isAgent: (_, params: { profile: SessionProfile | null }) =>
      canUseCaptureApp(params.profile?.role),
    isUnauthorized: (_, params: { error: unknown }) => failureOf(params.error).status === 401,
    /** The agent whose session expired logged in again. */
    isAgentBack: ({ context }) =>
      canUseCaptureApp(context.profile?.role) &&
      context.returnTo !== null &&
      context.returnTo.partnerId === context.profile?.id,
  },
  actions: {
    // Side effects: storage and navigation belong to the app (src/services provides them).
    storeLoginToken: (_, _params: { token: string }) => notProvided('storeLoginToken'),
    storeGuestToken: (_, _params: { token: string }) => notProvided('storeGuestToken'),
    storeProfile: (_, _params: { profile: SessionProfile }) => notProvided('storeProfile'),
    clearLocalSession: (_, _params: { keepDrafts: boolean }) => notProvided('clearLocalSession'),
    navigateHome: () => notProvided('navigateHome'),
    navigateToLogin: () => notProvided('navigateToLogin'),
    navigateTo: (_, _params: { path: string }) => notProvided('navigateTo'),
    // Context.
    setProfile: assign((_, params: { profile: SessionProfile }) => ({
      profile: params.profile,
      error: null,
    })),
    forgetProfile: assign({ profile: null }),
    rememberPlace: assign(({ context, event }) => ({
      returnTo:
        event.type === 'session.expired' && event.at && context.profile
          ? { path: event.at, partnerId: context.profile.id }
          : null,
    })),
    forgetPlace: assign({ returnTo: null }),
    keepVerifiedMobile: assign((_, params: { mobile: string }) => ({
      verifiedMobile: params.mobile,
    })),
    refuseRole: assign({ error: NOT_AN_AGENT_TEXT }),
    explainExpiry: assign({ error: SESSION_EXPIRED_TEXT }),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error),
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'auth',
  description:
    'Who is using the app: a partner signed in with a login token, or nobody (maybe holding a guest token). Only agents may stay signed in.',
  context: { profile: null, error: null, returnTo: null },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      tags: 'busy',
      description: 'Reads the token and the cached profile the device remembers.',
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'hasNoStoredToken', params: ({ event }) => ({ session: event.output }) },
            target: 'signedOut',
          },
          {
            guard: { type: 'hasCachedProfile', params: ({ event }) => ({ session: event.output }) },
            target: 'checkingRole',
            actions: {
              type: 'setProfile',
              params: ({ event }) => ({ profile: event.output.profile as SessionProfile }),
            },
          },
          { target: 'loadingProfile' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    loadingProfile: {
      tags: 'busy',
      description: 'The profile is fetched when the device has none cached.',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'checkingRole',
          actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: [
              'forgetProfile',
              'explainExpiry',
              { type: 'clearLocalSession', params: { keepDrafts: true } },
            ],
          },
          {
            target: 'profileUnavailable',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: { 'session.expired': sessionExpired },
    },
    checkingRole: {
      description: 'Only the role AGENT may use the app; any other role is logged out.',
      always: [
        {
          guard: 'isAgentBack',
          target: 'signedIn',
          description: 'The partner whose session expired is back: to where they were.',
          actions: [
            {
              type: 'storeProfile',
              params: ({ context }) => ({ profile: context.profile as SessionProfile }),
            },
            {
              type: 'navigateTo',
              params: ({ context }) => ({ path: context.returnTo?.path ?? '/' }),
            },
          ],
        },
        {
          guard: { type: 'isAgent', params: ({ context }) => ({ profile: context.profile }) },
          target: 'signedIn',
          actions: {
            type: 'storeProfile',
            params: ({ context }) => ({ profile: context.profile as SessionProfile }),
          },
        },
        { target: 'loggingOut', actions: 'refuseRole' },
      ],
    },
    profileUnavailable: {
      tags: 'error',
      description:
        'The token may be fine but the profile could not be fetched: keep the token and offer a retry.',
      on: {
        'profile.retry': { target: 'loadingProfile', actions: 'clearError' },
        'session.logout': { target: 'loggingOut' },
        'session.expired': sessionExpired,
      },
    },
    signedIn: {
      description: 'A partner agent is using the app; the profile is known.',
      // Whoever signed in, a remembered place is used at most once.
      entry: 'forgetPlace',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expired': sessionExpired,
      },
    },
    loggingOut: {
      tags: ['busy', 'loggingOut'],
      description: 'Tells the server, then clears local state whatever it answered.',
      invoke: {
        id: 'logoutOnServer',
        src: 'logoutOnServer',
        onDone: {
          target: 'signedOut',
          actions: [
            'forgetProfile',
            { type: 'clearLocalSession', params: { keepDrafts: false } },
            'navigateToLogin',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'forgetProfile',
            { type: 'clearLocalSession', params: { keepDrafts: false } },
            'navigateToLogin',
          ],
        },
      },
    },
    signedOut: {
      description: 'Nobody is logged in: the login and public routes are shown.',
      on: {
        'session.start': {
          target: 'loadingProfile',
          actions: [
            'clearError',
            { type: 'storeLoginToken', params: ({ event }) => ({ token: event.token }) },
            'navigateHome',
          ],
        },
        'guest.start': {
          description: 'A guest token lets a visitor call the guest API; they stay signed out.',
          actions: [
            { type: 'storeGuestToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'keepVerifiedMobile', params: ({ event }) => ({ mobile: event.mobile }) },
          ],
        },
      },
    },
  },
});
