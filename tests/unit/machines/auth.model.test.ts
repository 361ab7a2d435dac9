import { describe, expect, it } from 'vitest';
import { NOT_AN_AGENT_TEXT, SESSION_EXPIRED_TEXT } from '../../../src/machines/auth/machine';
import { selectError, selectProfile } from '../../../src/machines/auth/selectors';
import { AUTH_MODEL_STATES, authModel, authTestModel } from '../../models/auth.model';
import { uncoveredTransitions } from '../../models/coverage';
import { ADMIN_TOKEN, AGENT_TOKEN, profileFor, startAuth } from './support/auth-harness';

type Harness = ReturnType<typeof startAuth>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

/** Each model state, as an assertion on the real machine and the device's storage. */
const states: Record<string, (snapshot: Snapshot, harness: Harness) => void> = {
  loginShown: (s, h) => {
    expect(s.value).toBe('signedOut');
    expect(selectError(s)).toBeNull();
    expect(h.tokens.getLoginToken()).toBeNull();
  },
  notAgentShown: (s, h) => {
    expect(s.value).toBe('signedOut');
    expect(selectError(s)).toBe(NOT_AN_AGENT_TEXT);
    expect(h.tokens.getLoginToken()).toBeNull();
  },
  expiredShown: (s, h) => {
    expect(s.value).toBe('signedOut');
    expect(selectError(s)).toBe(SESSION_EXPIRED_TEXT);
    expect(h.tokens.getLoginToken()).toBeNull();
  },
  homeShown: (s, h) => {
    expect(s.value).toBe('signedIn');
    expect(selectProfile(s)).toEqual(profileFor('AGENT'));
    expect(h.tokens.getLoginToken()).toBe(AGENT_TOKEN);
  },
};

// The auth model is small enough for every simple path too, beyond the shortest ones.
const paths = [
  ...authTestModel.getShortestPaths().map((path) => ['shortest', path] as const),
  ...authTestModel.getSimplePaths().map((path) => ['simple', path] as const),
];
const asserted = new Set<string>();

describe('auth model: its generated paths run against the real auth machine', () => {
  it('has an assertion for every model state', () => {
    expect(Object.keys(states).sort()).toEqual([...AUTH_MODEL_STATES].sort());
  });

  it('covers every transition of the model', () => {
    expect(
      uncoveredTransitions(
        authModel,
        paths.filter(([kind]) => kind === 'shortest').map(([, path]) => path),
      ),
    ).toEqual([]);
  });

  it.each(paths.map(([kind, path]) => [`${kind}: ${path.description}`, path] as const))(
    '%s',
    async (_, path) => {
      const app = { harness: startAuth() };
      const login = async (token: string) => {
        app.harness.actor.send({ type: 'session.start', token });
        await app.harness.settle();
      };
      await path.test({
        states: Object.fromEntries(
          Object.entries(states).map(([key, check]) => [
            key,
            () => {
              asserted.add(key);
              check(app.harness.actor.getSnapshot(), app.harness);
            },
          ]),
        ),
        events: {
          'xstate.init': () => app.harness.settle(),
          LOGIN: () => login(AGENT_TOKEN),
          NON_AGENT_LOGIN: () => login(ADMIN_TOKEN),
          LOGOUT: async () => {
            app.harness.actor.send({ type: 'session.logout' });
            await app.harness.settle();
          },
          SESSION_EXPIRED: () => app.harness.actor.send({ type: 'session.expired' }),
          RELOAD: async () => {
            app.harness.actor.stop();
            app.harness = startAuth(app.harness.storage);
            await app.harness.settle();
          },
        },
      });
    },
  );

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...AUTH_MODEL_STATES].sort());
  });
});
