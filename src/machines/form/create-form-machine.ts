import * as v from 'valibot';
import { assign, enqueueActions, sendParent, setup } from 'xstate';
import { LOOKUP_DEBOUNCE_MS, REVALIDATE_AFTER_LOAD_MS } from '../../domain/form-timing';
import { emptyFieldPrompt } from '../../domain/sections/prompts';
import { allIssues } from '../../domain/validation';
import { failureText, type FailureTexts } from '../failure';
import { missingActor } from '../missing';
import { listCounts, shownIssues, wasTypedIn } from './shown-issues';
import { uploadMachine } from '../upload/machine';
import type {
  FormContext,
  FormEvent,
  FormFound,
  FormInput,
  FormOutput,
  FormSpec,
  FormTyped,
  FormValues,
  LookupInput,
  LookupOutput,
  SaveInput,
} from './types';

/**
 * `busy` while saving, `error` while an issue or the server's refusal shows; `lookingUp` while a
 * lookup field waits or asks (not `busy`: the form can still be saved meanwhile).
 */
export type FormTag = 'busy' | 'error' | 'lookingUp';

/** What a failed save says when the server gave no words of its own (capture-app §8). */
export const SAVE_FAILURE_TEXTS = {
  fallback: 'Failed to submit form',
  unreachable: 'An error occurred while submitting the form',
} as const satisfies FailureTexts;

/**
 * One chart for every form of the capture wizard, fed the step's schema (spec §5): quiet until
 * the first submit, then every change re-checks and the first issue shows; a refused save puts
 * the server's words on the message line until the next change; lookups run in a parallel
 * region, 300 ms after the last keystroke. The `save` and `lookup` actors come from
 * src/services; only the visible values (what `schemaFor` keeps) are saved.
 */
