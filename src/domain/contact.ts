import * as v from 'valibot';

export const MOBILE_LENGTH = 10;
export const PINCODE_LENGTH = 6;

const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const PINCODE_PATTERN = /^[1-9]\d{5}$/;
const PLAIN_PINCODE_PATTERN = /^\d{6}$/;

// The type check carries the same message so a missing or non-string value reads like a wrong one.
const mobile = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(MOBILE_PATTERN, message));

/** Before an OTP is sent (spec: 'Invalid mobile number'). */
export const MobileSchema = mobile('Invalid mobile number');

/** Every other form that takes a mobile (spec: 'Invalid mobile'). */
export const FormMobileSchema = mobile('Invalid mobile');

export const EmailSchema = v.pipe(v.string('Invalid email'), v.trim(), v.email('Invalid email'));

export const PincodeSchema = v.pipe(
  v.string('Invalid pincode'),
  v.trim(),
  v.regex(PINCODE_PATTERN, 'Invalid pincode'),
);

/** The plain pattern the spec also mentions: any six digits, leading zero allowed. */
export const PlainPincodeSchema = v.pipe(
  v.string('Invalid pincode'),
  v.trim(),
  v.regex(PLAIN_PINCODE_PATTERN, 'Invalid pincode'),
);
