import { assign, setup } from 'xstate';
import { MobileSchema } from '../../domain/contact';
import {
  OTP_RESEND_SECONDS,
  OTP_VERIFY_ERROR,
  OTP_VERIFY_FAILED,
  OtpSchema,
  otpDigitsOnly,
} from '../../domain/otp';
import { validate } from '../../domain/validation';
import { failureOf, failureText, isRefusal } from '../failure';
import { missingActor } from '../missing';
import type {
  OtpContext,
  OtpEvent,
  OtpInput,
  OtpOutput,
  ResendCodeInput,
  SendCodeInput,
  SendCodeOutput,
  VerifyCodeInput,
  VerifyCodeOutput,
} from './types';

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as OtpOutput,
    /*
     * `busy` and `error` for every view; which call is busy, and which part of the form is
     * asked for, are tags too, so views never read state names.
     */
    tags: {} as
      | 'busy'
      | 'error'
      | 'sending'
      | 'verifying'
      | 'resending'
      | 'askingMobile'
      | 'askingCode'
      | 'canResend',
  },
  actors: {
    sendCode: missingActor<SendCodeOutput, SendCodeInput>('OTP', 'sendCode'),
    resendCode: missingActor<void, ResendCodeInput>('OTP', 'resendCode'),
    verifyCode: missingActor<VerifyCodeOutput, VerifyCodeInput>('OTP', 'verifyCode'),
  },
  delays: {
    resendTick: 1000,
  },
  guards: {
    isMobileValid: ({ context }) => validate(MobileSchema, context.mobile).ok,
    isCodeComplete: ({ context }) => validate(OtpSchema, context.code).ok,
    isCountdownDone: ({ context }) => context.secondsLeft <= 0,
    /** The server answered and refused (4xx), as opposed to not answering or failing. */
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    /** Verify: the server does not know the session (expired long ago, or never existed). */
    isSessionUnknown: (_, params: { error: unknown }) => failureOf(params.error).status === 404,
    /** Resend: a send answered 400 resets the step (spec §4), as does an unknown session. */
    isSessionUnusable: (_, params: { error: unknown }) =>
      [400, 404].includes(failureOf(params.error).status),
  },
  actions: {
    setMobile: assign((_, params: { mobile: string }) => ({ mobile: params.mobile, error: null })),
    forgetSession: assign({ sessionId: null, code: '', secondsLeft: 0, error: null }),
    rejectMobile: assign(({ context }) => {
      const result = validate(MobileSchema, context.mobile);
      return { error: result.ok ? null : result.message };
    }),
    startSession: assign((_, params: { sessionId: string }) => ({
      sessionId: params.sessionId,
      code: '',
      secondsLeft: OTP_RESEND_SECONDS,
      error: null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error),
    })),
    setCode: assign((_, params: { code: string }) => ({
      code: otpDigitsOnly(params.code),
      error: null,
    })),
    rejectCodeFormat: assign(({ context }) => {
      const result = validate(OtpSchema, context.code);
      return { error: result.ok ? null : result.message };
    }),
    tickCountdown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    restartCountdown: assign({ code: '', secondsLeft: OTP_RESEND_SECONDS, error: null }),
    rejectCode: assign((_, params: { error: unknown }) => ({
      code: '',
      error: failureText(params.error, { fallback: OTP_VERIFY_FAILED }),
    })),
    showVerifyError: assign({ error: OTP_VERIFY_ERROR }),
    keepToken: assign((_, params: { token: string }) => ({ token: params.token, error: null })),
  },
}).createMachine({
  id: 'otp',
  description:
    'Proves the user holds a mobile number with a one-time code. Partner login, Join Us and the capture step use this one chart; each provides its own channel (sendCode, resendCode, verifyCode).',
  context: ({ input }) => ({
    mobile: input?.mobile ?? '',
    sessionId: null,
    code: '',
    secondsLeft: 0,
    error: null,
    token: null,
  }),
  initial: 'editingMobile',
  on: {
    'mobile.change': {
      target: '.editingMobile',
      actions: [
        'forgetSession',
        { type: 'setMobile', params: ({ event }) => ({ mobile: event.mobile }) },
      ],
      description: 'Editing the mobile drops the session, the code and the countdown.',
    },
  },
  states: {
    editingMobile: {
      tags: 'askingMobile',
      description: 'The user types a 10-digit mobile and asks for a code.',
      initial: 'typing',
      on: {
        'mobile.change': {
          target: '.typing',
          actions: { type: 'setMobile', params: ({ event }) => ({ mobile: event.mobile }) },
        },
        'mobile.submit': [
          { guard: 'isMobileValid', target: 'sendingCode' },
          { target: '.showingError', actions: 'rejectMobile' },
        ],
      },
      states: {
        typing: {},
        showingError: {
          tags: 'error',
          description: "'Invalid mobile number', or why the server would not send a code.",
        },
      },
    },
    sendingCode: {
      tags: ['busy', 'sending', 'askingMobile'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ mobile: context.mobile.trim() }),
        onDone: {
          target: 'enteringCode',
          actions: {
            type: 'startSession',
            params: ({ event }) => ({ sessionId: event.output.sessionId }),
          },
        },
        onError: {
          target: 'editingMobile.showingError',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'Any refused send (400 included) resets the step to the mobile.',
        },
      },
    },
    enteringCode: {
      description:
        'A code was sent: the user types the six digits while the resend countdown runs.',
      type: 'parallel',
      tags: 'askingCode',
      states: {
        code: {
          initial: 'typing',
          on: {
            'otp.change': {
              target: '.typing',
              actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) },
            },
            'otp.submit': [
              { guard: 'isCodeComplete', target: '#otp.verifyingCode' },
              { target: '.showingError', actions: 'rejectCodeFormat' },
            ],
          },
          states: {
            typing: {},
            showingError: {
              tags: 'error',
              description: "'Invalid OTP' (format), the server's refusal, or a failed call.",
            },
          },
        },
        resend: {
          initial: 'counting',
          states: {
            counting: {
              description: 'Resend OTP waits; one tick a second, re-entered so it repeats.',
              always: { guard: 'isCountdownDone', target: 'canResend' },
              after: {
                resendTick: { target: 'counting', reenter: true, actions: 'tickCountdown' },
              },
            },
            canResend: {
              tags: 'canResend',
              on: { 'otp.resend': { target: '#otp.resendingCode' } },
            },
          },
        },
      },
    },
    verifyingCode: {
      tags: ['busy', 'verifying', 'askingCode'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({
          sessionId: context.sessionId ?? '',
          code: context.code,
          mobile: context.mobile.trim(),
        }),
        onDone: {
          target: 'verified',
          actions: { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: [
          {
            guard: { type: 'isSessionUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'editingMobile.showingError',
            actions: [
              'forgetSession',
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'enteringCode.code.showingError',
            actions: { type: 'rejectCode', params: ({ event }) => ({ error: event.error }) },
            description: "Wrong code: the boxes are cleared and 'Invalid OTP. Please try again.'",
          },
          {
            target: 'enteringCode.code.showingError',
            actions: 'showVerifyError',
            description: "No answer: 'Failed to verify OTP. Please try again.', the code is kept.",
          },
        ],
      },
    },
    resendingCode: {
      tags: ['busy', 'resending', 'askingCode'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: { target: 'enteringCode', actions: 'restartCountdown' },
        onError: [
          {
            guard: { type: 'isSessionUnusable', params: ({ event }) => ({ error: event.error }) },
            target: 'editingMobile.showingError',
            actions: [
              'forgetSession',
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'enteringCode.code.showingError',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    verified: {
      type: 'final',
      description: 'The code matched: the flow receives the token and the mobile.',
    },
  },
  output: ({ context }) => ({ token: context.token ?? '', mobile: context.mobile.trim() }),
});
