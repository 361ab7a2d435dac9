import type { MessageDescriptor } from '@lingui/core';
import type { LenderActionFacts } from '../../domain/lenders/actions';
import type { FailureTexts } from '../failure';

/*
 * The row-action chart's types: one action of one lender row (Send to Lender, Upload Files,
 * Email to Lender, Export), generic over what the server answers when it is done (`TResult`:
 * the lead's status and reference, a file's URL, nothing).
 */

/** What the action's `work` actor is asked: which application, which lender, which lead. */
export interface RowActionRequest {
  applicationId: string;
  lenderId: string;
  /** The lead's reference the lender gave when the application was sent (null before). */
  reference: string | null;
}

export interface RowActionInput {
  applicationId: string;
  lenderName: string;
  /** What the one rule of when an action may run reads (src/domain/lenders/actions.ts). */
  facts: LenderActionFacts;
  reference: string | null;
}

export interface RowActionContext<TResult> extends RowActionInput {
  /** What the server answered last time the action was done; null before. */
  result: TResult | null;
  /** The failure shown, as `failureText` words it; null unless the state is tagged `error`. */
  error: string | null;
}

export type RowActionEvent =
  /** The row's button (again, once done). */
  | { type: 'action.start' }
  /** Try again, after a failure. */
  | { type: 'action.retry' }
  /**
   * The row changed under the action: the lender's status and the lead's reference after Send
   * (Protium's Upload Files waits for APPROVED), or a fresh load of the page.
   */
  | { type: 'row.changed'; lenderStatus: string | null; reference: string | null };

/** `busy` while the server works, `error` while its failure shows, `done` once it answered. */
export type RowActionTag = 'busy' | 'error' | 'done';

/**
 * A toast: the action's outcome (partner-portal §8). The chart's own words are a descriptor the
 * view says in the language shown (issue 32); a failure's or a refusal's are words already.
 */
export interface RowActionNotice {
  tone: 'success' | 'error';
  message: string | MessageDescriptor;
}

/** What one instance of the chart is: its id, its words, what its success says. */
export interface RowActionOptions<TResult> {
  id: string;
  description: string;
  /** The action's words for a failure; without them, the server's words (failureText). */
  texts?: FailureTexts;
  /** The toast once done (null: none, the row shows what happened). */
  doneText: (
    result: TResult,
    context: RowActionContext<TResult>,
  ) => string | MessageDescriptor | null;
}
