import { assign, setup, type AnyActorRef } from 'xstate';
import type { JobType } from '../../domain/enums';
import { canOpenStep } from '../../domain/capture-steps';
import {
  NO_INCOMPLETE_APPLICATION,
  resumeRouteFor,
  STAGE_OF_STEP,
  stepJobType,
} from '../../domain/resume';
import { loadFailureText, saveFailureText } from '../failure-texts';
import { formMachine } from '../form/machine';
import type { FormInput, FormOutput, FormValues } from '../form/types';
import { missingAction, missingActor } from '../missing';
import { otpMachine } from '../otp/machine';
import type { OtpOutput } from '../otp/types';
import type {
  ApplicationFacts,
  CreateApplicationInput,
  FormStep,
  FoundApplication,
  LoadApplicationInput,
  LoadedApplication,
  UpdateFirstStepInput,
  WizardContext,
  WizardEvent,
  WizardInput,
  WizardRoute,
  WizardStep,
} from './types';

export const APPLICATION_FOUND = 'Application found with the given mobile number';
/** The business step's saved details, loaded on resume (capture-app §8). */
export const BUSINESS_LOADED = 'Business details loaded successfully';
export const BUSINESS_LOAD_FAILED = 'Failed to load business details';

/** The lookup's answer as the wizard needs it, or null when nothing (usable) was found. */
export function foundApplicationOf(found: FormValues | null): FoundApplication | null {
  if (!found || typeof found['id'] !== 'string' || typeof found['trackerId'] !== 'string') {
    return null;
  }
  const stages = Array.isArray(found['stages'])
    ? found['stages'].filter((stage): stage is string => typeof stage === 'string')
    : [];
  return {
    id: found['id'],
    trackerId: found['trackerId'],
    status: typeof found['status'] === 'string' ? found['status'] : '',
    stages,
    jobType: stepJobType(found['jobType']),
  };
}

const jobTypeOf = (values: FormValues | undefined): JobType | null =>
  stepJobType(values?.['job_type']);

/** What a step's form starts from: this device's draft, else what the server had. */
function formInputFor(context: WizardContext, step: FormStep): FormInput {
  const draft = context.drafts[step];
  const saved = context.saved[step];
  const stages = context.application?.stages ?? [];
  return {
    values: draft ?? saved ?? (step === 'mobile' ? context.prefill : {}),
    // Saved data shows its issues 100 ms after load (spec §5), as an INCOMPLETE one must.
    resumed: !draft && saved !== undefined,
    target: {
      applicationId: context.application?.id ?? null,
      isNew: !stages.includes(STAGE_OF_STEP[step]),
    },
    serverError: step === 'mobile' ? context.error : null,
  };
}

const STEPS: readonly WizardStep[] = ['mobile', 'kyc', 'employment', 'business', 'co-applicants'];
const stateOf = (step: WizardStep) => (step === 'co-applicants' ? 'coApplicants' : step);

