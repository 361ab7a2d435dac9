import type { InspectionEvent } from 'xstate';

function inspectRequested(): boolean {
  if (typeof location === 'undefined') return false;
  return /[?&#]inspect\b/.test(`${location.search}${location.hash}`);
}

/**
 * In dev, `?inspect` (in the query or the hash route) opens the Stately inspector; pass the
 * result as `createActor(machine, { inspect })`. The import is dynamic so the inspector never
 * reaches a production bundle.
 */
export async function inspectorIfRequested(): Promise<
  ((event: InspectionEvent) => void) | undefined
> {
  if (!import.meta.env.DEV || !inspectRequested()) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}
