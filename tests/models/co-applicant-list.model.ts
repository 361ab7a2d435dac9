import { createMachine } from 'xstate';

/**
 * The co-applicants step's list (the wizard's `coApplicants` state with its list chart) as the
 * person sees it, for removing (issue 18): Remove on a row or on the form, confirmed, and the
 * list read again; none once the offer is accepted. Context-free: which co-applicants are left
 * is in the state names. Listing, Add, Edit and Continue are the completion model's; the
 * confirmation's own failures are the removal model's.
 *
 * Events:
 * - OPEN_TWO: the co-applicants address of an application with two (Ravi, then Sita).
 *   OPEN_ACCEPTED: the same once its offer is accepted. LIST_LOADS: the list's answer.
 * - REMOVE_FIRST: Remove on Ravi's row. EDIT_FIRST: Edit on it. REMOVE_ON_FORM: Remove
 *   co-applicant on the form. CANCEL, CONFIRM: the confirmation's buttons.
 * - SERVER_REMOVES: the removal's answer (its failures are the removal model's).
 */
export const coApplicantListModel = createMachine({
  id: 'coApplicantListModel',
  initial: 'start',
  states: {
    start: { on: { OPEN_TWO: 'loadingTwo', OPEN_ACCEPTED: 'acceptedList' } },
    loadingTwo: {
      description: 'Busy: the co-applicants are listed.',
      on: { LIST_LOADS: 'twoListed' },
    },
    twoListed: {
      description: 'Ravi and Sita, each with Edit and Remove.',
      on: { REMOVE_FIRST: 'confirming', EDIT_FIRST: 'editingFirst' },
    },
    confirming: {
      description: '‘Remove co-applicant?’ names Ravi; the list stays behind it.',
      on: { CANCEL: 'twoListed', CONFIRM: 'removing' },
    },
    removing: {
      description: 'Busy in the confirmation: Ravi is removed on the server.',
      on: { SERVER_REMOVES: 'reloading' },
    },
    reloading: {
      description: '‘Co-applicant removed’; Ravi is gone and the list is read again.',
      on: { LIST_LOADS: 'oneListed' },
    },
    oneListed: { description: 'Sita alone, with Edit and Remove; Add again.' },
    editingFirst: {
      description: 'Ravi’s form, with Remove co-applicant.',
      on: { REMOVE_ON_FORM: 'formConfirming' },
    },
    formConfirming: {
      description: 'The confirmation over Ravi’s form.',
      on: { CONFIRM: 'formRemoving' },
    },
    formRemoving: {
      description: 'Busy: Ravi is removed from his form.',
      on: { SERVER_REMOVES: 'reloading' },
    },
    acceptedList: {
      description: 'The offer is accepted: Ravi and Sita with Edit only; Remove does nothing.',
      on: { REMOVE_FIRST: 'acceptedList' },
    },
  },
});
