import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type {
  Actor,
  AnyStateMachine,
  InputFrom,
  InspectionEvent,
  OutputFrom,
  Snapshot,
  SnapshotFrom,
} from 'xstate';
import type { Runtime } from '../../services/runtime';
import { useSite } from './site';

export interface FlowHostProps<TMachine extends AnyStateMachine, TPage> {
  /** What the flow's service needs from the screen (its router, its toasts…); read once. */
  page: TPage;
  /** The chart's input; read once, when the actor is created. */
  input?: InputFrom<TMachine>;
  /** A persisted snapshot to resume from (the wizard's, restored from the device). */
  snapshot?: Snapshot<unknown>;
  /** Another inspector next to the site's (`?inspect`), such as the wizard's persistence. */
  inspect?: (event: InspectionEvent) => void;
  /** The chart reached its final state: its output, once (the flow's completion). */
  onDone?: (output: OutputFrom<TMachine>) => void;
  children: ReactNode;
}

/**
 * The one way to run a flow on screen (docs/decisions.md, "Screens and routes"). A flow is
 * `createFlow(provided)`, where `provided(runtime, page)` lives in src/services and returns
 * the chart with its real actors: the machine is provided there, once. `<Flow.Host>` creates the
 * flow's actor with its input (and a saved snapshot, and the inspector) and keeps it for as long
 * as it is mounted: mount it above every screen of the flow, so the actor outlives each of them.
 * The screens under it read the chart with `Flow.useSelector` (the step shown is the chart's
 * state, never the view's) and send to `Flow.useActorRef()`; the chart reports completion
 * (a final state: `onDone`, or an invoked child's onDone inside the chart), and no step data
 * travels in the navigation state of the browser history. (A context of our own rather than
 * createActorContext: its Provider keeps the actor to itself, and the completion needs it.)
 */
export function createFlow<TMachine extends AnyStateMachine, TPage = undefined>(
  provided: (runtime: Runtime, page: TPage) => TMachine,
) {
  const FlowContext = createContext<Actor<TMachine> | null>(null);

  function Host({
    page,
    input,
    snapshot,
    inspect,
    onDone,
    children,
  }: FlowHostProps<TMachine, TPage>) {
    const site = useSite();
    // Provided once for the host's life: the actor keeps the logic it started with.
    const [logic] = useState(() => provided(site.runtime, page));
    const actor = useActorRef(logic, {
      input,
      snapshot: snapshot as never,
      inspect: (event: InspectionEvent) => {
        inspect?.(event);
        site.inspect?.(event);
      },
    });
    useEffect(() => {
      if (!onDone) return;
      const subscription = actor.subscribe((state: Snapshot<unknown>) => {
        if (state.status === 'done') onDone(state.output as OutputFrom<TMachine>);
      });
      return () => subscription.unsubscribe();
    }, [actor, onDone]);
    return <FlowContext.Provider value={actor}>{children}</FlowContext.Provider>;
  }

  /** The flow's actor, for sending events (and for views of a child it invoked). */
  function useFlowActor(): Actor<TMachine> {
    const actor = useContext(FlowContext);
    if (!actor) throw new Error('A flow is used outside its <Host>');
    return actor;
  }

  /** One narrow fact of the flow's chart (a selector from src/machines). */
  function useFlowSelector<T>(
    selector: (snapshot: SnapshotFrom<TMachine>) => T,
    compare?: (a: T, b: T) => boolean,
  ): T {
    return useSelector(useFlowActor(), selector, compare);
  }

  return { Host, useActorRef: useFlowActor, useSelector: useFlowSelector };
}
