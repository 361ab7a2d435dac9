import * as v from 'valibot';
import { atMostCharacters, MAX_LENGTH, textField } from './text';

export const MOBILE_LENGTH = 10;
export const PINCODE_LENGTH = 6;

const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * What a mobile field keeps of what is typed or pasted: digits only, at most ten. A pasted
 * number in the forms people copy from contacts, `+91 98765 43210` or `098765 43210`, keeps its
 * ten-digit national number.
 */
export function mobileDigitsOnly(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return national.slice(0, MOBILE_LENGTH);
}
const PINCODE_PATTERN = /^[1-9]\d{5}$/;
const PLAIN_PINCODE_PATTERN = /^\d{6}$/;

// The type check carries the same message so a missing or non-string value reads like a wrong one.
const mobile = (message: string) =>
  v.pipe(textField(message, { max: MOBILE_LENGTH }), v.regex(MOBILE_PATTERN, message));

/** Before an OTP is sent (spec: 'Invalid mobile number'). */
export const MobileSchema = mobile('Invalid mobile number');

/** Every other form that takes a mobile (spec: 'Invalid mobile'). */
export const FormMobileSchema = mobile('Invalid mobile');

export const EMAIL_MAX_LENGTH = MAX_LENGTH.email;

export const EmailSchema = v.pipe(
  textField('Invalid email', {
    max: EMAIL_MAX_LENGTH,
    tooLong: atMostCharacters('Email', EMAIL_MAX_LENGTH),
  }),
  v.email('Invalid email'),
);

const pincode = (pattern: RegExp) =>
  v.pipe(
    textField('Invalid pincode', { max: PINCODE_LENGTH }),
    v.regex(pattern, 'Invalid pincode'),
  );

export const PincodeSchema = pincode(PINCODE_PATTERN);

/** The plain pattern the spec also mentions: any six digits, leading zero allowed. */
export const PlainPincodeSchema = pincode(PLAIN_PINCODE_PATTERN);
