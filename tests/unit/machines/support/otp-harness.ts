import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { OTP_VERIFY_FAILED } from '../../../../src/domain/otp';
import { otpMachine } from '../../../../src/machines/otp/machine';
import type { OtpInput } from '../../../../src/machines/otp/types';
import { ApiError } from '../../../../src/services/api/api-error';

export const REGISTERED_MOBILE = '9876543210';
export const OTHER_REGISTERED_MOBILE = '8765432109';
export const UNREGISTERED_MOBILE = '9000000001';
export const INVALID_MOBILE = '12345';
export const RIGHT_CODE = '123456';
export const WRONG_CODE = '654321';
export const NO_ACCOUNT_TEXT =
  'No partner account found for this mobile number. Join Us to register.';

/** What the fake channel answers next; `'answer'` behaves like the real server. */
export type Outcome = 'answer' | ApiError;

/**
 * The OTP machine with a fake channel that behaves like the contract's login family
 * (a registered mobile gets a code; the right code a token) and a simulated clock.
 */
export function startOtp(input: OtpInput = {}) {
  const clock = new SimulatedClock();
  const calls = {
    send: [] as { mobile: string }[],
    resend: [] as { sessionId: string }[],
    verify: [] as { sessionId: string; code: string; mobile: string }[],
  };
  const next: { send: Outcome; resend: Outcome; verify: Outcome } = {
    send: 'answer',
    resend: 'answer',
    verify: 'answer',
  };
  const take = (kind: keyof typeof next) => {
    const outcome = next[kind];
    next[kind] = 'answer';
    if (outcome !== 'answer') throw outcome;
  };
  const machine = otpMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input: call }) => {
        calls.send.push(call);
        take('send');
        if (call.mobile === UNREGISTERED_MOBILE) throw new ApiError(404, NO_ACCOUNT_TEXT);
        return { sessionId: `session-${calls.send.length}` };
      }),
      resendCode: fromPromise(async ({ input: call }) => {
        calls.resend.push(call);
        take('resend');
      }),
      verifyCode: fromPromise(async ({ input: call }) => {
        calls.verify.push(call);
        take('verify');
        if (call.code !== RIGHT_CODE) throw new ApiError(400, OTP_VERIFY_FAILED);
        return { token: `token-for-${call.mobile}` };
      }),
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  return {
    actor,
    clock,
    calls,
    next,
    /** Lets the fake channel answer. */
    settle: () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy')),
    /** Advances the countdown the way a user waits: one re-armed tick at a time. */
    waitSeconds: (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) clock.increment(1000);
    },
  };
}
