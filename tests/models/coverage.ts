import { createActor } from 'xstate';
import type { AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import type { TestPath } from 'xstate/graph';

/**
 * Helpers shared by the abstract models: which states need an assertion, which transitions a
 * set of generated paths takes. The same paths run against the real machines (unit project)
 * and the real views in Chromium (e2e project).
 */

/** Dotted keys of every leaf state, e.g. `codeEntry.resend.canResend`: each needs an assertion. */
export function leafStateKeys(model: AnyStateMachine): string[] {
  return getStateNodes(model.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

function transitionKey(node: AnyStateNode, eventType: string): string {
  return `${node.path.join('.') || '(root)'} --${eventType}-->`;
}

/** Every transition the model declares, as `source --EVENT-->`. */
export function modelTransitions(model: AnyStateMachine): string[] {
  return getStateNodes(model.root).flatMap((node) =>
    [...node.transitions.keys()].map((eventType) => transitionKey(node, eventType)),
  );
}

/** The transitions a path takes: for each step, the state node that handled its event. */
function takenBy(before: Snapshot<unknown>, event: EventObject): string[] {
  const active = (before as unknown as { _nodes: AnyStateNode[] })._nodes;
  const handlers = new Set<string>();
  for (const leaf of active.filter((node) => node.type === 'atomic')) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      if (node.transitions.has(event.type)) {
        handlers.add(transitionKey(node, event.type));
        break;
      }
    }
  }
  return [...handlers];
}

export function coveredTransitions(
  model: AnyStateMachine,
  paths: readonly TestPath<Snapshot<unknown>, EventObject>[],
): Set<string> {
  const covered = new Set<string>();
  // An actor that is never started: just the model's initial snapshot.
  const initial: Snapshot<unknown> = createActor(model).getSnapshot();
  for (const path of paths) {
    let before: Snapshot<unknown> = initial;
    for (const step of path.steps) {
      for (const key of takenBy(before, step.event)) covered.add(key);
      before = step.state;
    }
  }
  return covered;
}

/** The model's transitions that no path takes: a suite expects none. */
export function uncoveredTransitions(
  model: AnyStateMachine,
  paths: readonly TestPath<Snapshot<unknown>, EventObject>[],
): string[] {
  const covered = coveredTransitions(model, paths);
  return modelTransitions(model).filter((transition) => !covered.has(transition));
}

/**
 * createTestModel with transition coverage that includes self-transitions (RELOAD on the login
 * screen): the default serialisation drops the event when the state value does not change, so
 * such a transition would never get a path of its own.
 */
export function createCoverageModel<TMachine extends AnyStateMachine>(model: TMachine) {
  return createTestModel(model, {
    serializeTransition: (_state, event, previous?: { value?: unknown }) =>
      event ? ` via ${event.type} from ${JSON.stringify(previous?.value ?? null)}` : '',
  });
}

/**
 * A model's state checks in the form a path's `test()` takes, each recording in `asserted`
 * that it ran: a suite can then prove every model state was checked on some path.
 */
export function recordedChecks<TSubject>(
  checks: Record<string, (subject: TSubject) => unknown>,
  asserted: Set<string>,
  subject: () => TSubject,
): Record<string, () => Promise<void>> {
  return Object.fromEntries(
    Object.entries(checks).map(([key, check]) => [
      key,
      async () => {
        asserted.add(key);
        await check(subject());
      },
    ]),
  );
}
