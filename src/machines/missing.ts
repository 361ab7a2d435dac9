import { fromCallback, fromPromise, type EventObject } from 'xstate';

/*
 * Stubs for what a machine needs from the app (src/services provides the real ones). A stub that
 * is reached fails loudly, naming the machine and the piece, instead of silently doing nothing.
 */

/** An actor the app must provide: `actors: { fetchProfile: missingActor<Profile>('auth', 'fetchProfile') }`. */
export function missingActor<TOutput, TInput = unknown>(machine: string, name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The ${machine} machine's ${name} actor was not provided`)),
  );
}

/** An action the app must provide (storage, navigation): call it from the stub action's body. */
export function missingAction(machine: string, name: string): never {
  throw new Error(`The ${machine} machine's ${name} action was not provided`);
}

/** A long-lived callback actor the app must provide (an upload's transfer). */
export function missingCallback<TEvent extends EventObject, TInput = unknown>(
  machine: string,
  name: string,
) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`The ${machine} machine's ${name} actor was not provided`);
  });
}
