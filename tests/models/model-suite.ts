import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import type { TestPath } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  createCoverageModel,
  leafStateKeys,
  recordedChecks,
  uncoveredTransitions,
} from './coverage';

type Path = TestPath<Snapshot<unknown>, EventObject>;

/** A model's state checks in the form `path.test({ states })` takes, each recording it ran. */
type Checks<TSubject> = (subject: () => TSubject) => Record<string, () => Promise<void>>;

/**
 * The shape every model-based suite has, once: an assertion for every state of the model,
 * its shortest paths (createCoverageModel) that take every transition, one test
 * per path (`run` plays it against a fresh subject), `more` tests of the same subject, and proof
 * that every state's assertion ran on some path. The same paths run against the real machine
 * and, in Chromium, the real screen.
 */
export function describeModel<TSubject>(
  title: string,
  model: AnyStateMachine,
  states: Record<string, (subject: TSubject) => unknown>,
  run: (path: Path, checks: Checks<TSubject>) => Promise<void>,
  more?: () => void,
) {
  const paths = createCoverageModel(model).getShortestPaths();
  const modelStates = leafStateKeys(model);
  describe(title, () => {
    const asserted = new Set<string>();

    it('has an assertion for every model state and its paths cover every transition', () => {
      expect(Object.keys(states).sort()).toEqual([...modelStates].sort());
      expect(uncoveredTransitions(model, paths)).toEqual([]);
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await run(path, (subject) => recordedChecks(states, asserted, subject));
    });

    more?.();

    it('ran every state assertion on some path', () => {
      expect([...asserted].sort()).toEqual([...modelStates].sort());
    });
  });
}
