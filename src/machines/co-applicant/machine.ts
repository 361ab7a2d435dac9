import { assign, sendParent, setup } from 'xstate';
import { NEW_CO_APPLICANT_VALUES } from '../../domain/sections/co-applicant';
import { coApplicantRemovalMachine } from '../co-applicant-removal/machine';
import type { CoApplicantRemovalOutput } from '../co-applicant-removal/types';
import { formMachine } from '../form/machine';
import type { FormInput, FormTyped, FormValues } from '../form/types';
import type {
  CoApplicantContext,
  CoApplicantEvent,
  CoApplicantInput,
  CoApplicantOutput,
} from './types';

/** The form starts from what was typed on this device, else as listed, else a new one's defaults. */
function formInputOf(context: CoApplicantContext): FormInput {
  const { applicationId, coApplicant, listed, draft } = context;
  return {
    values: draft ?? listed ?? NEW_CO_APPLICANT_VALUES,
    // Listed details show their issues 100 ms after load, as a step's saved data does.
    resumed: draft === null && listed !== null,
    target: { applicationId, isNew: coApplicant.id === null, recordIndex: coApplicant.recordIndex },
    tellsTyped: true,
  };
}

/**
 * One co-applicant's form (capture-app §2, §9), a child of the wizard: a new co-applicant by its
 * number or a listed one by its id, starting from what was typed for it on this device, else its
 * listed details. It tells the wizard what is typed (`form.typed`), so an unsaved form survives
 * Back, and ends saved with which co-applicant it was and whether it was added. A listed one
 * may be removed from the form before the offer is accepted: its removal chart confirms and
 * removes, while the form stays as typed behind the confirmation.
 */
export const coApplicantMachine = setup({
  types: {
    context: {} as CoApplicantContext,
    events: {} as CoApplicantEvent,
    input: {} as CoApplicantInput,
    output: {} as CoApplicantOutput,
  },
  actors: {
    /** The co-applicant's form (its schema, save, lookups and uploads come from src/services). */
    form: formMachine,
    /** Remove: the confirmation and the server's removal (its removeCoApplicant from src/services). */
    removal: coApplicantRemovalMachine,
  },
  guards: {
    isRemovable: ({ context }) => context.removable === true && context.coApplicant.id !== null,
    wasRemoved: (_, params: { output: CoApplicantRemovalOutput }) => params.output.removed,
  },
  actions: {
    /** The wizard keeps this co-applicant's typed values while its form is left unsaved. */
    tellTyped: sendParent((_, params: { values: FormValues }): FormTyped => ({
      type: 'form.typed',
      values: params.values,
    })),
    markRemoved: assign({ removed: true }),
  },
}).createMachine({
  id: 'coApplicant',
  description: 'One co-applicant’s form: a new one by its number, or a listed one by its id.',
  context: ({ input }) => ({ ...input, removed: false }),
  initial: 'editing',
  states: {
    editing: {
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) => formInputOf(context),
        onDone: 'saved',
      },
      on: {
        'form.typed': {
          actions: { type: 'tellTyped', params: ({ event }) => ({ values: event.values }) },
        },
      },
      initial: 'filling',
      states: {
        filling: {
          on: { 'coApplicant.remove': { guard: 'isRemovable', target: 'removing' } },
        },
        removing: {
          description:
            'Remove: the confirmation names them; the form stays as typed behind it until they are removed.',
          invoke: {
            id: 'removal',
            src: 'removal',
            input: ({ context }) => ({
              applicationId: context.applicationId ?? '',
              coApplicantId: context.coApplicant.id ?? '',
              name: String(context.listed?.['name'] ?? ''),
            }),
            onDone: [
              {
                guard: { type: 'wasRemoved', params: ({ event }) => ({ output: event.output }) },
                target: '#coApplicant.removed',
                actions: 'markRemoved',
              },
              { target: 'filling' },
            ],
          },
        },
      },
    },
    saved: {
      type: 'final',
      description: 'Saved (added or updated): the wizard lists the co-applicants again.',
    },
    removed: {
      type: 'final',
      description: 'Removed on the server: the wizard lists the co-applicants again.',
    },
  },
  output: ({ context }): CoApplicantOutput =>
    context.removed
      ? { kind: 'removed', recordIndex: context.coApplicant.recordIndex }
      : {
          kind: 'saved',
          recordIndex: context.coApplicant.recordIndex,
          isNew: context.coApplicant.id === null,
        },
});

export type CoApplicantMachine = typeof coApplicantMachine;
