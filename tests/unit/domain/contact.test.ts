import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  FormMobileSchema,
  MOBILE_LENGTH,
  MobileSchema,
  mobileDigitsOnly,
  PINCODE_LENGTH,
  PincodeSchema,
  PlainPincodeSchema,
} from '../../../src/domain/contact';
import { validate } from '../../../src/domain/validation';

const notStrings = [undefined, null, 9876543210, {}, []];

describe('mobile (10 digits starting 6-9)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['7123456789', '7123456789'],
    ['8123456789', '8123456789'],
    [' 9876543210 ', '9876543210'],
  ])('accepts %j as %s', (input, value) => {
    expect(validate(MobileSchema, input)).toEqual({ ok: true, value });
    expect(validate(FormMobileSchema, input)).toEqual({ ok: true, value });
  });

  it.each([
    '5876543210',
    '0987654321',
    '987654321',
    '98765432101',
    '98765 43210',
    '+919876543210',
    '98765x3210',
    '',
    ...notStrings,
  ])('refuses %j with the send-code and the form messages', (input) => {
    expect(validate(MobileSchema, input)).toEqual({ ok: false, message: 'Invalid mobile number' });
    expect(validate(FormMobileSchema, input)).toEqual({ ok: false, message: 'Invalid mobile' });
  });

  it('is 10 digits long', () => expect(MOBILE_LENGTH).toBe(10));
});

describe('email', () => {
  it.each(['asha@example.com', 'a.b+c@sub.example.in'])('accepts %s', (input) => {
    expect(validate(EmailSchema, input)).toEqual({ ok: true, value: input });
  });
  it.each(['asha', 'asha@', '@example.com', 'asha example@x.com', '', ...notStrings])(
    'refuses %j',
    (input) => {
      expect(validate(EmailSchema, input)).toEqual({ ok: false, message: 'Invalid email' });
    },
  );
});

describe('pincode (6 digits, first not 0) and the plain 6-digit pattern', () => {
  it.each(['110001', '560034', '999999', ' 400001 '])('both accept %j', (input) => {
    expect(validate(PincodeSchema, input)).toEqual({ ok: true, value: input.trim() });
    expect(validate(PlainPincodeSchema, input)).toEqual({ ok: true, value: input.trim() });
  });

  it('only the plain pattern accepts a leading zero', () => {
    expect(validate(PincodeSchema, '012345')).toEqual({ ok: false, message: 'Invalid pincode' });
    expect(validate(PlainPincodeSchema, '012345')).toEqual({ ok: true, value: '012345' });
  });

  it.each(['11000', '1100011', '11000a', '110 001', '', ...notStrings])(
    'both refuse %j',
    (input) => {
      expect(validate(PincodeSchema, input)).toEqual({ ok: false, message: 'Invalid pincode' });
      expect(validate(PlainPincodeSchema, input)).toEqual({
        ok: false,
        message: 'Invalid pincode',
      });
    },
  );

  it('is 6 digits long', () => expect(PINCODE_LENGTH).toBe(6));
});

describe('mobileDigitsOnly (what a mobile field keeps)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765432109', '9876543210'],
    ['9198765', '9198765'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, kept) => expect(mobileDigitsOnly(input)).toBe(kept));
});
