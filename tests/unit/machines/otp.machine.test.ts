import { describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS, OTP_VERIFY_ERROR, OTP_VERIFY_FAILED } from '../../../src/domain/otp';
import {
  selectCanResend,
  selectError,
  selectIsBusy,
  selectStep,
} from '../../../src/machines/otp/selectors';
import { ApiError } from '../../../src/services/api/api-error';
import {
  INVALID_MOBILE,
  NO_ACCOUNT_TEXT,
  REGISTERED_MOBILE,
  RIGHT_CODE,
  startOtp,
  UNREGISTERED_MOBILE,
  WRONG_CODE,
} from './support/otp-harness';

/** Types a valid mobile, sends, and lets the code arrive. */
async function reachCodeEntry(harness = startOtp()) {
  harness.actor.send({ type: 'mobile.change', mobile: REGISTERED_MOBILE });
  harness.actor.send({ type: 'mobile.submit' });
  await harness.settle();
  return harness;
}

describe('OTP machine: the mobile', () => {
  it('starts on the mobile, empty, or pre-filled by the capture step', () => {
    const blank = startOtp().actor.getSnapshot();
    expect(blank.value).toEqual({ editingMobile: 'typing' });
    expect(blank.context.mobile).toBe('');
    const prefilled = startOtp({ mobile: REGISTERED_MOBILE }).actor.getSnapshot();
    expect(prefilled.context.mobile).toBe(REGISTERED_MOBILE);
    expect(selectStep(prefilled)).toBe('mobile');
  });

  it("refuses an invalid mobile with 'Invalid mobile number' and sends nothing", () => {
    const { actor, calls } = startOtp();
    actor.send({ type: 'mobile.change', mobile: INVALID_MOBILE });
    actor.send({ type: 'mobile.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editingMobile: 'showingError' });
    expect(selectError(snapshot)).toBe('Invalid mobile number');
    expect(calls.send).toEqual([]);
  });

  it('clears the message as soon as the mobile is edited', () => {
    const { actor } = startOtp();
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'mobile.change', mobile: '98' });
    expect(actor.getSnapshot().value).toEqual({ editingMobile: 'typing' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('sends a valid mobile (trimmed), busy meanwhile, then asks for the code with a 30 s countdown', async () => {
    const harness = startOtp();
    harness.actor.send({ type: 'mobile.change', mobile: ` ${REGISTERED_MOBILE} ` });
    harness.actor.send({ type: 'mobile.submit' });
    expect(harness.actor.getSnapshot().value).toBe('sendingCode');
    expect(selectIsBusy(harness.actor.getSnapshot())).toBe(true);
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ enteringCode: { code: 'typing', resend: 'counting' } });
    expect(snapshot.context).toMatchObject({
      sessionId: 'session-1',
      secondsLeft: OTP_RESEND_SECONDS,
    });
    expect(harness.calls.send).toEqual([{ mobile: REGISTERED_MOBILE }]);
    expect(selectStep(snapshot)).toBe('code');
  });

  it('returns to the mobile with the server’s message when the send is refused', async () => {
    const harness = startOtp();
    harness.actor.send({ type: 'mobile.change', mobile: UNREGISTERED_MOBILE });
    harness.actor.send({ type: 'mobile.submit' });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ editingMobile: 'showingError' });
    expect(selectError(snapshot)).toBe(NO_ACCOUNT_TEXT);
    expect(snapshot.context.sessionId).toBeNull();
  });

  it('resets the step on a send answered with status_code 400', async () => {
    const harness = startOtp();
    harness.next.send = new ApiError(400, 'Invalid hostname');
    harness.actor.send({ type: 'mobile.change', mobile: REGISTERED_MOBILE });
    harness.actor.send({ type: 'mobile.submit' });
    await harness.settle();
    expect(harness.actor.getSnapshot().value).toEqual({ editingMobile: 'showingError' });
    expect(selectError(harness.actor.getSnapshot())).toBe('Invalid hostname');
  });

  it('editing the mobile during the send cancels it', async () => {
    const harness = startOtp();
    harness.actor.send({ type: 'mobile.change', mobile: REGISTERED_MOBILE });
    harness.actor.send({ type: 'mobile.submit' });
    harness.actor.send({ type: 'mobile.change', mobile: '987654321' });
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(harness.actor.getSnapshot().value).toEqual({ editingMobile: 'typing' });
    expect(harness.actor.getSnapshot().context.sessionId).toBeNull();
  });
});

