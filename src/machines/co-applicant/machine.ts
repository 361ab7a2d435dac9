import { sendParent, setup } from 'xstate';
import { formMachine } from '../form/machine';
import type { FormInput, FormTyped, FormValues } from '../form/types';
import type {
  CoApplicantContext,
  CoApplicantEvent,
  CoApplicantInput,
  CoApplicantOutput,
} from './types';

/** The form starts from what was typed on this device, else as listed, else empty. */
function formInputOf(context: CoApplicantContext): FormInput {
  const { applicationId, coApplicant, listed, draft } = context;
  return {
    values: draft ?? listed ?? {},
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
 * Back, and ends saved with which co-applicant it was and whether it was added.
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
  },
  actions: {
    /** The wizard keeps this co-applicant's typed values while its form is left unsaved. */
    tellTyped: sendParent((_, params: { values: FormValues }): FormTyped => ({
      type: 'form.typed',
      values: params.values,
    })),
  },
}).createMachine({
  id: 'coApplicant',
  description: 'One co-applicant’s form: a new one by its number, or a listed one by its id.',
  context: ({ input }) => input,
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
    },
    saved: {
      type: 'final',
      description: 'Saved (added or updated): the wizard lists the co-applicants again.',
    },
  },
  output: ({ context }) => ({
    recordIndex: context.coApplicant.recordIndex,
    isNew: context.coApplicant.id === null,
  }),
});

export type CoApplicantMachine = typeof coApplicantMachine;
