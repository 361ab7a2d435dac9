import type { SnapshotFrom } from 'xstate';
import { lenderActionRefusal } from '../../domain/lenders/actions';
import type { RowActionMachine } from './machine';

/*
 * The row-action chart's selectors, for every instance: busy, failed and done from its tags,
 * the refusal from the one lender rule the chart's guard reads.
 */

type RowActionSnapshot = SnapshotFrom<RowActionMachine<unknown>>;

/** The server is doing it: the button is busy. */
export const selectIsWorking = (snapshot: RowActionSnapshot) => snapshot.hasTag('busy');
/** Why it failed, while Try again is offered. */
export const selectActionFailure = (snapshot: RowActionSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
/** The server did it (the last time it was asked). */
export const selectIsDone = (snapshot: RowActionSnapshot) => snapshot.hasTag('done');
/** Why the action may not run now (its button disabled, with these words); null when it may. */
export const selectRefusal = (snapshot: RowActionSnapshot) =>
  lenderActionRefusal(snapshot.context.facts);
