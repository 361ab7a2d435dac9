import { createMachine } from 'xstate';

/**
 * One co-applicant's form as the person sees it (capture-app §2, §9), context-free: a new one
 * (by its number), a listed one (by its id), or one typed on this device before. The form's own
 * timing and checks are the form model's; here what counts is which co-applicant, what it
 * starts from, what it tells the wizard and how it ends.
 *
 * Events:
 * - OPEN_NEW: Add (co-applicant 2). OPEN_LISTED: Edit on a listed one. OPEN_DRAFTED: a listed one
 *   whose form was typed in and left unsaved.
 * - TYPE: a name is typed. SAVE: Save. SERVER_SAVES / SERVER_REFUSES: the save's answer.
 * - RELOAD: the page reloads (the wizard, with this chart and its form, is restored).
 * - REMOVE: Remove co-applicant on the form (offered on a listed one only). CANCEL_REMOVAL,
 *   CONFIRM_REMOVAL: the confirmation's buttons. SERVER_REMOVES: the answer (a failure, and
 *   Remove again, are the confirmation's own model's: co-applicant-removal.model.ts).
 */
export const coApplicantModel = createMachine({
  id: 'coApplicantModel',
  initial: 'start',
  states: {
    start: {
      on: { OPEN_NEW: 'newForm', OPEN_LISTED: 'listedForm', OPEN_DRAFTED: 'draftedForm' },
    },
    newForm: {
      description:
        'Co-applicant 2’s form, empty but for a shareholding of 0; no Remove (nothing is saved).',
      on: { TYPE: 'newTyped', REMOVE: 'newForm' },
    },
    newTyped: {
      description: 'What is typed is told to the wizard at each change.',
      on: { SAVE: 'adding', RELOAD: 'newTyped' },
    },
    adding: {
      description: 'Busy: the new co-applicant is added.',
      on: { SERVER_SAVES: 'added', SERVER_REFUSES: 'addRefused' },
    },
    addRefused: {
      description: 'The server’s words on the form; typing goes on.',
      on: { TYPE: 'newTyped' },
    },
    added: { description: 'Done: co-applicant 2, added.' },
    listedForm: {
      description: 'The listed co-applicant’s details, to be corrected, with Remove.',
      on: { SAVE: 'updating', REMOVE: 'confirmingRemoval' },
    },
    confirmingRemoval: {
      description: '‘Remove co-applicant?’ over the form, which keeps its values.',
      on: { CANCEL_REMOVAL: 'listedForm', CONFIRM_REMOVAL: 'removing' },
    },
    removing: {
      description: 'The server removes them; the confirmation stays.',
      on: { SERVER_REMOVES: 'removed' },
    },
    removed: { description: 'Done: the listed co-applicant, removed.' },
    draftedForm: {
      description: 'What was typed for it before, not the listed details.',
      on: { RELOAD: 'draftedForm', SAVE: 'updating' },
    },
    updating: {
      description: 'Busy: the listed co-applicant is updated.',
      on: { SERVER_SAVES: 'updated' },
    },
    updated: { description: 'Done: the listed co-applicant, updated.' },
  },
});
