import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * What a user sees of the session: an abstract, context-free model. Each event is one
 * user-level action with a visible result; the lead runs its paths against the real views in
 * Chromium and tests/unit/machines/auth.model.test.ts runs them against the real machine.
 *
 * Events, as a user performs them:
 * - LOGIN: log in with OTP as a partner whose role is AGENT (the demo partner).
 * - NON_AGENT_LOGIN: log in with OTP as a partner whose role is not AGENT.
 * - LOGOUT: press Logout on the profile screen.
 * - SESSION_EXPIRED: the token is revoked elsewhere, then the app calls the server (401).
 * - RELOAD: reload the page.
 */
export const authModel = createMachine({
  id: 'authModel',
  initial: 'loginShown',
  states: {
    loginShown: {
      description: 'The login landing (Login, Join Us); protected routes redirect here.',
      on: {
        LOGIN: 'homeShown',
        NON_AGENT_LOGIN: 'notAgentShown',
        RELOAD: 'loginShown',
      },
    },
    notAgentShown: {
      description: 'Back on the login landing with the message that only agents may log in.',
      on: {
        LOGIN: 'homeShown',
        RELOAD: 'loginShown',
      },
    },
    homeShown: {
      description: 'The home dashboard greeting the partner by first and last name.',
      on: {
        LOGOUT: 'loginShown',
        SESSION_EXPIRED: 'expiredShown',
        RELOAD: 'homeShown',
      },
    },
    expiredShown: {
      description: 'Back on the login landing with the message that the session has expired.',
      on: {
        LOGIN: 'homeShown',
        NON_AGENT_LOGIN: 'notAgentShown',
        RELOAD: 'loginShown',
      },
    },
  },
});

export const authTestModel = createCoverageModel(authModel);

/** Every leaf state of the model; each must have an assertion wherever the paths run. */
export const AUTH_MODEL_STATES = leafStateKeys(authModel);

export type AuthModelEvent = 'LOGIN' | 'NON_AGENT_LOGIN' | 'LOGOUT' | 'SESSION_EXPIRED' | 'RELOAD';
