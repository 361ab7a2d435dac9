import { CO_APPLICANT_REMOVED } from '../../domain/sections/co-applicant';
import { removalInputFor } from './context';
import { wizardSetup } from './setup';
import { applicationInput, entered, retryState } from './steps';

/**
 * The co-applicants step (capture-app §2): the list with each one's name and mobile, Add while
 * no more than 4 exist, Edit, Remove until the offer is accepted (issue 18), Continue. The list is the list chart's co-applicant instance
 * (src/machines/co-applicant-list), invoked as `list` for as long as the step shows (so coming
 * back from a co-applicant's form lists them again); it tells the wizard what it loaded, or why
 * not, and the wizard keeps its own states for them (busy, failed with Try again, listing).
 * Remove invokes the removal chart (confirm, remove, failed with Remove again); once the
 * co-applicant is removed the list is read again.
 */
export const coApplicantsStep = wizardSetup.createStateConfig({
  description:
    'The co-applicants list (capture-app §2): each one’s name and mobile, Add while no more than 4 exist, Edit, Remove until the offer is accepted, Continue.',
  entry: entered('co-applicants', { clearsNotice: true }),
  invoke: {
    id: 'list',
    src: 'coApplicantList',
    input: (args) => ({ query: applicationInput(args) }),
  },
  initial: 'loadingList',
  states: {
    loadingList: {
      tags: ['busy', 'list'],
      on: {
        'coApplicants.loaded': {
          target: 'listing',
          actions: { type: 'keepCoApplicants', params: ({ event }) => ({ list: event.list }) },
        },
        'coApplicants.failed': {
          target: 'listFailed',
          actions: {
            type: 'showCoApplicantsLoadFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    listFailed: {
      ...retryState('list', 'loadingList', "'Failed to load co-applicants', and Try again."),
      on: {
        'load.retry': { target: 'loadingList', actions: ['clearRefusal', 'retryCoApplicantList'] },
      },
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
        'coApplicant.remove': {
          guard: { type: 'removesListed', params: ({ event }) => ({ id: event.id }) },
          target: 'removing',
        },
        'coApplicants.continue': [
          { guard: 'reviewedAssets', target: '#wizard.loanOffer', actions: 'forgetReview' },
          { target: '#wizard.references' },
        ],
      },
    },
    removing: {
      description:
        'Remove on a listed co-applicant (its own chart): confirmed and removed, the list is read again; cancelled, it stays.',
      invoke: {
        id: 'removal',
        src: 'coApplicantRemoval',
        input: ({ context, event }) => removalInputFor(context, event),
        onDone: [
          {
            guard: { type: 'removalDone', params: ({ event }) => ({ output: event.output }) },
            target: 'loadingList',
            actions: [
              {
                type: 'forgetCoApplicant',
                params: ({ event }) => ({ recordIndex: event.output.coApplicantId }),
              },
              'refreshCoApplicantList',
              { type: 'announce', params: { message: CO_APPLICANT_REMOVED } },
            ],
          },
          { target: 'listing' },
        ],
      },
    },
  },
});
