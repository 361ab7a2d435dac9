import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * The capture wizard as the person sees it (capture-app §2, §4), context-free: which step shows,
 * and what it shows. Server answers and the OTP are explicit events; the job type is in the
 * state names (a salaried and a self-employed branch), never in model context.
 *
 * Events:
 * - OPEN_NEW: /application/mobile with no id. OPEN_RESUME_LINK: the first step with an id and
 *   status=INCOMPLETE (a returned application).
 * - SUBMIT_SALARIED / SUBMIT_SELF_EMPLOYED: a valid first step saved with that job type.
 * - CLOSE_OTP / VERIFY_OTP: the OTP modal closed, or the code verified.
 * - CREATE_SUCCEEDS / CREATE_FAILS, UPDATE_SUCCEEDS: the answer to the first step (a failure
 *   is a refusal or a dropped connection: its words show on the first step).
 * - LOOKUP_FINDS: the typed mobile has a salaried application, created and nothing more.
 * - LOAD_RETURNED / LOAD_FOUND / LOAD_FAILS / RETRY: loading an application by id.
 * - OPEN_BUSINESS_LINK: the business step of a self-employed application whose business details
 *   are saved. BUSINESS_LOADS / BUSINESS_LOAD_FAILS / BUSINESS_RETRY: loading those details.
 * - SAVE_STEP: the step's form saved. BACK: the browser's Back. OPEN_UNREACHABLE: a typed URL of
 *   a step not open yet (co-applicants). RELOAD: the page reloads (the wizard is restored).
 */
export const wizardModel = createMachine({
  id: 'wizardModel',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_NEW: 'firstStep',
        OPEN_RESUME_LINK: 'loadingLink',
        OPEN_BUSINESS_LINK: 'businessLoading',
      },
    },
    firstStep: {
      description: 'A new application’s first step.',
      on: {
        SUBMIT_SALARIED: 'otpSalaried',
        SUBMIT_SELF_EMPLOYED: 'otpSelfEmployed',
        LOOKUP_FINDS: 'loadingFound',
        RELOAD: 'firstStep',
      },
    },
    otpSalaried: {
      description: 'The OTP modal over the first step.',
      on: { CLOSE_OTP: 'firstStep', VERIFY_OTP: 'creatingSalaried' },
    },
    otpSelfEmployed: { on: { VERIFY_OTP: 'creatingSelfEmployed' } },
    creatingSalaried: {
      description: 'Busy: the application is being created.',
      on: { CREATE_SUCCEEDS: 'kycSalaried', CREATE_FAILS: 'createFailed' },
    },
    creatingSelfEmployed: { on: { CREATE_SUCCEEDS: 'kycSelfEmployed' } },
    createFailed: {
      description: 'Why it failed, on the first step, the values kept.',
      on: { SUBMIT_SALARIED: 'otpSalaried' },
    },
    kycSalaried: {
      description: 'Personal/KYC, with the tracker id known.',
      on: {
        SAVE_STEP: 'employment',
        BACK: 'firstStepSaved',
        OPEN_UNREACHABLE: 'kycSalaried',
        RELOAD: 'kycSalaried',
      },
    },
    kycSelfEmployed: { on: { SAVE_STEP: 'business' } },
    firstStepSaved: {
      description: 'Back on the first step of an application that exists: no OTP again.',
      on: { SUBMIT_SALARIED: 'updating' },
    },
    updating: {
      description: 'Busy: the first step is updated.',
      on: { UPDATE_SUCCEEDS: 'kycSalaried' },
    },
    employment: { on: { SAVE_STEP: 'coApplicants', BACK: 'kycSalaried', RELOAD: 'employment' } },
    business: { on: { SAVE_STEP: 'coApplicants' } },
    businessLoading: {
      description: 'Busy: the saved business details load.',
      on: { BUSINESS_LOADS: 'businessLoaded', BUSINESS_LOAD_FAILS: 'businessLoadFailed' },
    },
    businessLoadFailed: {
      description: "'Failed to load business details', and Try again.",
      on: { BUSINESS_RETRY: 'businessLoading' },
    },
    businessLoaded: {
      description: "'Business details loaded successfully'; the form shows them.",
      on: { SAVE_STEP: 'coApplicants' },
    },
    coApplicants: { description: 'The next issue’s step.', on: { RELOAD: 'coApplicants' } },
    loadingLink: {
      description: 'Busy: the linked application loads.',
      on: { LOAD_RETURNED: 'returnedFirstStep', LOAD_FAILS: 'loadFailed' },
    },
    loadingFound: {
      description: "'Application found with the given mobile number'; it loads.",
      on: { LOAD_FOUND: 'kycSalaried' },
    },
    loadFailed: { description: 'Why, and Retry.', on: { RETRY: 'loadingLink' } },
    returnedFirstStep: {
      description: 'A returned application’s first step: its values and the remarks.',
      on: { SUBMIT_SALARIED: 'updating', RELOAD: 'returnedFirstStep' },
    },
  },
});

export const wizardTestModel = createCoverageModel(wizardModel);

export const WIZARD_MODEL_STATES = leafStateKeys(wizardModel);
