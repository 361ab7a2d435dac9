import * as v from 'valibot';
import { textField } from './text';

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export const OTP_VERIFY_FAILED = 'Invalid OTP. Please try again.';
export const OTP_VERIFY_ERROR = 'Failed to verify OTP. Please try again.';
export const OTP_EXPIRED = 'OTP has expired. Please request a new one.';
export const OTP_TOO_MANY_ATTEMPTS = 'Too many wrong attempts. Please request a new OTP.';

export const OtpSchema = v.pipe(
  textField('Invalid OTP', { max: OTP_LENGTH }),
  v.regex(/^\d{6}$/, 'Invalid OTP'),
);

/** What the OTP boxes keep of a keystroke or a paste: digits only, at most six. */
export function otpDigitsOnly(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
