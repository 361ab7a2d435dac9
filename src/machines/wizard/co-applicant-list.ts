import { wizardSetup } from './setup';
import { applicationInput, entered, retryState } from './steps';

/**
 * The co-applicants step (capture-app §2): the list with each one's name and mobile, Add while
 * no more than 4 exist, Edit, Continue. Listing them is kept here, on its own, so the generic
 * list chart (src/machines/list, issue 17) can take over loading, failing and Try again without
 * touching the rest of the wizard.
 */
export const coApplicantsStep = wizardSetup.createStateConfig({
  description:
    'The co-applicants list (capture-app §2): each one’s name and mobile, Add while no more than 4 exist, Edit, Continue.',
  entry: entered('co-applicants', { clearsNotice: true }),
  initial: 'loadingList',
  states: {
    loadingList: {
      tags: ['busy', 'list'],
      invoke: {
        id: 'list',
        src: 'listCoApplicants',
        input: applicationInput,
        onDone: {
          target: 'listing',
          actions: { type: 'keepCoApplicants', params: ({ event }) => ({ list: event.output }) },
        },
        onError: { target: 'listFailed', actions: 'showCoApplicantsLoadFailure' },
      },
    },
    listFailed: retryState('list', 'loadingList', "'Failed to load co-applicants', and Try again."),
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
          { guard: 'reviewedAssets', target: '#wizard.loanOffer', actions: 'forgetReview' },
          { target: '#wizard.references' },
        ],
      },
    },
  },
});
