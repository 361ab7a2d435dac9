import type { MessageDescriptor } from '@lingui/core';
import { assign, sendTo, setup } from 'xstate';
import { canOpenStep } from '../../domain/capture-steps';
import { NO_INCOMPLETE_APPLICATION, resumeRouteFor, STAGE_OF_STEP } from '../../domain/resume';
import { canRemoveCoApplicants, MAX_CO_APPLICANTS } from '../../domain/sections/co-applicant';
import { needsAssetDocuments } from '../../domain/asset-loan-types';
import { coApplicantListMachine } from '../co-applicant-list/machine';
import { coApplicantRemovalMachine } from '../co-applicant-removal/machine';
import type { CoApplicantRemovalOutput } from '../co-applicant-removal/types';
import { coApplicantMachine } from '../co-applicant/machine';
import type { CoApplicantOutput } from '../co-applicant/types';
import { failureText } from '../failure';
import { SAVE_FAILURE_TEXTS } from '../form/create-form-machine';
import { formMachine } from '../form/machine';
import type { FormOutput, FormValues } from '../form/types';
import { missingAction, missingActor } from '../missing';
import { offerMachine } from '../offer/machine';
import type { OfferOutput } from '../offer/types';
import { otpMachine } from '../otp/machine';
import type { OtpOutput } from '../otp/types';
import {
  coApplicantStage,
  foundApplicationOf,
  jobTypeOf,
  offerFactsOf,
  stepFactsOf,
  withoutCoApplicant,
  withStage,
} from './context';
import { APPLICATION_FOUND, APPLICATION_LOAD_TEXTS, BUSINESS_LOAD_FAILED } from './texts';
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

/**
 * The wizard's named actors, guards and actions (its chart is machine.ts, its step builder
 * steps.ts). Tags: `busy` and `error` as every chart has them, and beside each the call it is
 * about, because the step on screen does not tell: `load` (the application, or a step's saved
 * details, shown in place of the step), `list` (the co-applicants) and `submit`.
 */
export type WizardTag = 'busy' | 'error' | 'load' | 'list' | 'submit';

export const wizardSetup = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    tags: {} as WizardTag,
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
    /** The co-applicants step's list (the list chart), which tells the wizard what it loaded. */
    coApplicantList: coApplicantListMachine,
    /** One co-applicant's form (its own chart). */
    coApplicant: coApplicantMachine,
    /** Remove on the list: the confirmation and the server's removal (its own chart). */
    coApplicantRemoval: coApplicantRemovalMachine,
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
    /** Remove shows on a listed co-applicant until the offer is accepted (issue 18). */
    removesListed: ({ context }, params: { id: string }) =>
      context.coApplicants.some((entry) => entry.id === params.id) &&
      canRemoveCoApplicants(context.application?.offer),
    /** The list's removal ended with the co-applicant removed (not cancelled). */
    removalDone: (_, params: { output: CoApplicantRemovalOutput }) => params.output.removed,
    /** The co-applicant's form ended with them removed (not saved). */
    coApplicantRemoved: (_, params: { saved: CoApplicantOutput }) =>
      params.saved.kind === 'removed',
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
    /**
     * Submitted: a guest verification's token is forgotten, so nothing of the borrower's is left
     * on the device (README; the partner's capture keeps no guest token).
     */
    forgetVerification: () => missingAction('wizard', 'forgetVerification'),
    /** Tells the person the new application's tracker id. */
    announceTracker: (_, _params: { trackerId: string }) =>
      missingAction('wizard', 'announceTracker'),
    /** Tells the person something went well ('Business details loaded successfully'). */
    announce: (_, _params: { message: MessageDescriptor | string }) =>
      missingAction('wizard', 'announce'),
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
    /** The list's own words for its failure (the spec's one sentence). */
    showCoApplicantsLoadFailure: assign((_, params: { error: string }) => ({
      error: params.error,
    })),
    retryCoApplicantList: sendTo('list', { type: 'list.retry' }),
    /** A co-applicant was removed: the list is read again. */
    refreshCoApplicantList: sendTo('list', { type: 'list.refresh' }),
    /** A co-applicant was removed: they leave the list, and what was typed for them goes. */
    forgetCoApplicant: assign(({ context }, params: { recordIndex: string }) =>
      withoutCoApplicant(context, params.recordIndex),
    ),
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
    keepCoApplicantSaved: assign(({ context }, params: { saved: CoApplicantOutput }) => {
      const open = context.coApplicant;
      const drafts = { ...context.coApplicantDrafts };
      if (open) delete drafts[open.recordIndex];
      const isNew = params.saved.kind === 'saved' && params.saved.isNew;
      return {
        coApplicantDrafts: drafts,
        application: withStage(context.application, coApplicantStage(isNew)),
      };
    }),
    /** Leaving a co-applicant's form unsaved keeps what was typed, for that co-applicant. */
    keepCoApplicantTyped: assign(({ context }) => {
      const open = context.coApplicant;
      return context.typed && open
        ? {
            coApplicantDrafts: { ...context.coApplicantDrafts, [open.recordIndex]: context.typed },
            typed: null,
          }
        : { typed: null };
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
    /** The open form told what it holds now (on opening and at every change). */
    noteTyped: assign((_, params: { values: FormValues }) => ({ typed: params.values })),
    /** Leaving a step unsaved (Back, a typed address) keeps what was typed there. */
    keepTyped: assign(({ context }, params: { step: FormStep }) =>
      context.typed
        ? { drafts: { ...context.drafts, [params.step]: context.typed }, typed: null }
        : { typed: null },
    ),
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
});
