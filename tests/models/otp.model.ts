import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * What a user sees of the OTP step, and what they can do: an abstract, context-free model.
 * Server answers and waiting are explicit events; each event is one user-level action whose
 * result is visible (typing, pressing a button, waiting 30 s). The lead runs its paths against
 * the real views in Chromium; tests/unit/machines/otp.model.test.ts runs the same paths
 * against the real machine.
 *
 * Events, as a user performs them:
 * - TYPE_VALID_MOBILE: type a registered partner's 10-digit mobile.
 * - TYPE_INVALID_MOBILE: type something that is not a mobile (e.g. 5 digits).
 * - TYPE_UNREGISTERED_MOBILE: type a valid mobile that has no partner account.
 * - SEND: press Send OTP and wait for the answer.
 * - ENTER_INCOMPLETE_CODE: type five digits and press Verify.
 * - ENTER_WRONG_CODE: type six digits that are not the code and press Verify.
 * - ENTER_RIGHT_CODE: type the code that was sent and press Verify.
 * - WAIT_30S: let the resend countdown run out.
 * - RESEND: press Resend OTP.
 * - EDIT_MOBILE: change the mobile field, ending with a registered partner's number (the same
 *   one will do: any edit drops the code that was sent).
 *
 * Typing is modelled from the states where the field shows no pending value (blank, or a
 * message shown), which keeps the paths few without losing a behaviour: retyping over a typed
 * value looks the same as typing it.
 */
const typing = {
  TYPE_VALID_MOBILE: '#otpModel.mobileEntry.validTyped',
  TYPE_INVALID_MOBILE: '#otpModel.mobileEntry.invalidTyped',
  TYPE_UNREGISTERED_MOBILE: '#otpModel.mobileEntry.unregisteredTyped',
} as const;

export const otpModel = createMachine({
  id: 'otpModel',
  initial: 'mobileEntry',
  states: {
    mobileEntry: {
      description: 'Mobile field and Send OTP; no code boxes.',
      initial: 'blank',
      states: {
        blank: {
          description: 'Nothing typed, no message.',
          on: { ...typing, SEND: 'invalidShown' },
        },
        validTyped: {
          description: 'A valid mobile typed, no message.',
          on: { SEND: '#otpModel.codeEntry' },
        },
        invalidTyped: {
          description: 'An invalid mobile typed, no message yet.',
          on: { SEND: 'invalidShown' },
        },
        unregisteredTyped: {
          description: 'An unregistered mobile typed, no message yet.',
          on: { SEND: 'refusedShown' },
        },
        invalidShown: {
          description: "'Invalid mobile number' under the field.",
          on: typing,
        },
        refusedShown: {
          description: "The server's refusal under the field ('No partner account found…').",
          on: typing,
        },
      },
    },
    codeEntry: {
      description: 'Six code boxes, Verify OTP, and the resend countdown or Resend OTP.',
      type: 'parallel',
      states: {
        code: {
          initial: 'blank',
          states: {
            blank: {
              description: 'Empty boxes, no message.',
              on: {
                ENTER_INCOMPLETE_CODE: 'incompleteShown',
                ENTER_WRONG_CODE: 'wrongCodeShown',
                ENTER_RIGHT_CODE: '#otpModel.verified',
                EDIT_MOBILE: '#otpModel.mobileEntry.validTyped',
              },
            },
            incompleteShown: {
              description: "'Invalid OTP' (format) under the boxes.",
              on: { ENTER_WRONG_CODE: 'wrongCodeShown' },
            },
            wrongCodeShown: {
              description: "Boxes cleared and 'Invalid OTP. Please try again.'",
              on: {
                ENTER_RIGHT_CODE: '#otpModel.verified',
                EDIT_MOBILE: '#otpModel.mobileEntry.validTyped',
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'A countdown of seconds; Resend OTP is not offered.',
              on: { WAIT_30S: 'canResend' },
            },
            canResend: {
              description: 'Resend OTP is offered.',
              on: {
                RESEND: {
                  target: ['#otpModel.codeEntry.code.blank', '#otpModel.codeEntry.resend.waiting'],
                },
              },
            },
          },
        },
      },
    },
    verified: {
      type: 'final',
      description: 'The code was accepted: the flow moves on (login: the home dashboard).',
    },
  },
});

export const otpTestModel = createCoverageModel(otpModel);

/** Every leaf state of the model; each must have an assertion wherever the paths run. */
export const OTP_MODEL_STATES = leafStateKeys(otpModel);

export type OtpModelEvent =
  | 'TYPE_VALID_MOBILE'
  | 'TYPE_INVALID_MOBILE'
  | 'TYPE_UNREGISTERED_MOBILE'
  | 'SEND'
  | 'ENTER_INCOMPLETE_CODE'
  | 'ENTER_WRONG_CODE'
  | 'ENTER_RIGHT_CODE'
  | 'WAIT_30S'
  | 'RESEND'
  | 'EDIT_MOBILE';
