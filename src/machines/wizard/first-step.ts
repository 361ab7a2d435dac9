import { formInputFor } from './context';
import { wizardSetup } from './setup';
import { entered, errorOf, keepTyped } from './steps';

/**
 * The first step (capture-app §4): the borrower's mobile and what the application is for. Its
 * form saves nothing itself: the wizard verifies the mobile by OTP and creates the application
 * (a new one), or updates it (an application that exists), while the form shows the values,
 * busy. A mobile with an application already tells the wizard, which may resume that one.
 */
export const firstStep = wizardSetup.createStateConfig({
  // With the id whenever the application exists, so a reload stays on it.
  entry: entered('mobile'),
  initial: 'editing',
  states: {
    editing: {
      exit: keepTyped('mobile'),
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
        input: ({ context }) => ({
          ...formInputFor(context, 'mobile'),
          handedOver: true,
          tellsTyped: false,
        }),
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
            id: 'create',
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
              actions: { type: 'showRefusal', params: errorOf },
            },
          },
        },
        updating: {
          tags: 'busy',
          description: 'Resume (or Back to a saved first step): no OTP, the update is sent.',
          invoke: {
            id: 'update',
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
              actions: { type: 'showRefusal', params: errorOf },
            },
          },
        },
      },
    },
  },
});
