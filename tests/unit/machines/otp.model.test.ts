import { describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS, OTP_VERIFY_FAILED } from '../../../src/domain/otp';
import { selectCanResend, selectError, selectStep } from '../../../src/machines/otp/selectors';
import { uncoveredTransitions } from '../../models/coverage';
import { OTP_MODEL_STATES, otpModel, otpTestModel } from '../../models/otp.model';
import {
  INVALID_MOBILE,
  NO_ACCOUNT_TEXT,
  REGISTERED_MOBILE,
  RIGHT_CODE,
  startOtp,
  UNREGISTERED_MOBILE,
  WRONG_CODE,
} from './support/otp-harness';

type Harness = ReturnType<typeof startOtp>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

/** Each model state, as an assertion on the real machine's snapshot. */
const states: Record<string, (snapshot: Snapshot) => void> = {
  'mobileEntry.blank': (s) => {
    expect(s.value).toEqual({ editingMobile: 'typing' });
    expect(s.context.mobile).toBe('');
  },
  'mobileEntry.validTyped': (s) => {
    expect(s.value).toEqual({ editingMobile: 'typing' });
    expect(s.context).toMatchObject({ mobile: REGISTERED_MOBILE, sessionId: null, code: '' });
    expect(selectError(s)).toBeNull();
  },
  'mobileEntry.invalidTyped': (s) => {
    expect(s.value).toEqual({ editingMobile: 'typing' });
    expect(s.context.mobile).toBe(INVALID_MOBILE);
    expect(selectError(s)).toBeNull();
  },
  'mobileEntry.unregisteredTyped': (s) => {
    expect(s.value).toEqual({ editingMobile: 'typing' });
    expect(s.context.mobile).toBe(UNREGISTERED_MOBILE);
    expect(selectError(s)).toBeNull();
  },
  'mobileEntry.invalidShown': (s) => {
    expect(s.value).toEqual({ editingMobile: 'showingError' });
    expect(selectError(s)).toBe('Invalid mobile number');
  },
  'mobileEntry.refusedShown': (s) => {
    expect(s.value).toEqual({ editingMobile: 'showingError' });
    expect(selectError(s)).toBe(NO_ACCOUNT_TEXT);
    expect(s.context.sessionId).toBeNull();
  },
  'codeEntry.code.blank': (s) => {
    expect(s.matches({ enteringCode: { code: 'typing' } })).toBe(true);
    expect(s.context.code).toBe('');
    expect(selectError(s)).toBeNull();
    expect(selectStep(s)).toBe('code');
  },
  'codeEntry.code.incompleteShown': (s) => {
    expect(s.matches({ enteringCode: { code: 'showingError' } })).toBe(true);
    expect(selectError(s)).toBe('Invalid OTP');
  },
  'codeEntry.code.wrongCodeShown': (s) => {
    expect(s.matches({ enteringCode: { code: 'showingError' } })).toBe(true);
    expect(selectError(s)).toBe(OTP_VERIFY_FAILED);
    expect(s.context.code).toBe('');
  },
  'codeEntry.resend.waiting': (s) => {
    expect(s.matches({ enteringCode: { resend: 'counting' } })).toBe(true);
    expect(s.context.secondsLeft).toBeGreaterThan(0);
    expect(selectCanResend(s)).toBe(false);
  },
  'codeEntry.resend.canResend': (s) => {
    expect(selectCanResend(s)).toBe(true);
    expect(s.context.secondsLeft).toBe(0);
  },
  verified: (s) => {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({
      token: `token-for-${REGISTERED_MOBILE}`,
      mobile: REGISTERED_MOBILE,
    });
  },
};

/** Each model event, as what the user does to the real machine. */
function eventsFor(harness: Harness) {
  const { actor } = harness;
  const enterCode = async (code: string) => {
    actor.send({ type: 'otp.change', code });
    actor.send({ type: 'otp.submit' });
    await harness.settle();
  };
  return {
    TYPE_VALID_MOBILE: () => actor.send({ type: 'mobile.change', mobile: REGISTERED_MOBILE }),
    TYPE_INVALID_MOBILE: () => actor.send({ type: 'mobile.change', mobile: INVALID_MOBILE }),
    TYPE_UNREGISTERED_MOBILE: () =>
      actor.send({ type: 'mobile.change', mobile: UNREGISTERED_MOBILE }),
    SEND: async () => {
      actor.send({ type: 'mobile.submit' });
      await harness.settle();
    },
    ENTER_INCOMPLETE_CODE: () => enterCode(RIGHT_CODE.slice(0, 5)),
    ENTER_WRONG_CODE: () => enterCode(WRONG_CODE),
    ENTER_RIGHT_CODE: () => enterCode(RIGHT_CODE),
    WAIT_30S: () => harness.waitSeconds(OTP_RESEND_SECONDS),
    RESEND: async () => {
      actor.send({ type: 'otp.resend' });
      await harness.settle();
    },
    EDIT_MOBILE: () => actor.send({ type: 'mobile.change', mobile: REGISTERED_MOBILE }),
  };
}

const paths = otpTestModel.getShortestPaths();
const asserted = new Set<string>();

describe('OTP model: its generated paths run against the real OTP machine', () => {
  it('has an assertion for every model state', () => {
    expect(Object.keys(states).sort()).toEqual([...OTP_MODEL_STATES].sort());
  });

  it('covers every transition of the model', () => {
    expect(uncoveredTransitions(otpModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const harness = startOtp();
    const checks = Object.fromEntries(
      Object.entries(states).map(([key, check]) => [
        key,
        () => {
          asserted.add(key);
          check(harness.actor.getSnapshot());
        },
      ]),
    );
    await path.test({ states: checks, events: eventsFor(harness) });
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...OTP_MODEL_STATES].sort());
  });
});
