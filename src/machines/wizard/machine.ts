import { CO_APPLICANT_REMOVED } from '../../domain/sections/co-applicant';
import { coApplicantsStep } from './co-applicant-list';
import { coApplicantInputFor } from './context';
import { firstStep } from './first-step';
import { wizardSetup } from './setup';
import {
  applicationInput,
  entered,
  errorOf,
  formInvoke,
  formStep,
  keepTyped,
  outcomeStep,
  retryState,
  STATE_OF_STEP,
  submitStep,
  type Next,
} from './steps';
import { BUSINESS_LOADED, REFERENCES_SAVED } from './texts';
import type { WizardRoute, WizardStep } from './types';

export {
  APPLICATION_FOUND,
  APPLICATION_LOAD_TEXTS,
  APPLICATION_SUBMITTED,
  BUSINESS_LOAD_FAILED,
  BUSINESS_LOADED,
  CO_APPLICANTS_LOAD_FAILED,
  REFERENCES_SAVED,
} from './texts';

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

/** Asset documents saved: resume mode goes back to co-applicants (capture-app §4), else on. */
const AFTER_ASSETS: readonly Next[] = [
  { guard: 'isResuming', target: 'coApplicants' },
  { target: 'loanOffer' },
];
const assetDocuments = (form: 'autoLoanDocumentsForm' | 'goldLoanDocumentsForm') =>
  formInvoke({ step: 'loan-doc', form, next: AFTER_ASSETS, then: ['keepAssetDocumentsSaved'] });

/**
 * The capture wizard (capture-app §2, §4; partner-portal §3–§4), one chart for both families:
 * the first step (borrower mobile, OTP for a new application, create or update), personal/KYC,
 * employment or business by job type, co-applicants, references, asset documents, the offer,
 * final submit and the outcomes. Each step is built from a few words by the step builder
 * (steps.ts); its form is a child chart, persisted with the wizard, that tells what is typed and
 * ends with what was saved. The wizard owns the route: each step's entry shows it (`showStep`),
 * and Back, forward or a typed URL send `route.changed`, honoured only when the step can be
 * opened. An application id in the route loads the application first and opens the asked step,
 * or the one its stages lead to.
 */
export const wizardMachine = wizardSetup.createMachine({
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
    typed: null,
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
    // The open form tells what it holds, kept as its step's draft if it is left unsaved.
    'form.typed': {
      actions: { type: 'noteTyped', params: ({ event }) => ({ values: event.values }) },
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasRequestedId', target: 'loading' }, { target: 'mobile' }],
    },
    loading: {
      tags: ['busy', 'load'],
      description: 'An application id in the route (a link, a reload, a lookup): load it.',
      invoke: {
        id: 'application',
        src: 'loadApplication',
        input: ({ context }) => ({ family: context.family, id: context.requested?.id ?? '' }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showLoadFailure', params: errorOf },
        },
      },
    },
    loadFailed: retryState(
      'load',
      'loading',
      'The application could not be loaded: say why and offer to try again.',
    ),
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
    mobile: firstStep,
    kyc: formStep({
      step: 'kyc',
      form: 'kycForm',
      clearsNotice: true,
      next: [{ guard: 'isSalaried', target: 'employment' }, { target: 'business' }],
    }),
    employment: formStep({
      step: 'employment',
      form: 'employmentForm',
      next: [{ target: 'coApplicants' }],
    }),
    business: {
      entry: entered('business'),
      initial: 'opening',
      states: {
        opening: {
          always: [{ guard: 'hasSavedBusiness', target: 'loadingSaved' }, { target: 'editing' }],
        },
        loadingSaved: {
          tags: ['busy', 'load'],
          description: 'Resuming: the saved business details are loaded (GET business-info).',
          invoke: {
            id: 'savedBusiness',
            src: 'loadBusinessInfo',
            input: applicationInput,
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
        loadFailed: retryState(
          'load',
          'loadingSaved',
          "'Failed to load business details', and Try again.",
        ),
        editing: {
          exit: keepTyped('business'),
          invoke: formInvoke({
            step: 'business',
            form: 'businessForm',
            next: [{ target: 'coApplicants' }],
          }),
        },
      },
    },
    coApplicants: coApplicantsStep,
    coApplicantDetails: {
      description:
        'One co-applicant’s form (its own chart): a new one by its number, or one of the list by id; saved or removed, the list shows again.',
      entry: entered('co-applicant-details'),
      exit: 'keepCoApplicantTyped',
      invoke: {
        id: 'coApplicant',
        src: 'coApplicant',
        input: ({ context }) => coApplicantInputFor(context),
        onDone: [
          {
            // Removed from their form: they leave the list, which is read again.
            guard: {
              type: 'coApplicantRemoved',
              params: ({ event }) => ({ saved: event.output }),
            },
            target: 'coApplicants',
            actions: [
              {
                type: 'forgetCoApplicant',
                params: ({ event }) => ({ recordIndex: event.output.recordIndex }),
              },
              { type: 'announce', params: { message: CO_APPLICANT_REMOVED } },
            ],
          },
          {
            target: 'coApplicants',
            actions: {
              type: 'keepCoApplicantSaved',
              params: ({ event }) => ({ saved: event.output }),
            },
          },
        ],
      },
    },
    references: formStep({
      step: 'reference-details',
      form: 'referencesForm',
      describe: 'One to three references in one form (capture-app §5).',
      next: [
        { guard: 'needsAssetDocuments', target: 'loanDoc' },
        { guard: 'isPartnerCapture', target: 'loanOffer' },
        { target: 'completeApplication' },
      ],
      then: ['keepReferencesSaved', { type: 'announce', params: { message: REFERENCES_SAVED } }],
    }),
    loanDoc: {
      description: 'Asset documents of an auto or gold loan (partner capture only).',
      entry: entered('loan-doc'),
      exit: keepTyped('loan-doc'),
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The auto-loan set or the gold-loan set, by the loan type.',
          always: [{ guard: 'isAutoLoan', target: 'autoLoan' }, { target: 'goldLoan' }],
        },
        autoLoan: { invoke: assetDocuments('autoLoanDocumentsForm') },
        goldLoan: { invoke: assetDocuments('goldLoanDocumentsForm') },
      },
    },
    loanOffer: {
      description:
        'The rules engine’s offer (its own chart): accepted leads to final submit, rejected to the rejection screen.',
      entry: entered('loan-offer'),
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
    finalSubmit: submitStep(
      'final-submit',
      'The accepted offer’s application is submitted (partner capture).',
    ),
    completeApplication: submitStep(
      'complete-application',
      'The borrower finishes their own application (mark-completed).',
    ),
    success: outcomeStep(
      'success',
      'Submitted: the tracker id, and Create new. Nothing typed is kept any more.',
    ),
    rejection: outcomeStep(
      'rejection',
      'Rejected: the reasons, the overdue amount, Change Loan Type, Start New Application.',
    ),
  },
});

export type WizardMachine = typeof wizardMachine;
