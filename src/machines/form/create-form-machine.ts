import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { LOOKUP_DEBOUNCE_MS, REVALIDATE_AFTER_LOAD_MS } from '../../domain/form-timing';
import { firstIssue } from '../../domain/validation';
import { failureOf } from '../failure';
import { missingActor } from '../missing';
import type {
  FormContext,
  FormEvent,
  FormInput,
  FormOutput,
  FormSpec,
  FormValues,
  LookupInput,
  LookupOutput,
  SaveInput,
} from './types';

/**
 * One chart for every form of the capture wizard, fed the step's schema (spec §5): quiet until
 * the first submit, then every change re-checks and the first issue shows; a refused save puts
 * the server's words on the message line until the next change; lookups run in a parallel
 * region, 300 ms after the last keystroke. The `save` and `lookup` actors come from
 * src/services; only the visible values (what `schemaFor` keeps) are saved.
 */
export function createFormMachine(spec: FormSpec) {
  const lookups = spec.lookups ?? {};
  const issueOf = (values: FormValues) => firstIssue(spec.schemaFor(values), values);
  /** What is sent: the schema's output for the visible fields (trimmed, uppercased…). */
  const parsed = (values: FormValues): FormValues => {
    const result = v.safeParse(spec.schemaFor(values), values);
    return result.success ? (result.output as FormValues) : values;
  };
  /** What the wizard keeps: the visible fields as typed, so Back shows them as they were. */
  const visibleAsTyped = (values: FormValues): FormValues => {
    const keys = Object.keys(parsed(values));
    return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]));
  };

  return setup({
    types: {
      context: {} as FormContext,
      events: {} as FormEvent,
      input: {} as FormInput,
      output: {} as FormOutput,
      tags: {} as 'busy' | 'error',
    },
    actors: {
      save: missingActor<void, SaveInput>(spec.id, 'save'),
      lookup: missingActor<LookupOutput, LookupInput>(spec.id, 'lookup'),
    },
    delays: {
      lookupDebounce: LOOKUP_DEBOUNCE_MS,
      revalidateAfterLoad: REVALIDATE_AFTER_LOAD_MS,
    },
    guards: {
      hasIssue: ({ context }) => issueOf(context.values) !== null,
      /** Guards of the lookup region read the event: both regions choose before either assigns. */
      opensLookup: (_, params: { field: string; value: unknown }) =>
        lookups[params.field]?.isReady(params.value) ?? false,
      isLookupField: (_, params: { field: string }) => params.field in lookups,
      wasResumed: ({ context }) => context.resumed,
    },
    actions: {
      setField: assign(({ context }, params: { field: string; value: unknown }) => ({
        values: { ...context.values, [params.field]: params.value },
        serverError: null,
      })),
      checkValues: assign(({ context }) => ({
        issue: issueOf(context.values),
      })),
      rememberLookupField: assign((_, params: { field: string }) => ({
        lookupField: params.field,
      })),
      forgetLookupField: assign({ lookupField: null }),
      /** A new value in a lookup field makes what it filled stale. */
      clearFills: assign(({ context }, params: { field: string }) => ({
        values: {
          ...context.values,
          ...Object.fromEntries((lookups[params.field]?.fills ?? []).map((key) => [key, ''])),
        },
      })),
      fillFound: assign(({ context }, params: { found: LookupOutput }) => ({
        values: { ...context.values, ...(params.found ?? {}) },
      })),
      showServerError: assign((_, params: { error: unknown }) => ({
        serverError: failureOf(params.error).message,
      })),
    },
  }).createMachine({
    id: spec.id,
    description:
      'A form of the capture wizard: values checked by the step’s schema, saved to the server.',
    context: ({ input }) => ({
      values: input.values,
      resumed: input.resumed ?? false,
      issue: null,
      serverError: null,
      lookupField: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        type: 'parallel',
        on: {
          'form.submit': [
            {
              guard: 'hasIssue',
              target: '.check.live',
              actions: 'checkValues',
            },
            { target: 'saving' },
          ],
        },
        states: {
          check: {
            initial: 'starting',
            on: {
              'field.change': {
                actions: {
                  type: 'setField',
                  params: ({ event }) => ({ field: event.field, value: event.value }),
                },
              },
            },
            states: {
              starting: {
                always: [{ guard: 'wasResumed', target: 'resuming' }, { target: 'quiet' }],
              },
              quiet: {
                description: 'No issue is shown until the first submit (or the resume re-check).',
              },
              resuming: {
                description: 'Saved data came back: check it 100 ms after the form shows it.',
                after: { revalidateAfterLoad: { target: 'live', actions: 'checkValues' } },
              },
              live: {
                tags: 'error',
                description: 'Every change re-checks; the first issue shows on its field.',
                on: {
                  'field.change': {
                    actions: [
                      {
                        type: 'setField',
                        params: ({ event }) => ({ field: event.field, value: event.value }),
                      },
                      'checkValues',
                    ],
                  },
                },
              },
            },
          },
          lookup: {
            initial: 'idle',
            states: {
              idle: {},
              waiting: {
                description: 'The spec’s 300 ms after the last keystroke in a lookup field.',
                after: { lookupDebounce: 'fetching' },
              },
              fetching: {
                invoke: {
                  id: 'lookup',
                  src: 'lookup',
                  input: ({ context }) => ({
                    field: context.lookupField ?? '',
                    value: context.values[context.lookupField ?? ''],
                  }),
                  onDone: {
                    target: 'idle',
                    actions: [
                      {
                        type: 'fillFound',
                        params: ({ event }) => ({ found: event.output }),
                      },
                      'forgetLookupField',
                      'checkValues',
                    ],
                  },
                  // A failed lookup leaves the fields for the person to type (spec §8).
                  onError: { target: 'idle', actions: 'forgetLookupField' },
                },
              },
            },
            // Targets inside the region, never `reenter`: re-entering a region of a parallel
            // state would restart its sibling (the check) too. A child target still restarts
            // `waiting`, so each keystroke starts the 300 ms again.
            on: {
              'field.change': [
                {
                  guard: {
                    type: 'opensLookup',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                  target: '.waiting',
                  actions: [
                    { type: 'clearFills', params: ({ event }) => ({ field: event.field }) },
                    'checkValues',
                    {
                      type: 'rememberLookupField',
                      params: ({ event }) => ({ field: event.field }),
                    },
                  ],
                },
                {
                  guard: {
                    type: 'isLookupField',
                    params: ({ event }) => ({ field: event.field }),
                  },
                  target: '.idle',
                  actions: [
                    { type: 'clearFills', params: ({ event }) => ({ field: event.field }) },
                    'checkValues',
                    'forgetLookupField',
                  ],
                },
              ],
            },
          },
        },
      },
      saving: {
        tags: 'busy',
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ values: parsed(context.values) }),
          onDone: { target: 'saved' },
          onError: {
            target: ['editing.check.live'],
            actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      saved: { type: 'final' },
    },
    output: ({ context }) => visibleAsTyped(context.values),
  });
}
