import type { MessageDescriptor } from '@lingui/core';
import type { FormOutput } from '../form/types';
import { formInputFor, shownStep } from './context';
import { wizardSetup } from './setup';
import { APPLICATION_SUBMITTED } from './texts';
import type { FormStep, ShownStep, SubmittedApplication, WizardContext, WizardStep } from './types';

/*
 * The step builder: every step of the wizard is described in a few words (its route's step, its
 * form, where a save leads) and built here, so the chart (machine.ts) keeps to what differs.
 */

/** The wizard's states, each a step (the route names them as STATE_OF_STEP maps). */
export type StepState =
  | 'mobile'
  | 'kyc'
  | 'employment'
  | 'business'
  | 'coApplicants'
  | 'coApplicantDetails'
  | 'references'
  | 'loanDoc'
  | 'loanOffer'
  | 'finalSubmit'
  | 'completeApplication'
  | 'success'
  | 'rejection';

/** Each step's state in the chart. */
export const STATE_OF_STEP = {
  mobile: 'mobile',
  kyc: 'kyc',
  employment: 'employment',
  business: 'business',
  'co-applicants': 'coApplicants',
  'co-applicant-details': 'coApplicantDetails',
  'reference-details': 'references',
  'loan-doc': 'loanDoc',
  'loan-offer': 'loanOffer',
  'final-submit': 'finalSubmit',
  'complete-application': 'completeApplication',
  success: 'success',
  rejection: 'rejection',
} as const satisfies Record<WizardStep, StepState>;

/** A step's route, with the application's id and its INCOMPLETE status (and which co-applicant). */
export function showStepOf(step: WizardStep) {
  return {
    type: 'showStep' as const,
    params: ({ context }: { context: WizardContext }): ShownStep => shownStep(step, context),
  };
}

/** Entering a step: it is the step on screen and its route is written. */
export function entered(step: WizardStep, options: { clearsNotice?: boolean } = {}) {
  return [
    { type: 'enterStep' as const, params: { step } },
    showStepOf(step),
    ...(options.clearsNotice ? ['clearNotice' as const] : []),
  ];
}

/** What a call on the application takes: its family and id. */
export const applicationInput = ({ context }: { context: WizardContext }) => ({
  family: context.family,
  id: context.application?.id ?? '',
});

/** A failed call's error, as the actions that show it take it. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A load that failed: its text shows with Try again, which loads again. */
export function retryState(call: 'load' | 'list', target: string, description: string) {
  return wizardSetup.createStateConfig({
    tags: ['error', call],
    description,
    on: { 'load.retry': { target, actions: 'clearRefusal' } },
  });
}

/** Leaving a form's step unsaved keeps what was typed there as its draft. */
export const keepTyped = (step: FormStep) => ({ type: 'keepTyped' as const, params: { step } });

type FormActor =
  | 'kycForm'
  | 'employmentForm'
  | 'businessForm'
  | 'referencesForm'
  | 'autoLoanDocumentsForm'
  | 'goldLoanDocumentsForm';

/** Where a saved form leads: the first whose guard passes (the last has none). */
export interface Next {
  guard?: 'isSalaried' | 'needsAssetDocuments' | 'isPartnerCapture' | 'isResuming';
  target: StepState;
}

/** What else a save means, after its values are kept as the step's draft. */
type Then =
  | 'keepReferencesSaved'
  | 'keepAssetDocumentsSaved'
  | { type: 'announce'; params: { message: MessageDescriptor | string } };

export interface FormStepDescription {
  /** The step (its route), whose draft the form's values are. */
  step: FormStep;
  form: FormActor;
  next: readonly Next[];
  then?: readonly Then[];
}

/**
 * A step's form, invoked as `form`: it starts from the step's draft (else what the server had)
 * and tells what is typed; saved, its values become the step's draft and the wizard goes on.
 */
export function formInvoke({ step, form, next, then = [] }: FormStepDescription) {
  return {
    id: 'form' as const,
    src: form,
    input: ({ context }: { context: WizardContext }) => formInputFor(context, step),
    onDone: next.map(({ guard, target }) => ({
      ...(guard ? { guard } : {}),
      target: `#wizard.${target}`,
      actions: [
        {
          type: 'keepDraft' as const,
          params: ({ event }: { event: { output: FormOutput } }) => ({
            step,
            values: event.output,
          }),
        },
        ...then,
      ],
    })),
  };
}

/** A step that is one form (personal, employment, references…): a few words make it. */
export function formStep(
  description: FormStepDescription & { clearsNotice?: boolean; describe?: string },
) {
  return wizardSetup.createStateConfig({
    ...(description.describe ? { description: description.describe } : {}),
    entry: entered(description.step, { clearsNotice: description.clearsNotice ?? false }),
    exit: keepTyped(description.step),
    invoke: formInvoke(description),
  });
}

/** Final submit and complete application: ready, then the submit; a refusal is shown. */
export function submitStep(step: 'final-submit' | 'complete-application', describe: string) {
  return wizardSetup.createStateConfig({
    description: describe,
    entry: entered(step),
    initial: 'ready',
    states: {
      ready: {
        initial: 'waiting',
        states: {
          waiting: {},
          refused: {
            tags: ['error', 'submit'],
            description: 'The server’s refusal (else the form’s failure texts), and Submit again.',
          },
        },
        on: { 'application.submit': { target: 'sending', actions: 'clearRefusal' } },
      },
      sending: {
        tags: ['busy', 'submit'],
        invoke: {
          id: 'submit',
          src: 'submitApplication',
          input: applicationInput,
          onDone: {
            target: '#wizard.success',
            actions: [
              {
                type: 'keepSubmitted',
                params: ({ event }: { event: { output: SubmittedApplication } }) => ({
                  submitted: event.output,
                }),
              },
              'forgetVerification',
              { type: 'announce', params: { message: APPLICATION_SUBMITTED } },
            ],
          },
          onError: {
            target: 'ready.refused',
            actions: { type: 'showRefusal', params: errorOf },
          },
        },
      },
    },
  });
}

/** An outcome: the wizard is done (submitted or rejected), nothing typed is kept. */
export function outcomeStep(step: 'success' | 'rejection', describe: string) {
  return wizardSetup.createStateConfig({
    type: 'final',
    description: describe,
    entry: entered(step),
  });
}