/**
 * The capture wizard (capture-app §2, §4; partner-portal §3–§4), one chart for both families:
 * the first step (borrower mobile, OTP for a new application, create or update), personal/KYC,
 * then employment or business by job type, then co-applicants (the next issue's). Each step is
 * a form chart invoked as a child, so its values are persisted with the wizard. The wizard owns
 * the route: each step's entry shows it (`showStep`), and Back, forward or a typed URL send
 * `route.changed`, honoured only when the step can be opened. An application id in the route
 * loads the application first and opens the asked step, or the one its stages lead to.
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    firstStepForm: formMachine,
    kycForm: formMachine,
    employmentForm: formMachine,
    businessForm: formMachine,
    otp: otpMachine,
    loadApplication: missingActor<LoadedApplication, LoadApplicationInput>(
      'wizard',
      'loadApplication',
    ),
    createApplication: missingActor<ApplicationFacts, CreateApplicationInput>(
      'wizard',
      'createApplication',
    ),
    updateFirstStep: missingActor<ApplicationFacts, UpdateFirstStepInput>(
      'wizard',
      'updateFirstStep',
    ),
    loadBusinessInfo: missingActor<FormValues, LoadApplicationInput>('wizard', 'loadBusinessInfo'),
  },
  guards: {
    hasRequestedId: ({ context }) => Boolean(context.requested?.id),
    /** Back, forward or a typed URL asks for this step, and it can be opened. */
    opensAsked: ({ context }, params: { asked: WizardStep; step: WizardStep }) =>
      params.asked === params.step && canOpenStep(params.step, context.application),
    isShowing: ({ context }, params: { step: WizardStep }) => context.step === params.step,
    /** A requested step (the route's) that can be opened now. */
    opensRequested: ({ context }, params: { step: WizardStep }) =>
      context.requested?.step === params.step && canOpenStep(params.step, context.application),
    /** Where the application's stages lead (capture-app §4 mobile lookup routing). */
    resumesAt: ({ context }, params: { step: WizardStep }) => {
      const application = context.application;
      if (!application) return params.step === 'mobile';
      const route = resumeRouteFor({ ...application, id: application.id });
      return route.kind === 'route' ? route.step === params.step : params.step === 'mobile';
    },
    applicationExists: ({ context }) => context.application !== null,
    isSalaried: ({ context }) => context.application?.jobType === 'SALARIED',
    /** Business details are saved on the server and nothing was typed for them on this device. */
    hasSavedBusiness: ({ context }) =>
      context.drafts.business === undefined &&
      (context.application?.stages.includes(STAGE_OF_STEP.business) ?? false),
    /** The lookup found another application than the one on screen, and it can be resumed. */
    foundResumable: ({ context }, params: { found: FormValues | null }) => {
      const found = foundApplicationOf(params.found);
      if (!found || found.id === context.application?.id) return false;
      return resumeRouteFor({ ...found }).kind === 'route';
    },
    foundUnresumable: ({ context }, params: { found: FormValues | null }) => {
      const found = foundApplicationOf(params.found);
      return found !== null && found.id !== context.application?.id;
    },
  },
  actions: {
    /** Writes the step's route (with the application id and status in the query). */
    showStep: (_, _params: { step: WizardStep; id: string | null; status: string | null }) =>
      missingAction('wizard', 'showStep'),
    /** A guest verification's token is kept as the guest token (spec §4, Authentication). */
    keepVerification: (_, _params: { verified: OtpOutput }) =>
      missingAction('wizard', 'keepVerification'),
    /** Tells the person the new application's tracker id. */
    announceTracker: (_, _params: { trackerId: string }) =>
      missingAction('wizard', 'announceTracker'),
    /** Tells the person something went well ('Business details loaded successfully'). */
    announce: (_, _params: { message: string }) => missingAction('wizard', 'announce'),
    enterStep: assign((_, params: { step: WizardStep }) => ({ step: params.step })),
    requestRoute: assign((_, params: { route: WizardRoute }) => ({ requested: params.route })),
    forgetRequest: assign({ requested: null }),
    keepLoaded: assign((_, params: { loaded: LoadedApplication }) => {
      const { sections, ...facts } = params.loaded;
      return { application: facts, saved: sections, drafts: {}, error: null };
    }),
    keepSavedBusiness: assign(({ context }, params: { values: FormValues }) => ({
      saved: { ...context.saved, business: params.values },
      error: null,
    })),
    showBusinessLoadFailure: assign({ error: BUSINESS_LOAD_FAILED }),
    keepFacts: assign((_, params: { facts: ApplicationFacts }) => ({
      application: params.facts,
      error: null,
    })),
    keepDraft: assign(({ context }, params: { step: FormStep; values: FormOutput }) => {
      const application = context.application;
      const stage = STAGE_OF_STEP[params.step];
      return {
        drafts: { ...context.drafts, [params.step]: params.values },
        application:
          application && !application.stages.includes(stage)
            ? { ...application, stages: [...application.stages, stage] }
            : application,
      };
    }),
    /** Leaving a step unsaved (Back, a typed address) keeps what was typed there. */
    keepTyped: assign(({ context, self }, params: { step: FormStep }) => {
      const form = self.getSnapshot().children['form'] as AnyActorRef | undefined;
      const typed = (form?.getSnapshot() as { context?: { values?: FormValues } } | undefined)
        ?.context?.values;
      return typed ? { drafts: { ...context.drafts, [params.step]: typed } } : {};
    }),
    keepFirstStepDraft: assign(({ context }, params: { values: FormOutput }) => ({
      drafts: { ...context.drafts, mobile: params.values },
      application: context.application
        ? { ...context.application, jobType: jobTypeOf(params.values) }
        : null,
    })),
    /** The first step's create or update failed: the form's failure texts (capture-app §8). */
    showRefusal: assign((_, params: { error: unknown }) => ({
      error: saveFailureText(params.error),
    })),
    showLoadFailure: assign((_, params: { error: unknown }) => ({
      error: loadFailureText(params.error),
    })),
    clearRefusal: assign({ error: null }),
    noteFound: assign({ notice: APPLICATION_FOUND }),
    noteUnresumable: assign({ notice: NO_INCOMPLETE_APPLICATION }),
    clearNotice: assign({ notice: null }),
    requestFound: assign((_, params: { found: FormValues | null }) => {
      const found = foundApplicationOf(params.found);
      if (!found) return {};
      const route = resumeRouteFor({ ...found });
      return {
        requested: {
          step: route.kind === 'route' ? route.step : 'mobile',
          id: found.id,
          status: found.status === 'INCOMPLETE' ? found.status : null,
        },
      };
    }),
  },
}).createMachine({
  id: 'wizard',
  description: 'The capture wizard: first step, personal/KYC, employment or business.',
  context: ({ input }) => ({
    family: input.family,
    prefill: input.prefill ?? {},
    step: input.route?.step ?? 'mobile',
    requested: input.route ?? null,
    application: null,
    saved: {},
    drafts: {},
    notice: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'route.changed': [
      // The step on screen already: nothing to do (its form keeps its values).
      {
        guard: { type: 'isShowing', params: ({ event }) => ({ step: event.route.step }) },
      },
      ...STEPS.map((step) => ({
        guard: {
          type: 'opensAsked' as const,
          params: ({ event }: { event: { route: WizardRoute } }) => ({
            asked: event.route.step,
            step,
          }),
        },
        target: `.${stateOf(step)}`,
      })),
      // Not reachable: the route goes back to the step on screen.
      {
        actions: {
          type: 'showStep',
          params: ({ context }) => ({
            step: context.step,
            id: context.application?.id ?? null,
            status: context.application?.status === 'INCOMPLETE' ? 'INCOMPLETE' : null,
          }),
        },
      },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'hasRequestedId', target: 'loading' }, { target: 'mobile' }],
    },
    loading: {
      tags: 'busy',
      description: 'An application id in the route (a link, a reload, a lookup): load it.',
      invoke: {
        src: 'loadApplication',
        input: ({ context }) => ({ family: context.family, id: context.requested?.id ?? '' }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      tags: 'error',
      description: 'The application could not be loaded: say why and offer to try again.',
      on: { 'load.retry': { target: 'loading', actions: 'clearRefusal' } },
    },
    routing: {
      description: 'The asked step if it can be opened, else where the stages lead.',
      always: [
        ...STEPS.map((step) => ({
          guard: { type: 'opensRequested' as const, params: { step } },
          target: stateOf(step),
          actions: 'forgetRequest' as const,
        })),
        ...STEPS.map((step) => ({
          guard: { type: 'resumesAt' as const, params: { step } },
          target: stateOf(step),
          actions: 'forgetRequest' as const,
        })),
        { target: 'mobile', actions: 'forgetRequest' },
      ],
    },
    mobile: {
      entry: [
        { type: 'enterStep', params: { step: 'mobile' } },
        // With the id whenever the application exists, so a reload stays on it.
        showStepOf('mobile'),
      ],
      initial: 'editing',
      states: {
        editing: {
          exit: { type: 'keepTyped', params: { step: 'mobile' } },
          invoke: {
            id: 'form',
            src: 'firstStepForm',
            input: ({ context }) => formInputFor(context, 'mobile'),
            onDone: [
              {
                guard: 'applicationExists',
                target: 'handedOver.updating',
                actions: [
                  { type: 'keepFirstStepDraft', params: ({ event }) => ({ values: event.output }) },
                  'clearRefusal',
                ],
              },
              {
                target: 'handedOver.verifying',
                actions: [
                  {
                    type: 'keepDraft',
                    params: ({ event }) => ({ step: 'mobile', values: event.output }),
                  },
                  'clearRefusal',
                ],
              },
            ],
          },
          on: {
            'form.found': [
              {
                guard: {
                  type: 'foundResumable',
                  params: ({ event }) => ({ found: event.found }),
                },
                target: '#wizard.loading',
                actions: [
                  'noteFound',
                  { type: 'requestFound', params: ({ event }) => ({ found: event.found }) },
                ],
              },
              {
                guard: {
                  type: 'foundUnresumable',
                  params: ({ event }) => ({ found: event.found }),
                },
                actions: 'noteUnresumable',
              },
              { actions: 'clearNotice' },
            ],
          },
        },
        handedOver: {
          description:
            'The first step’s values are saved by the wizard: the form shows them, busy, behind the OTP modal and while the application is created or updated.',
          invoke: {
            id: 'form',
            src: 'firstStepForm',
            input: ({ context }) => ({ ...formInputFor(context, 'mobile'), handedOver: true }),
          },
          initial: 'verifying',
          states: {
            verifying: {
              description: 'A new application: the OTP modal verifies the borrower’s mobile.',
              invoke: {
                id: 'otp',
                src: 'otp',
                input: ({ context }) => ({
                  mobile: String(context.drafts.mobile?.['mobile'] ?? ''),
                }),
                onDone: {
                  target: 'creating',
                  actions: {
                    type: 'keepVerification',
                    params: ({ event }) => ({ verified: event.output }),
                  },
                },
              },
              on: { 'otp.cancel': '#wizard.mobile.editing' },
            },
            creating: {
              tags: 'busy',
              invoke: {
                src: 'createApplication',
                input: ({ context }) => ({
                  family: context.family,
                  values: context.drafts.mobile ?? {},
                }),
                onDone: {
                  target: '#wizard.kyc',
                  actions: [
                    { type: 'keepFacts', params: ({ event }) => ({ facts: event.output }) },
                    {
                      type: 'announceTracker',
                      params: ({ event }) => ({ trackerId: event.output.trackerId }),
                    },
                  ],
                },
                onError: {
                  target: '#wizard.mobile.editing',
                  actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            updating: {
              tags: 'busy',
              description: 'Resume (or Back to a saved first step): no OTP, the update is sent.',
              invoke: {
                src: 'updateFirstStep',
                input: ({ context }) => ({
                  family: context.family,
                  applicationId: context.application?.id ?? '',
                  values: context.drafts.mobile ?? {},
                }),
                onDone: {
                  target: '#wizard.kyc',
                  actions: { type: 'keepFacts', params: ({ event }) => ({ facts: event.output }) },
                },
                onError: {
                  target: '#wizard.mobile.editing',
                  actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    kyc: {
      entry: [{ type: 'enterStep', params: { step: 'kyc' } }, showStepOf('kyc'), 'clearNotice'],
      exit: { type: 'keepTyped', params: { step: 'kyc' } },
      invoke: {
        id: 'form',
        src: 'kycForm',
        input: ({ context }) => formInputFor(context, 'kyc'),
        onDone: [
          {
            guard: 'isSalaried',
            target: 'employment',
            actions: {
              type: 'keepDraft',
              params: ({ event }) => ({ step: 'kyc', values: event.output }),
            },
          },
          {
            target: 'business',
            actions: {
              type: 'keepDraft',
              params: ({ event }) => ({ step: 'kyc', values: event.output }),
            },
          },
        ],
      },
    },
    employment: {
      entry: [{ type: 'enterStep', params: { step: 'employment' } }, showStepOf('employment')],
      exit: { type: 'keepTyped', params: { step: 'employment' } },
      invoke: {
        id: 'form',
        src: 'employmentForm',
        input: ({ context }) => formInputFor(context, 'employment'),
        onDone: {
          target: 'coApplicants',
          actions: {
            type: 'keepDraft',
            params: ({ event }) => ({ step: 'employment', values: event.output }),
          },
        },
      },
    },
    business: {
      entry: [{ type: 'enterStep', params: { step: 'business' } }, showStepOf('business')],
      initial: 'opening',
      states: {
        opening: {
          always: [{ guard: 'hasSavedBusiness', target: 'loadingSaved' }, { target: 'editing' }],
        },
        loadingSaved: {
          tags: 'busy',
          description: 'Resuming: the saved business details are loaded (GET business-info).',
          invoke: {
            src: 'loadBusinessInfo',
            input: ({ context }) => ({
              family: context.family,
              id: context.application?.id ?? '',
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'keepSavedBusiness', params: ({ event }) => ({ values: event.output }) },
                { type: 'announce', params: { message: BUSINESS_LOADED } },
              ],
            },
            onError: { target: 'loadFailed', actions: 'showBusinessLoadFailure' },
          },
        },
        loadFailed: {
          tags: 'error',
          description: "'Failed to load business details', and Try again.",
          on: { 'load.retry': { target: 'loadingSaved', actions: 'clearRefusal' } },
        },
        editing: {
          exit: { type: 'keepTyped', params: { step: 'business' } },
          invoke: {
            id: 'form',
            src: 'businessForm',
            input: ({ context }) => formInputFor(context, 'business'),
            onDone: {
              target: '#wizard.coApplicants',
              actions: {
                type: 'keepDraft',
                params: ({ event }) => ({ step: 'business', values: event.output }),
              },
            },
          },
        },
      },
    },
    coApplicants: {
      description: 'Co-applicants: the next issue’s step; the route shows it.',
      entry: [
        { type: 'enterStep', params: { step: 'co-applicants' } },
        showStepOf('co-applicants'),
      ],
    },
  },
});

/** A step's entry: its route, with the application's id and its INCOMPLETE status. */
function showStepOf(step: WizardStep) {
  return {
    type: 'showStep' as const,
    params: ({ context }: { context: WizardContext }) => ({
      step,
      id: context.application?.id ?? null,
      status: context.application?.status === 'INCOMPLETE' ? 'INCOMPLETE' : null,
    }),
  };
}

export type WizardMachine = typeof wizardMachine;