describe('OTP machine: the resend countdown', () => {
  it('counts down one second per tick and allows Resend only at zero', async () => {
    const harness = await reachCodeEntry();
    harness.waitSeconds(OTP_RESEND_SECONDS - 1);
    expect(harness.actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(selectCanResend(harness.actor.getSnapshot())).toBe(false);
    harness.actor.send({ type: 'otp.resend' });
    expect(harness.calls.resend).toEqual([]);
    harness.waitSeconds(1);
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ enteringCode: { code: 'typing', resend: 'canResend' } });
    expect(snapshot.context.secondsLeft).toBe(0);
    expect(selectCanResend(snapshot)).toBe(true);
  });

  it('resends on the same session and restarts the countdown', async () => {
    const harness = await reachCodeEntry();
    harness.waitSeconds(OTP_RESEND_SECONDS);
    harness.actor.send({ type: 'otp.change', code: '12' });
    harness.actor.send({ type: 'otp.resend' });
    expect(harness.actor.getSnapshot().value).toBe('resendingCode');
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(harness.calls.resend).toEqual([{ sessionId: 'session-1' }]);
    expect(snapshot.value).toEqual({ enteringCode: { code: 'typing', resend: 'counting' } });
    expect(snapshot.context).toMatchObject({ secondsLeft: OTP_RESEND_SECONDS, code: '' });
  });

  it('keeps the code step with the message when a resend is refused for a reason that passes', async () => {
    const harness = await reachCodeEntry();
    harness.waitSeconds(OTP_RESEND_SECONDS);
    harness.next.resend = new ApiError(429, 'Please wait 3 seconds before requesting a new OTP');
    harness.actor.send({ type: 'otp.resend' });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ enteringCode: { code: 'showingError', resend: 'canResend' } });
    expect(selectError(snapshot)).toBe('Please wait 3 seconds before requesting a new OTP');
  });

  it.each([400, 404])('resets to the mobile when a resend answers %i', async (status) => {
    const harness = await reachCodeEntry();
    harness.waitSeconds(OTP_RESEND_SECONDS);
    harness.next.resend = new ApiError(status, 'OTP session not found. Please request a new OTP.');
    harness.actor.send({ type: 'otp.resend' });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ editingMobile: 'showingError' });
    expect(snapshot.context.sessionId).toBeNull();
    expect(selectError(snapshot)).toBe('OTP session not found. Please request a new OTP.');
  });
});

