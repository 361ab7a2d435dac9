import { assign, setup, type AnyActorRef } from 'xstate';
import { canOpenStep } from '../../domain/capture-steps';
import { NO_INCOMPLETE_APPLICATION, resumeRouteFor, STAGE_OF_STEP } from '../../domain/resume';
import { MAX_CO_APPLICANTS } from '../../domain/sections/co-applicant';
import { needsAssetDocuments } from '../../domain/asset-loan-types';
import { failureText, type FailureTexts } from '../failure';
import { SAVE_FAILURE_TEXTS } from '../form/create-form-machine';
import { formMachine } from '../form/machine';
import type { FormOutput, FormValues } from '../form/types';
import { missingAction, missingActor } from '../missing';
import { offerMachine } from '../offer/machine';
import type { OfferOutput } from '../offer/types';
import { otpMachine } from '../otp/machine';
import type { OtpOutput } from '../otp/types';
import {
  coApplicantInputFor,
  coApplicantStage,
  foundApplicationOf,
  formInputFor,
  jobTypeOf,
  offerFactsOf,
  stepFactsOf,
  withStage,
} from './context';
import type {
  CoApplicantEntry,
  CreateApplicationInput,
  FormStep,
  LoadApplicationInput,
  LoadedApplication,
  ShownStep,
  SubmittedApplication,
  SummaryFacts,
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
export const CO_APPLICANTS_LOAD_FAILED = 'Failed to load co-applicants';
/** Why an application could not be loaded (capture-app §8): not found, else the server's words. */
export const APPLICATION_LOAD_TEXTS = {
  fallback: 'Failed to load application data',
  byStatus: { 404: 'Failed to find application data' },
} as const satisfies FailureTexts;
export const APPLICATION_SUBMITTED = 'Application submitted successfully';
export const REFERENCES_SAVED = 'Reference(s) added successfully!';

/** Each step's state in the chart. */
const STATE_OF_STEP = {
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
} as const satisfies Record<WizardStep, string>;

const STEPS = Object.keys(STATE_OF_STEP) as WizardStep[];
/** The steps a lookup's stages can lead to (src/domain/resume.ts). */
const RESUME_STEPS: readonly WizardStep[] = [
  'mobile',
  'kyc',
  'employment',
  'business',
  'co-applicants',
];
const stateOf = (step: WizardStep) => STATE_OF_STEP[step];

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
    createApplication: missingActor<SummaryFacts, CreateApplicationInput>(
      'wizard',
      'createApplication',
    ),
    updateFirstStep: missingActor<SummaryFacts, UpdateFirstStepInput>('wizard', 'updateFirstStep'),
    loadBusinessInfo: missingActor<FormValues, LoadApplicationInput>('wizard', 'loadBusinessInfo'),
    listCoApplicants: missingActor<CoApplicantEntry[], LoadApplicationInput>(
      'wizard',
      'listCoApplicants',
    ),
    coApplicantForm: formMachine,
    referencesForm: formMachine,
    autoLoanDocumentsForm: formMachine,
    goldLoanDocumentsForm: formMachine,
    /** The loan offer's chart, ending accepted or rejected. */
    offer: offerMachine,
    /** Final submit (partner) or mark-completed (borrower). */
    submitApplication: missingActor<SubmittedApplication, LoadApplicationInput>(
      'wizard',
      'submitApplication',
    ),
  },
  guards: {
    hasRequestedId: ({ context }) => Boolean(context.requested?.id),
    /** Back, forward or a typed URL asks for this step, and it can be opened. */
    opensAsked: ({ context }, params: { asked: WizardStep; step: WizardStep }) =>
      params.asked === params.step && canOpenStep(params.step, stepFactsOf(context)),
    /** The step on screen already (a co-applicant's form: the same co-applicant). */
    isShowing: ({ context }, params: { route: WizardRoute }) =>
      context.step === params.route.step &&
      (params.route.step !== 'co-applicant-details' ||
        (params.route.recordIndex ?? null) === (context.coApplicant?.recordIndex ?? null)),
    /** A requested step (the route's) that can be opened now. */
    opensRequested: ({ context }, params: { step: WizardStep }) =>
      context.requested?.step === params.step && canOpenStep(params.step, stepFactsOf(context)),
    isSubmitted: ({ context }) => context.application?.status === 'SUBMITTED',
    isRejected: ({ context }) => context.application?.status === 'REJECTED',
    /** Where the application's stages lead (capture-app §4 mobile lookup routing). */
    resumesAt: ({ context }, params: { step: WizardStep }) => {
      const application = context.application;
      if (!application) return params.step === 'mobile';
      const route = resumeRouteFor({ ...application, id: application.id });
      return route.kind === 'route' ? route.step === params.step : params.step === 'mobile';
    },
    applicationExists: ({ context }) => context.application !== null,
    isSalaried: ({ context }) => context.application?.jobType === 'SALARIED',
    isPartnerCapture: ({ context }) => context.family === 'KYC',
    needsAssetDocuments: ({ context }) =>
      context.family === 'KYC' && needsAssetDocuments(context.application?.loanType),
    isAutoLoan: ({ context }) => context.application?.loanType === 'AUTO_LOAN',
    /** Returned for correction (capture-app §4 resume mode). */
    isResuming: ({ context }) => context.application?.status === 'INCOMPLETE',
    /** Resume mode, asset documents just saved: co-applicants' Continue goes on to the offer. */
    reviewedAssets: ({ context }) => context.reviewedAssets && context.family === 'KYC',
    /** The Add button shows while no more than 4 co-applicants exist (capture-app §9). */
    canAddCoApplicant: ({ context }) => context.coApplicants.length < MAX_CO_APPLICANTS,
    isListed: ({ context }, params: { id: string }) =>
      context.coApplicants.some((entry) => entry.id === params.id),
    offerAccepted: (_, params: { outcome: OfferOutput }) => params.outcome.kind === 'accepted',
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
    showStep: (_, _params: ShownStep) => missingAction('wizard', 'showStep'),
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
    keepLoaded: assign(({ context }, params: { loaded: LoadedApplication }) => {
      const { sections, coApplicants, ...facts } = params.loaded;
      const recordIndex = context.requested?.recordIndex ?? null;
      const listed = coApplicants.find((entry) => entry.id === recordIndex);
      return {
        application: facts,
        saved: sections,
        drafts: {},
        coApplicants,
        coApplicantDrafts: {},
        // A co-applicant's form in the route: the one it names, or a new one by its number.
        coApplicant: recordIndex ? { recordIndex, id: listed ? listed.id : null } : null,
        error: null,
      };
    }),
    keepCoApplicants: assign((_, params: { list: CoApplicantEntry[] }) => ({
      coApplicants: params.list,
      error: null,
    })),
    showCoApplicantsLoadFailure: assign({ error: CO_APPLICANTS_LOAD_FAILED }),
    openNewCoApplicant: assign(({ context }) => ({
      coApplicant: { recordIndex: String(context.coApplicants.length + 1), id: null },
    })),
    openCoApplicant: assign((_, params: { id: string }) => ({
      coApplicant: { recordIndex: params.id, id: params.id },
    })),
    /** A Back or typed route to a co-applicant's form names which one. */
    openRoutedCoApplicant: assign(({ context }, params: { route: WizardRoute }) => {
      const recordIndex = params.route.recordIndex ?? String(context.coApplicants.length + 1);
      const listed = context.coApplicants.some((entry) => entry.id === recordIndex);
      return { coApplicant: { recordIndex, id: listed ? recordIndex : null } };
    }),
    /** A co-applicant was saved: its draft goes, the list is read again on the way back. */
    keepCoApplicantSaved: assign(({ context }) => {
      const open = context.coApplicant;
      const drafts = { ...context.coApplicantDrafts };
      if (open) delete drafts[open.recordIndex];
      return {
        coApplicantDrafts: drafts,
        application: withStage(context.application, coApplicantStage(!open?.id)),
      };
    }),
    keepCoApplicantTyped: assign(({ context, self }) => {
      const typed = typedValuesOf(self);
      const open = context.coApplicant;
      return typed && open
        ? { coApplicantDrafts: { ...context.coApplicantDrafts, [open.recordIndex]: typed } }
        : {};
    }),
    keepReferencesSaved: assign(({ context }) => ({
      application: context.application && { ...context.application, hasReferences: true },
    })),
    keepAssetDocumentsSaved: assign(({ context }) => ({
      application: context.application && { ...context.application, hasAssetDocuments: true },
      reviewedAssets: context.application?.status === 'INCOMPLETE',
    })),
    forgetReview: assign({ reviewedAssets: false }),
    keepOffer: assign(({ context }, params: { outcome: OfferOutput }) => ({
      application: context.application && {
        ...context.application,
        offer: offerFactsOf(params.outcome.offer),
        status: params.outcome.kind === 'rejected' ? 'REJECTED' : context.application.status,
      },
    })),
    /** Submitted: what was typed for it is no longer needed on this device. */
    keepSubmitted: assign(({ context }, params: { submitted: SubmittedApplication }) => ({
      application: context.application && {
        ...context.application,
        status: params.submitted.status,
      },
      drafts: {},
      coApplicantDrafts: {},
      error: null,
    })),

    keepSavedBusiness: assign(({ context }, params: { values: FormValues }) => ({
      saved: { ...context.saved, business: params.values },
      error: null,
    })),
    showBusinessLoadFailure: assign({ error: BUSINESS_LOAD_FAILED }),
    /** The first step's answer: the rest of what is known stays (or starts empty). */
    keepFacts: assign(({ context }, params: { facts: SummaryFacts }) => ({
      application: {
        hasReferences: false,
        hasAssetDocuments: false,
        offer: null,
        ...context.application,
        ...params.facts,
      },
      error: null,
    })),
    keepDraft: assign(({ context }, params: { step: FormStep; values: FormOutput }) => {
      const stage = (STAGE_OF_STEP as Partial<Record<FormStep, string>>)[params.step];
      return {
        drafts: { ...context.drafts, [params.step]: params.values },
        application: stage ? withStage(context.application, stage) : context.application,
      };
    }),
    /** Leaving a step unsaved (Back, a typed address) keeps what was typed there. */
    keepTyped: assign(({ context, self }, params: { step: FormStep }) => {
      const typed = typedValuesOf(self);
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
      error: failureText(params.error, SAVE_FAILURE_TEXTS),
    })),
    showLoadFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, APPLICATION_LOAD_TEXTS),
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
    coApplicants: [],
    coApplicant: null,
    coApplicantDrafts: {},
    reviewedAssets: false,
    notice: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'route.changed': [
      // The step on screen already: nothing to do (its form keeps its values).
      {
        guard: { type: 'isShowing', params: ({ event }) => ({ route: event.route }) },
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
        ...(step === 'co-applicant-details'
          ? {
              actions: {
                type: 'openRoutedCoApplicant' as const,
                params: ({ event }: { event: { route: WizardRoute } }) => ({ route: event.route }),
              },
            }
          : {}),
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
      description:
        'The asked step if it can be opened, else the outcome a closed application has, else where the stages lead.',
      always: [
        ...STEPS.map((step) => ({
          guard: { type: 'opensRequested' as const, params: { step } },
          target: stateOf(step),
          actions: 'forgetRequest' as const,
        })),
        { guard: 'isSubmitted', target: 'success', actions: 'forgetRequest' },
        { guard: 'isRejected', target: 'rejection', actions: 'forgetRequest' },
        ...RESUME_STEPS.map((step) => ({
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
      description:
        'The co-applicants list (capture-app §2): each one’s name and mobile, Add while no more than 4 exist, Edit, Continue.',
      entry: [
        { type: 'enterStep', params: { step: 'co-applicants' } },
        showStepOf('co-applicants'),
        'clearNotice',
      ],
      initial: 'loadingList',
      states: {
        loadingList: {
          tags: 'busy',
          invoke: {
            src: 'listCoApplicants',
            input: ({ context }) => ({
              family: context.family,
              id: context.application?.id ?? '',
            }),
            onDone: {
              target: 'listing',
              actions: {
                type: 'keepCoApplicants',
                params: ({ event }) => ({ list: event.output }),
              },
            },
            onError: { target: 'listFailed', actions: 'showCoApplicantsLoadFailure' },
          },
        },
        listFailed: {
          tags: 'error',
          description: "'Failed to load co-applicants', and Try again.",
          on: { 'load.retry': { target: 'loadingList', actions: 'clearRefusal' } },
        },
        listing: {
          on: {
            'coApplicant.add': {
              guard: 'canAddCoApplicant',
              target: '#wizard.coApplicantDetails',
              actions: 'openNewCoApplicant',
            },
            'coApplicant.edit': {
              guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
              target: '#wizard.coApplicantDetails',
              actions: { type: 'openCoApplicant', params: ({ event }) => ({ id: event.id }) },
            },
            'coApplicants.continue': [
              {
                guard: 'reviewedAssets',
                target: '#wizard.loanOffer',
                actions: 'forgetReview',
              },
              { target: '#wizard.references' },
            ],
          },
        },
      },
    },
    coApplicantDetails: {
      description: 'One co-applicant’s form: a new one by its number, or one of the list by id.',
      entry: [
        { type: 'enterStep', params: { step: 'co-applicant-details' } },
        showStepOf('co-applicant-details'),
      ],
      exit: 'keepCoApplicantTyped',
      invoke: {
        id: 'form',
        src: 'coApplicantForm',
        input: ({ context }) => coApplicantInputFor(context),
        onDone: { target: 'coApplicants', actions: 'keepCoApplicantSaved' },
      },
    },
    references: {
      description: 'One to three references in one form (capture-app §5).',
      entry: [
        { type: 'enterStep', params: { step: 'reference-details' } },
        showStepOf('reference-details'),
      ],
      exit: { type: 'keepTyped', params: { step: 'reference-details' } },
      invoke: {
        id: 'form',
        src: 'referencesForm',
        input: ({ context }) => formInputFor(context, 'reference-details'),
        onDone: [
          {
            guard: 'needsAssetDocuments',
            target: 'loanDoc',
            actions: referencesSaved(),
          },
          {
            guard: 'isPartnerCapture',
            target: 'loanOffer',
            actions: referencesSaved(),
          },
          {
            target: 'completeApplication',
            actions: referencesSaved(),
          },
        ],
      },
    },
    loanDoc: {
      description: 'Asset documents of an auto or gold loan (partner capture only).',
      entry: [{ type: 'enterStep', params: { step: 'loan-doc' } }, showStepOf('loan-doc')],
      exit: { type: 'keepTyped', params: { step: 'loan-doc' } },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The auto-loan set or the gold-loan set, by the loan type.',
          always: [{ guard: 'isAutoLoan', target: 'autoLoan' }, { target: 'goldLoan' }],
        },
        autoLoan: { invoke: assetDocumentsForm('autoLoanDocumentsForm') },
        goldLoan: { invoke: assetDocumentsForm('goldLoanDocumentsForm') },
      },
    },
    loanOffer: {
      description:
        'The rules engine’s offer (its own chart): accepted leads to final submit, rejected to the rejection screen.',
      entry: [{ type: 'enterStep', params: { step: 'loan-offer' } }, showStepOf('loan-offer')],
      invoke: {
        id: 'offer',
        src: 'offer',
        input: ({ context }) => ({
          applicationId: context.application?.id ?? '',
          loanType: context.application?.loanType ?? 'PERSONAL_LOAN',
        }),
        onDone: [
          {
            guard: { type: 'offerAccepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'finalSubmit',
            actions: { type: 'keepOffer', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            // The offer's chart has said 'Application Rejected!'.
            target: 'rejection',
            actions: { type: 'keepOffer', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
      },
    },
    finalSubmit: {
      description: 'The accepted offer’s application is submitted (partner capture).',
      entry: [{ type: 'enterStep', params: { step: 'final-submit' } }, showStepOf('final-submit')],
      ...submitting(),
    },
    completeApplication: {
      description: 'The borrower finishes their own application (mark-completed).',
      entry: [
        { type: 'enterStep', params: { step: 'complete-application' } },
        showStepOf('complete-application'),
      ],
      ...submitting(),
    },
    success: {
      type: 'final',
      description: 'Submitted: the tracker id, and Create new. Nothing typed is kept any more.',
      entry: [{ type: 'enterStep', params: { step: 'success' } }, showStepOf('success')],
    },
    rejection: {
      type: 'final',
      description:
        'Rejected: the reasons, the overdue amount, Change Loan Type, Start New Application.',
      entry: [{ type: 'enterStep', params: { step: 'rejection' } }, showStepOf('rejection')],
    },
  },
});

/** The references saved: kept as their draft, and said ('Reference(s) added successfully!'). */
function referencesSaved() {
  return [
    ...keepSaved('reference-details', 'keepReferencesSaved'),
    { type: 'announce' as const, params: { message: REFERENCES_SAVED } },
  ];
}

/** Keeps a saved form's values as its draft, then what its save means for the application. */
function keepSaved(
  step: FormStep,
  then: 'keepReferencesSaved' | 'keepAssetDocumentsSaved',
): [
  {
    type: 'keepDraft';
    params: ({ event }: { event: { output: FormOutput } }) => {
      step: FormStep;
      values: FormOutput;
    };
  },
  typeof then,
] {
  return [{ type: 'keepDraft', params: ({ event }) => ({ step, values: event.output }) }, then];
}

/** The asset documents' form (either set): saved, it leads on to the offer. */
function assetDocumentsForm(src: 'autoLoanDocumentsForm' | 'goldLoanDocumentsForm') {
  return {
    id: 'form',
    src,
    input: ({ context }: { context: WizardContext }) => formInputFor(context, 'loan-doc'),
    onDone: [
      {
        // Resume mode: back to co-applicants after asset documents (capture-app §4).
        guard: 'isResuming' as const,
        target: '#wizard.coApplicants',
        actions: keepSaved('loan-doc', 'keepAssetDocumentsSaved'),
      },
      { target: '#wizard.loanOffer', actions: keepSaved('loan-doc', 'keepAssetDocumentsSaved') },
    ],
  };
}

/** Final submit and complete application: ready, then the submit; a refusal is shown. */
function submitting() {
  return {
    initial: 'ready' as const,
    states: {
      ready: {
        on: { 'application.submit': { target: 'sending', actions: 'clearRefusal' as const } },
      },
      sending: {
        tags: 'busy' as const,
        invoke: {
          src: 'submitApplication' as const,
          input: ({ context }: { context: WizardContext }) => ({
            family: context.family,
            id: context.application?.id ?? '',
          }),
          onDone: {
            target: '#wizard.success',
            actions: [
              {
                type: 'keepSubmitted' as const,
                params: ({ event }: { event: { output: SubmittedApplication } }) => ({
                  submitted: event.output,
                }),
              },
              { type: 'announce' as const, params: { message: APPLICATION_SUBMITTED } },
            ],
          },
          onError: {
            target: 'ready',
            actions: {
              type: 'showRefusal' as const,
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
          },
        },
      },
    },
  };
}

/** What the step's form holds now (its values as typed), if a form is open. */
function typedValuesOf(self: AnyActorRef): FormValues | undefined {
  const form = self.getSnapshot().children['form'] as AnyActorRef | undefined;
  return (form?.getSnapshot() as { context?: { values?: FormValues } } | undefined)?.context
    ?.values;
}

/** A step's entry: its route, with the application's id and its INCOMPLETE status. */
function showStepOf(step: WizardStep) {
  return {
    type: 'showStep' as const,
    params: ({ context }: { context: WizardContext }): ShownStep => ({
      step,
      id: context.application?.id ?? null,
      status: context.application?.status === 'INCOMPLETE' ? 'INCOMPLETE' : null,
      ...(step === 'co-applicant-details' && context.coApplicant
        ? { coApplicant: context.coApplicant }
        : {}),
    }),
  };
}

export type WizardMachine = typeof wizardMachine;
