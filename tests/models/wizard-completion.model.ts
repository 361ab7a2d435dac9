import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * The capture wizard after the work section (capture-app §2, §4; partner-portal §2) as the
 * person sees it: co-applicants, references, asset documents, the loan offer's outcome, final
 * submit and the outcome screens, for both families. Context-free: the loan type, the family and
 * how many co-applicants exist are in the state names. The offer's own states are its own model
 * (offer.model.ts); here only its outcome counts.
 *
 * Events:
 * - OPEN_PERSONAL_LOAN: the co-applicants address of a salaried personal-loan application whose
 *   employment is saved (it loads). OPEN_AUTO_LOAN: the same for an auto loan, the list loaded.
 *   OPEN_RETURNED_AUTO_LOAN: the asset documents of an auto loan returned for correction.
 *   OPEN_PUBLIC: a borrower's own application at co-applicants. OPEN_FULL: an application with
 *   five co-applicants. OPEN_SUBMITTED / OPEN_REJECTED: a link to a closed application.
 * - LIST_LOADS / LIST_FAILS / RETRY: listing the co-applicants.
 * - ADD, EDIT: a co-applicant's form (a new one, or the first listed). SAVE_CO_APPLICANT: it saves
 *   (and the list is read again). CONTINUE: co-applicants' Continue.
 * - SAVE_REFERENCES, SAVE_ASSETS: those forms save.
 * - OFFER_ACCEPTED / OFFER_REJECTED: the offer step ends.
 * - SUBMIT, SUBMIT_FAILS, SUBMIT_SUCCEEDS: final submit or complete application.
 * - CREATE_NEW, START_NEW, CHANGE_LOAN_TYPE: an outcome's actions. BACK: the step before.
 *   RELOAD: the page reloads (the wizard is restored, values kept).
 */
export const wizardCompletionModel = createMachine({
  id: 'wizardCompletionModel',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_PERSONAL_LOAN: 'listLoading',
        OPEN_AUTO_LOAN: 'autoLoanList',
        OPEN_RETURNED_AUTO_LOAN: 'returnedAssets',
        OPEN_PUBLIC: 'publicList',
        OPEN_FULL: 'fullList',
        OPEN_SUBMITTED: 'success',
        OPEN_REJECTED: 'rejection',
      },
    },
    listLoading: {
      description: 'Busy: the co-applicants are listed.',
      on: { LIST_LOADS: 'noCoApplicants', LIST_FAILS: 'listFailed' },
    },
    listFailed: {
      description: "'Failed to load co-applicants', and Try again.",
      on: { RETRY: 'listLoading' },
    },
    noCoApplicants: {
      description: 'An empty list: Add and Continue.',
      on: { ADD: 'newCoApplicant', CONTINUE: 'references', BACK: 'employment' },
    },
    employment: { description: 'Back on the employment step, its values kept.' },
    newCoApplicant: {
      description: 'Co-applicant 1’s form.',
      on: { SAVE_CO_APPLICANT: 'oneCoApplicant', BACK: 'noCoApplicants', RELOAD: 'newCoApplicant' },
    },
    oneCoApplicant: {
      description: 'The list with the co-applicant just added: name and mobile, Edit.',
      on: { EDIT: 'editingCoApplicant', CONTINUE: 'references' },
    },
    editingCoApplicant: {
      description: 'The listed co-applicant’s form, with its details.',
      on: { SAVE_CO_APPLICANT: 'oneCoApplicant' },
    },
    references: {
      description: 'The references form.',
      on: { SAVE_REFERENCES: 'offer', BACK: 'listAgain', RELOAD: 'references' },
    },
    listAgain: { description: 'Back on the co-applicants list, as it was.' },
    offer: {
      description: 'The loan offer step (its own chart).',
      on: { OFFER_ACCEPTED: 'finalSubmit', OFFER_REJECTED: 'rejection' },
    },
    finalSubmit: {
      description: 'Submit Application.',
      on: { SUBMIT: 'submitting', RELOAD: 'finalSubmit' },
    },
    submitting: {
      description: 'Busy: the application is submitted.',
      on: { SUBMIT_SUCCEEDS: 'success', SUBMIT_FAILS: 'submitFailed' },
    },
    submitFailed: { description: 'Why, and Submit again.', on: { SUBMIT: 'submitting' } },
    success: {
      description: 'The tracker id and Create new; nothing typed is kept.',
      on: { CREATE_NEW: 'newApplication' },
    },
    rejection: {
      description: "'Application Rejected!', the reasons and the overdue amount.",
      on: { START_NEW: 'newApplication', CHANGE_LOAN_TYPE: 'sameBorrower' },
    },
    newApplication: { description: 'A new application’s empty first step.' },
    sameBorrower: {
      description: 'A new application’s first step for the same borrower, no loan type.',
    },
    autoLoanList: { on: { CONTINUE: 'autoLoanReferences' } },
    autoLoanReferences: { on: { SAVE_REFERENCES: 'autoLoanAssets' } },
    autoLoanAssets: {
      description: 'The auto-loan asset documents.',
      on: { SAVE_ASSETS: 'offer', BACK: 'autoLoanReferences' },
    },
    returnedAssets: {
      description: 'A returned auto loan’s asset documents, remarks shown.',
      on: { SAVE_ASSETS: 'returnedList' },
    },
    returnedList: {
      description: 'Resume mode: back to co-applicants after asset documents.',
      on: { CONTINUE: 'offer' },
    },
    publicList: { on: { CONTINUE: 'publicReferences' } },
    publicReferences: { on: { SAVE_REFERENCES: 'completeApplication' } },
    completeApplication: {
      description: 'The borrower’s Complete Application.',
      on: { SUBMIT: 'publicSubmitting' },
    },
    publicSubmitting: { on: { SUBMIT_SUCCEEDS: 'publicSuccess' } },
    publicSuccess: { description: 'Details received, the tracker id, Go Back to login.' },
    fullList: { description: 'Five co-applicants: no Add.' },
  },
});

export const wizardCompletionTestModel = createCoverageModel(wizardCompletionModel);

export const WIZARD_COMPLETION_MODEL_STATES = leafStateKeys(wizardCompletionModel);