export function createFormMachine(spec: FormSpec) {
  const lookups = spec.lookups ?? {};
  const uploads = spec.uploads ?? {};
  /** A document field's value: its file id ('' when empty), or the list for several files. */
  const fileValue = (field: string, fileIds: string[]): unknown =>
    uploads[field]?.multiple ? fileIds : (fileIds[0] ?? '');
  const fileIdsOf = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string')
      : typeof value === 'string' && value !== ''
        ? [value]
        : [];
  const promptOf = spec.promptOf ?? ((field: string) => emptyFieldPrompt(field));
  /** Every invalid field's first issue, in screen order (issue 18: all shown at once). */
  const issuesOf = (values: FormValues) => allIssues(spec.schemaFor(values), values, promptOf);
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
      tags: {} as FormTag,
    },
    actors: {
      save: missingActor<void, SaveInput>(spec.id, 'save'),
      lookup: missingActor<LookupOutput, LookupInput>(spec.id, 'lookup'),
      uploadField: uploadMachine,
    },
    delays: {
      lookupDebounce: LOOKUP_DEBOUNCE_MS,
      revalidateAfterLoad: REVALIDATE_AFTER_LOAD_MS,
    },
    guards: {
      hasIssue: ({ context }) => issuesOf(context.values).length > 0,
      /** Guards of the lookup region read the event: both regions choose before either assigns. */
      opensLookup: (_, params: { field: string; value: unknown }) =>
        lookups[params.field]?.isReady(params.value) ?? false,
      isLookupField: (_, params: { field: string }) => params.field in lookups,
      wasResumed: ({ context }) => context.resumed,
      wasRefused: ({ context }) => context.serverError !== null,
      tellsParent: (_, params: { field: string }) => lookups[params.field]?.tellsParent ?? false,
      wasHandedOver: ({ context }) => context.handedOver,
    },
    actions: {
      setField: assign(({ context }, params: { field: string; value: unknown }) => ({
        values: { ...context.values, [params.field]: params.value },
        serverError: null,
      })),
      checkValues: assign(({ context }) => ({
        issues: shownIssues(issuesOf(context.values), context.checkedLists, context.leftFields),
      })),
      /** Every entry of the lists now is checked: their issues show from here on. */
      markChecked: assign(({ context }) => ({ checkedLists: listCounts(context.values) })),
      rememberLeft: assign(({ context }, params: { field: string }) => ({
        leftFields:
          context.leftFields.includes(params.field) || !wasTypedIn(context.values, params.field)
            ? context.leftFields
            : [...context.leftFields, params.field],
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
      /** Only the rule's fills are taken from what was found. */
      fillFound: assign(({ context }, params: { field: string; found: LookupOutput }) => ({
        values: {
          ...context.values,
          ...Object.fromEntries(
            (lookups[params.field]?.fills ?? [])
              .filter((key) => params.found && key in params.found)
              .map((key) => [key, params.found?.[key]]),
          ),
        },
      })),
      tellParentFound: sendParent(
        (_, params: { field: string; found: LookupOutput }): FormFound => ({
          type: 'form.found',
          field: params.field,
          found: params.found,
        }),
      ),
      /** A parent that keeps what is typed (FormInput.tellsTyped) hears the values as they are. */
      tellTyped: enqueueActions(({ context, enqueue }) => {
        if (!context.tellsTyped) return;
        const typed: FormTyped = { type: 'form.typed', values: context.values };
        enqueue.sendParent(typed);
      }),
      spawnUploads: enqueueActions(({ context, enqueue }) => {
        for (const [field, rule] of Object.entries(uploads)) {
          enqueue.spawnChild('uploadField', {
            id: `upload.${field}`,
            input: {
              field,
              multiple: rule.multiple,
              ...(rule.imagesOnly ? { imagesOnly: true } : {}),
              fileIds: fileIdsOf(context.values[field]),
              applicationId: context.target?.applicationId ?? null,
              recordIndex: context.target?.recordIndex ?? null,
            },
            syncSnapshot: true,
          });
        }
      }),
      setFiles: assign(({ context }, params: { field: string; fileIds: string[] }) => ({
        values: { ...context.values, [params.field]: fileValue(params.field, params.fileIds) },
        serverError: null,
      })),
      showServerError: assign((_, params: { error: unknown }) => ({
        serverError: failureText(params.error, spec.failureTexts ?? SAVE_FAILURE_TEXTS),
      })),
    },
  }).createMachine({
    id: spec.id,
    description:
      'A form of the capture wizard: values checked by the step’s schema, saved to the server.',
    context: ({ input }) => ({
      values: input.values,
      resumed: input.resumed ?? false,
      issues: [],
      checkedLists: {},
      leftFields: [],
      serverError: input.serverError ?? null,
      lookupField: null,
      target: input.target ?? null,
      handedOver: input.handedOver ?? false,
      tellsTyped: input.tellsTyped ?? false,
    }),
    entry: ['spawnUploads', 'tellTyped'],
    initial: 'opening',
    states: {
      opening: {
        always: [{ guard: 'wasHandedOver', target: 'handedOver' }, { target: 'editing' }],
      },
      handedOver: {
        tags: 'busy',
        description:
          'The parent is finishing the save of these values (the first step’s OTP, then create or update): they stay on screen, busy, unchanged.',
      },
      editing: {
        type: 'parallel',
        on: {
          'form.submit': [
            {
              guard: 'hasIssue',
              target: '.check.live',
              actions: ['markChecked', 'checkValues'],
            },
            { target: 'saving' },
          ],
        },
        states: {
          check: {
            initial: 'starting',
            on: {
              'field.leave': {
                actions: {
                  type: 'rememberLeft',
                  params: ({ event }) => ({ field: event.field }),
                },
              },
              'field.change': {
                actions: [
                  {
                    type: 'setField',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                  'tellTyped',
                ],
              },
              'upload.changed': {
                actions: [
                  {
                    type: 'setFiles',
                    params: ({ event }) => ({ field: event.field, fileIds: event.fileIds }),
                  },
                  'tellTyped',
                ],
              },
            },
            states: {
              starting: {
                always: [
                  {
                    guard: 'wasRefused',
                    target: 'live',
                    actions: ['markChecked', 'checkValues'],
                  },
                  { guard: 'wasResumed', target: 'resuming' },
                  { target: 'quiet' },
                ],
              },
              quiet: {
                description: 'No issue is shown until the first submit (or the resume re-check).',
              },
              resuming: {
                description: 'Saved data came back: check it 100 ms after the form shows it.',
                after: {
                  revalidateAfterLoad: { target: 'live', actions: ['markChecked', 'checkValues'] },
                },
              },
              live: {
                tags: 'error',
                description:
                  'Every change re-checks; each invalid field shows its issue (a list entry added since, once it is left or at the next Save).',
                on: {
                  'field.leave': {
                    actions: [
                      {
                        type: 'rememberLeft',
                        params: ({ event }) => ({ field: event.field }),
                      },
                      'checkValues',
                    ],
                  },
                  'field.change': {
                    actions: [
                      {
                        type: 'setField',
                        params: ({ event }) => ({ field: event.field, value: event.value }),
                      },
                      'checkValues',
                      'tellTyped',
                    ],
                  },
                  'upload.changed': {
                    actions: [
                      {
                        type: 'setFiles',
                        params: ({ event }) => ({ field: event.field, fileIds: event.fileIds }),
                      },
                      'checkValues',
                      'tellTyped',
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
                tags: 'lookingUp',
                description: 'The spec’s 300 ms after the last keystroke in a lookup field.',
                after: { lookupDebounce: 'fetching' },
              },
              fetching: {
                tags: 'lookingUp',
                invoke: {
                  id: 'lookup',
                  src: 'lookup',
                  input: ({ context }) => ({
                    field: context.lookupField ?? '',
                    value: context.values[context.lookupField ?? ''],
                  }),
                  onDone: [
                    {
                      guard: {
                        type: 'tellsParent',
                        params: ({ context }) => ({ field: context.lookupField ?? '' }),
                      },
                      target: 'idle',
                      actions: [
                        {
                          type: 'tellParentFound',
                          params: ({ context, event }) => ({
                            field: context.lookupField ?? '',
                            found: event.output,
                          }),
                        },
                        'forgetLookupField',
                      ],
                    },
                    {
                      target: 'idle',
                      actions: [
                        {
                          type: 'fillFound',
                          params: ({ context, event }) => ({
                            field: context.lookupField ?? '',
                            found: event.output,
                          }),
                        },
                        'forgetLookupField',
                        'checkValues',
                        'tellTyped',
                      ],
                    },
                  ],
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
                    'tellTyped',
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
                    'tellTyped',
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
          input: ({ context }) => ({ values: parsed(context.values), target: context.target }),
          onDone: { target: 'saved' },
          onError: {
            target: ['editing.check.live'],
            // Re-checked too: issues kept while quiet (a lookup field re-checks) are stale.
            actions: [
              { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
              'markChecked',
              'checkValues',
            ],
          },
        },
      },
      saved: { type: 'final' },
    },
    output: ({ context }) => visibleAsTyped(context.values),
  });
}