describe('OTP machine: the code', () => {
  it('keeps digits only, at most six', async () => {
    const { actor } = await reachCodeEntry();
    actor.send({ type: 'otp.change', code: '12a3-45678' });
    expect(actor.getSnapshot().context.code).toBe('123456');
  });

  it("refuses fewer than 6 digits with 'Invalid OTP' and does not verify", async () => {
    const harness = await reachCodeEntry();
    harness.actor.send({ type: 'otp.change', code: '12345' });
    harness.actor.send({ type: 'otp.submit' });
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toMatchObject({ enteringCode: { code: 'showingError' } });
    expect(selectError(snapshot)).toBe('Invalid OTP');
    expect(harness.calls.verify).toEqual([]);
    harness.actor.send({ type: 'otp.change', code: '123456' });
    expect(harness.actor.getSnapshot().value).toMatchObject({ enteringCode: { code: 'typing' } });
  });

  it("clears a wrong code and shows 'Invalid OTP. Please try again.'; the countdown goes on", async () => {
    const harness = await reachCodeEntry();
    harness.waitSeconds(10);
    harness.actor.send({ type: 'otp.change', code: WRONG_CODE });
    harness.actor.send({ type: 'otp.submit' });
    expect(harness.actor.getSnapshot().value).toBe('verifyingCode');
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ enteringCode: { code: 'showingError', resend: 'counting' } });
    expect(snapshot.context.code).toBe('');
    expect(selectError(snapshot)).toBe(OTP_VERIFY_FAILED);
    expect(snapshot.context.secondsLeft).toBe(OTP_RESEND_SECONDS - 10);
    harness.waitSeconds(OTP_RESEND_SECONDS - 10);
    expect(selectCanResend(harness.actor.getSnapshot())).toBe(true);
  });

  it('shows the server’s own refusal when it says more (expired code)', async () => {
    const harness = await reachCodeEntry();
    harness.next.verify = new ApiError(400, 'OTP has expired. Please request a new one.');
    harness.actor.send({ type: 'otp.change', code: RIGHT_CODE });
    harness.actor.send({ type: 'otp.submit' });
    await harness.settle();
    expect(selectError(harness.actor.getSnapshot())).toBe(
      'OTP has expired. Please request a new one.',
    );
  });

  it("keeps the code and shows 'Failed to verify OTP. Please try again.' when verify gets no answer", async () => {
    const harness = await reachCodeEntry();
    harness.next.verify = new ApiError(0, 'Something went wrong!');
    harness.actor.send({ type: 'otp.change', code: RIGHT_CODE });
    harness.actor.send({ type: 'otp.submit' });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toMatchObject({ enteringCode: { code: 'showingError' } });
    expect(selectError(snapshot)).toBe(OTP_VERIFY_ERROR);
    expect(snapshot.context.code).toBe(RIGHT_CODE);
  });

  it('treats a thrown non-API error like no answer', async () => {
    const harness = await reachCodeEntry();
    harness.next.verify = new TypeError('boom') as never;
    harness.actor.send({ type: 'otp.change', code: RIGHT_CODE });
    harness.actor.send({ type: 'otp.submit' });
    await harness.settle();
    expect(selectError(harness.actor.getSnapshot())).toBe(OTP_VERIFY_ERROR);
  });

  it('goes back to the mobile when the server no longer knows the session', async () => {
    const harness = await reachCodeEntry();
    harness.next.verify = new ApiError(404, 'OTP session not found. Please request a new OTP.');
    harness.actor.send({ type: 'otp.change', code: RIGHT_CODE });
    harness.actor.send({ type: 'otp.submit' });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ editingMobile: 'showingError' });
    expect(snapshot.context).toMatchObject({ sessionId: null, code: '' });
  });

  it('finishes with the token and the mobile when the code is right', async () => {
    const harness = await reachCodeEntry();
    harness.actor.send({ type: 'otp.change', code: RIGHT_CODE });
    harness.actor.send({ type: 'otp.submit' });
    await harness.settle();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('verified');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({
      token: `token-for-${REGISTERED_MOBILE}`,
      mobile: REGISTERED_MOBILE,
    });
    expect(harness.calls.verify).toEqual([
      { sessionId: 'session-1', code: RIGHT_CODE, mobile: REGISTERED_MOBILE },
    ]);
    expect(selectStep(snapshot)).toBe('verified');
  });
});

describe('OTP machine: editing the mobile after a code was sent', () => {
  it('clears the session, the code and the countdown, and stops the ticks', async () => {
    const harness = await reachCodeEntry();
    harness.waitSeconds(5);
    harness.actor.send({ type: 'otp.change', code: '123' });
    harness.actor.send({ type: 'mobile.change', mobile: '987654321' });
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ editingMobile: 'typing' });
    expect(snapshot.context).toMatchObject({
      mobile: '987654321',
      sessionId: null,
      code: '',
      secondsLeft: 0,
      error: null,
    });
    harness.waitSeconds(3);
    expect(harness.actor.getSnapshot()).toBe(snapshot);
  });

  it('a new send for the new mobile starts a new session', async () => {
    const harness = await reachCodeEntry();
    harness.actor.send({ type: 'mobile.change', mobile: '8765432109' });
    harness.actor.send({ type: 'mobile.submit' });
    await harness.settle();
    expect(harness.actor.getSnapshot().context.sessionId).toBe('session-2');
    expect(harness.calls.send.at(-1)).toEqual({ mobile: '8765432109' });
  });

  it('editing the mobile while verifying drops the verification', async () => {
    const harness = await reachCodeEntry();
    harness.actor.send({ type: 'otp.change', code: RIGHT_CODE });
    harness.actor.send({ type: 'otp.submit' });
    harness.actor.send({ type: 'mobile.change', mobile: REGISTERED_MOBILE });
    await new Promise((resolve) => setImmediate(resolve));
    expect(harness.actor.getSnapshot().value).toEqual({ editingMobile: 'typing' });
    expect(harness.actor.getSnapshot().context.token).toBeNull();
  });
});
