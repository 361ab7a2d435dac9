import { describe, expect, it } from 'vitest';
import {
  OTP_EXPIRED,
  OTP_LENGTH,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TOO_MANY_ATTEMPTS,
  OTP_TTL_SECONDS,
  OTP_VERIFY_ERROR,
  OTP_VERIFY_FAILED,
  OtpSchema,
  otpDigitsOnly,
} from '../../../src/domain/otp';
import { validate } from '../../../src/domain/validation';

describe('OTP format (exactly 6 digits)', () => {
  it.each(['123456', '000000', ' 987654 '])('accepts %j', (input) => {
    expect(validate(OtpSchema, input)).toEqual({ ok: true, value: input.trim() });
  });
  it.each(['12345', '1234567', '12345a', '12 456', '', undefined, null, 123456])(
    'refuses %j with "Invalid OTP"',
    (input) => {
      expect(validate(OtpSchema, input)).toEqual({ ok: false, message: 'Invalid OTP' });
    },
  );
});

describe('otpDigitsOnly (what the six boxes keep)', () => {
  it.each([
    ['123456', '123456'],
    ['12a3-4 5', '12345'],
    ['1234567890', '123456'],
    [' 98 76 54 ', '987654'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, kept) => expect(otpDigitsOnly(input)).toBe(kept));
});

describe('constants and messages', () => {
  it.each([
    [OTP_LENGTH, 6],
    [OTP_RESEND_SECONDS, 30],
    [OTP_TTL_SECONDS, 300],
    [OTP_MAX_WRONG_ATTEMPTS, 5],
    [OTP_MAX_SENDS_PER_HOUR, 5],
  ])('%i is %i', (actual, expected) => expect(actual).toBe(expected));

  it.each([
    [OTP_VERIFY_FAILED, 'Invalid OTP. Please try again.'],
    [OTP_VERIFY_ERROR, 'Failed to verify OTP. Please try again.'],
    [OTP_EXPIRED, 'OTP has expired. Please request a new one.'],
    [OTP_TOO_MANY_ATTEMPTS, 'Too many wrong attempts. Please request a new OTP.'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});
