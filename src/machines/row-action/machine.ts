import { assign, setup } from 'xstate';
import { lenderActionRefusal, type LenderActionFacts } from '../../domain/lenders/actions';
import { failureText } from '../failure';
import { missingAction, missingActor } from '../missing';
import type {
  RowActionContext,
  RowActionEvent,
  RowActionInput,
  RowActionNotice,
  RowActionOptions,
  RowActionRequest,
  RowActionTag,
} from './types';

/** A refused press is told in the lender rule's words (its button is disabled with them too). */
const SAY_REFUSED = {
  type: 'notify',
  params: ({ context }: { context: { facts: LenderActionFacts } }): RowActionNotice => ({
    tone: 'error',
    message: lenderActionRefusal(context.facts) ?? '',
  }),
} as const;

/**
 * The one chart for an action on a row of the lenders table (partner-portal §2, §4): idle →
 * working → done | failed, Try again from failed, the action again from done. An action the
 * lender rule refuses (lenderActionRefusal: the application or this lender's decision REJECTED,
 * Protium's Upload Files before it APPROVED) never reaches the server; the view disables its
 * button with the same words. Each action is an instance with its own id and words
 * (`createRowActionMachine<LeadResult>({ id: 'sendToLender', … })`); its service provides the
 * `work` actor, and the screen the `notify` action (a toast) and, where the answer is for the
 * browser (Export's file), `deliver`.
 */
export function createRowActionMachine<TResult>(options: RowActionOptions<TResult>) {
  return setup({
    types: {
      context: {} as RowActionContext<TResult>,
      events: {} as RowActionEvent,
      input: {} as RowActionInput,
      tags: {} as RowActionTag,
    },
    actors: {
      work: missingActor<TResult, RowActionRequest>(options.id, 'work'),
    },
    guards: {
      isRefused: ({ context }) => lenderActionRefusal(context.facts) !== null,
      /** This action's success has words of its own (Email's); others show it in the row. */
      saysDone: ({ context }, params: { result: TResult }) =>
        options.doneText(params.result, context) !== null,
    },
    actions: {
      keepResult: assign((_, params: { result: TResult }) => ({
        result: params.result,
        error: null,
      })),
      keepFailure: assign((_, params: { error: unknown }) => ({
        error: failureText(params.error, options.texts),
      })),
      clearFailure: assign({ error: null }),
      keepRow: assign(
        ({ context }, params: { lenderStatus: string | null; reference: string | null }) => ({
          facts: { ...context.facts, lenderStatus: params.lenderStatus },
          reference: params.reference,
        }),
      ),
      /** A toast (the kit's toaster), provided by the screen. */
      notify: (_, _params: RowActionNotice) => missingAction(options.id, 'notify'),
      /** Nothing by default; Send tells its page the lead, Export hands the file to the browser. */
      deliver: (_, _params: { result: TResult }) => {},
    },
  }).createMachine({
    id: options.id,
    description: options.description,
    context: ({ input }) => ({ ...input, result: null, error: null }),
    initial: 'idle',
    on: {
      'row.changed': {
        actions: {
          type: 'keepRow',
          params: ({ event }) => ({ lenderStatus: event.lenderStatus, reference: event.reference }),
        },
        description: 'The lender’s status or the lead changed (Send answered, the page reloaded).',
      },
    },
    states: {
      idle: {
        description: 'The button, enabled unless the lender rule refuses the action (it says why).',
        on: {
          'action.start': [
            {
              guard: 'isRefused',
              actions: SAY_REFUSED,
              description: 'Refused by the lender rule: nothing is asked of the server.',
            },
            { target: 'working' },
          ],
        },
      },
      working: {
        tags: 'busy',
        description: 'The server is doing it; the button is busy.',
        invoke: {
          id: 'work',
          src: 'work',
          input: ({ context }) => ({
            applicationId: context.applicationId,
            lenderId: context.facts.lenderId,
            reference: context.reference,
          }),
          onDone: [
            {
              guard: { type: 'saysDone', params: ({ event }) => ({ result: event.output }) },
              target: 'done',
              actions: [
                { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
                { type: 'deliver', params: ({ event }) => ({ result: event.output }) },
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    tone: 'success' as const,
                    message: options.doneText(event.output, context) ?? '',
                  }),
                },
              ],
            },
            {
              target: 'done',
              actions: [
                { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
                { type: 'deliver', params: ({ event }) => ({ result: event.output }) },
              ],
            },
          ],
          onError: {
            target: 'failed',
            actions: [
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'notify',
                params: ({ context }) => ({ tone: 'error' as const, message: context.error ?? '' }),
              },
            ],
          },
        },
      },
      done: {
        tags: 'done',
        description: 'The server did it; the row shows what it answered. The button does it again.',
        on: {
          'action.start': [
            {
              guard: 'isRefused',
              target: 'idle',
              actions: SAY_REFUSED,
              description: 'No longer allowed (the row changed): nothing is asked of the server.',
            },
            { target: 'working' },
          ],
        },
      },
      failed: {
        tags: 'error',
        description: 'Why it failed (also as a toast), with Try again.',
        on: {
          'action.retry': [
            {
              guard: 'isRefused',
              target: 'idle',
              actions: ['clearFailure', SAY_REFUSED],
              description: 'No longer allowed (the row changed): nothing is asked of the server.',
            },
            { target: 'working', actions: 'clearFailure' },
          ],
        },
      },
    },
  });
}

/** The chart itself, as `npm run charts` draws it: an action answering anything. */
export const rowActionMachine = createRowActionMachine<unknown>({
  id: 'rowAction',
  description:
    'One action of a lender row (Send to Lender, Upload Files, Email to Lender, Export): idle → working → done | failed, Try again; refused without asking the server when the lender rule disables it.',
  doneText: () => null,
});

/** Any instance of the chart. */
export type RowActionMachine<TResult> = ReturnType<typeof createRowActionMachine<TResult>>;
