import { lenderActionRefusal } from '../../domain/lenders/actions';
import type { RowActionContext, RowActionTag } from './types';

/*
 * The row-action chart's selectors, for every instance: busy, failed and done from its tags,
 * the refusal from the one lender rule the chart's guard reads.
 */

/** What every instance's snapshot offers the selectors, whatever its answer's type. */
export interface RowActionSnapshot {
  context: Pick<RowActionContext<unknown>, 'facts' | 'error'>;
  hasTag(tag: RowActionTag): boolean;
}

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
